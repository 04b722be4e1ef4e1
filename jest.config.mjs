// Two jest projects, both native ESM (run with NODE_OPTIONS=--experimental-vm-modules, see package.json):
//   unit: pure src/domain tests;
//   int:  Payload booted per test file against a throw-away embedded PostgreSQL started in globalSetup.
/** @type {import('jest').Config['transform']} */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'es6' },
    },
  ],
}

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@collections/(.*)$': '<rootDir>/collections/$1',
  '^@blocks/(.*)$': '<rootDir>/blocks/$1',
  '^@payload-config$': '<rootDir>/payload.config.ts',
  '^server-only$': '<rootDir>/tests/stubs/empty.ts',
}

const common = {
  rootDir: '.',
  // A project option: set at the top level only, each project would still cache in /tmp.
  cacheDirectory: '<rootDir>/.jest-cache',
  testEnvironment: 'node',
  transform,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
  // Build output (.next, and .next-*: the e2e servers' private copies, made and removed while a run's unit and int
  // stages start), data dirs (.data, .data-*: PostgreSQL files, media) and Playwright output are not modules.
  modulePathIgnorePatterns: [
    '<rootDir>/\\.next',
    '<rootDir>/\\.data',
    '<rootDir>/test-results/',
    '<rootDir>/playwright-report/',
  ],
  watchPathIgnorePatterns: ['<rootDir>/\\.data'],
}

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/tests/int/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/int/setup/globalSetup.mjs',
      globalTeardown: '<rootDir>/tests/int/setup/globalTeardown.mjs',
      // Payload boots once per file and is heavy (2 cores here): package.json runs this project with --runInBand,
      // since maxWorkers is a global option, not a per-project one.
    },
  ],
  // A global option too: jest-circus reads the global config's testTimeout, and ignores a project's (which left int
  // files' Payload boot in beforeAll at the 5 s default on a busy machine). Unit tests finish in milliseconds anyway.
  testTimeout: 60_000,
  // A global option as well: int shards of equal work (tests/sequencer.mjs)
  testSequencer: '<rootDir>/tests/sequencer.mjs',
}
