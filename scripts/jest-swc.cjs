/**
 * The one TypeScript transform of every workspace's jest: swc strips the types and writes CommonJS.
 * Types are checked once, by `npm run typecheck` (tsc over the same files, tests included), so the
 * suites do not check them a second time in every worker (ts-jest did: minutes of CPU per run).
 */
const options = (tsx) => ({
  swcrc: false,
  sourceMaps: 'inline',
  jsc: {
    // .ts files are not parsed as TSX: `<T>(x: T) => x` and `<T>value` mean something else there.
    parser: { syntax: 'typescript', tsx },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
});

/** jest `transform` entries: TypeScript (and plain modern JavaScript) through swc, and TSX. */
module.exports = {
  swc: ['@swc/jest', options(false)],
  /** Both, for a workspace with React components: `transform: { ...typescriptAndTsx }`. */
  typescriptAndTsx: { '^.+\\.ts$': ['@swc/jest', options(false)], '^.+\\.tsx$': ['@swc/jest', options(true)] },
};
