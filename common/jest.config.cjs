/** Jest for the shared constants: plain TypeScript through swc. */
const { swc } = require('../scripts/jest-swc.cjs');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': swc },
};
