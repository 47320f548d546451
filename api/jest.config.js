/**
 * API tests run against real PostgreSQL: the global setup starts an embedded server
 * (or uses TEST_DATABASE_URL) and every test file creates and drops its own database.
 */
module.exports = {
  testEnvironment: 'node',
  rootDir: '..',
  roots: ['<rootDir>/api/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/api/tsconfig.json' }],
    // npm `feed` is ESM only (Node requires it; jest's CommonJS runtime needs it compiled).
    '/node_modules/feed/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!feed/)'],
  moduleNameMapper: { '^@hashar/common$': '<rootDir>/common/src/index.ts' },
  globalSetup: '<rootDir>/api/src/test/globalSetup.ts',
  globalTeardown: '<rootDir>/api/src/test/globalTeardown.ts',
  // Each answer a test gets is checked against its route's declared type (src/test/contract.ts).
  setupFilesAfterEnv: ['<rootDir>/api/src/test/setupContract.ts'],
  testTimeout: 30000,
  // The suites wait on PostgreSQL much of the time: two workers halve the run even on two cores
  // (jest's default there is one).
  maxWorkers: 2,
  // After the run: the slowest files and the total, so CI shows where its time goes.
  reporters: ['default', ['<rootDir>/scripts/jest-timings.cjs', { top: 15 }]],
};
