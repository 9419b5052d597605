module.exports = {
  ...require('@dutylink/build-config/jest').createJestConfig({ dom: false }),
  // Every test file starts its own database (PGlite in memory, or a fresh PostgreSQL database).
  testTimeout: 30_000,
};
