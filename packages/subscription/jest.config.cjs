module.exports = require('@dutylink/build-config/jest').createJestConfig();
