require('@testing-library/jest-dom');
// Role queries' accessible names read computed styles: keep jsdom's style matching fast.
require('./jest-setup-styles.cjs');
