/**
 * Jest runs the unit tests (`npm run test:unit`) and the web's component tests. The repository is
 * ESM ("type": "module", `import.meta.dirname` in tests), so jest runs in its native ESM mode
 * (node --experimental-vm-modules, set by tests/run-all.ts) with @swc/jest compiling TS/TSX to ES
 * modules. Test files written for `node:test` run unchanged: `node:test` maps to a shim onto jest's
 * globals (tests/jest/node-test-shim.ts). Integration and infra tests stay on node:test
 * (docs/decisions.md (issue 17) says why).
 */
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      // `import x from './x.json' with { type: 'json' }` reaches jest's ESM loader as written.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

/** The folders whose `*.test.ts(x)` are unit tests (tests/integration, tests/infra, tests/e2e are not). */
export const unitRoots = ['shared', 'functions', 'infra/local', 'web/src', 'tests/docs', 'tests/runner', 'tests/lint'];

/**
 * Unit test files that stay on node:test. Jest runs each test file in its own V8 realm, but node's
 * built-in modules (fs, net, http) come from the outer one: an array from `readdirSync` is not the
 * test's `Array` (so `assert.deepEqual` with a literal fails) and an error thrown by node's socket
 * layer is not the test's `Error` (so production code's `instanceof Error` branches behave
 * differently). These files compare such values; node:test runs them as production runs them.
 * `npm test` fails when a listed file no longer exists (a moved file must be listed again).
 */
export const nodeTestOnly = [
  'functions/lib/aws/aws-error.test.ts',
  'functions/lib/providers/mail/mail.test.ts',
  'functions/lib/providers/mail/outbox.test.ts',
  'functions/lib/providers/places/osm/import.test.ts',
  'infra/local/data-dir.test.ts',
];

export default {
  rootDir: import.meta.dirname,
  roots: unitRoots.map((dir) => `<rootDir>/${dir}`),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ...nodeTestOnly.map((file) => `<rootDir>/${file.replaceAll('.', '\\.')}$`)],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.ts$': swc(false),
    '^.+\\.tsx$': swc(true),
  },
  moduleNameMapper: {
    '^node:test$': '<rootDir>/tests/jest/node-test-shim.ts',
    // The app's i18n loads its locale files through Vite's import.meta.glob; component tests get
    // the same i18n with the English files loaded at once.
    '^@/lib/i18n$': '<rootDir>/web/src/__component_tests__/support/i18n.ts',
    '^@/(.*)$': '<rootDir>/web/src/$1',
    '^@shared/(.*)$': '<rootDir>/shared/$1',
  },
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/tests/jest/jsdom-globals.ts'],
  // Every test has a time limit: a fault fails the test instead of hanging the run. The slowest unit
  // test (the speech engine transcribing its sample phrases) took 85 s with the machine's load at 20.
  testTimeout: 300_000,
};
