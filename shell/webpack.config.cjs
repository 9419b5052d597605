const { createWebpackConfig, serviceWorkerConfig } = require('@dutylink/build-config/webpack');

// The officer's app's service worker first: the shell's build writes its precache list into it.
module.exports = [serviceWorkerConfig(__dirname), createWebpackConfig({ appDir: __dirname, name: 'shell', host: true })];
