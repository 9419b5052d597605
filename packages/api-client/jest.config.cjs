const config = require('@dutylink/build-config/jest').createJestConfig();

// Other packages get this setup from build-config, which finds it through their dependency on the api-client.
module.exports = { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/test-utils/jest-setup.ts'] };
