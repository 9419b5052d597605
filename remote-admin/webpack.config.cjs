const { createWebpackConfig } = require('@dutylink/build-config/webpack');

module.exports = createWebpackConfig({ appDir: __dirname, name: 'remote_admin' });
