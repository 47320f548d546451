/** Jest for the public site: pure TypeScript units (i18n, API client, locale helpers). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  moduleNameMapper: {
    '^@hashar/common$': '<rootDir>/../common/src/index.ts',
    // Components under test may import their styles; the units never read them.
    '\\.css$': '<rootDir>/src/test/styleStub.cjs',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
};
