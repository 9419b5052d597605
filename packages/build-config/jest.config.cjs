module.exports = require('./jest.cjs').createJestConfig({ dom: false });
