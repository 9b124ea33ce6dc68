/**
 * Server suites. Each builds its own app on a database of its own, copied from templates the global
 * set-up migrates and seeds once per run (PostgreSQL when DATABASE_URL is set, else PGlite).
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // The embedded database's own boot test runs in the PGlite pass (jest.pglite.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/embedded/'],
  transform: {
    // DiceBear (seed portraits) ships ES modules only: see the transform for why.
    '/seed-photos\\.ts$': '<rootDir>/test/helpers/esm-import-transform.js',
    '^.+\\.ts$': ['ts-jest', { diagnostics: false, tsconfig: { isolatedModules: true, esModuleInterop: true } }]
  },
  moduleNameMapper: { '^@contract$': '<rootDir>/../types/index.ts', '^@contract/(.*)$': '<rootDir>/../types/$1' },
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 60000,
  // Jest leaves a core to itself by default; each suite has its own database, so both cores run suites.
  maxWorkers: 2
}
