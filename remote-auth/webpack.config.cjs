module.exports = require('@dutylink/build-config/webpack').createWebpackConfig({ appDir: __dirname, name: 'remote_auth' });
