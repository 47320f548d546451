/**
 * Jest for the back office: TypeScript units in Node (auth, access, menu, HTTP client,
 * translations). react-admin's UI packages are ESM-only deep down, so tests that touch its
 * runtime get ra-core (the part react-admin re-exports fetchUtils, HttpError, ... from).
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  moduleNameMapper: {
    '^@hashar/common$': '<rootDir>/../common/src/index.ts',
    '^react-admin$': 'ra-core',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
};
