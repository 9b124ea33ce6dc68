/** Server suites: each builds its own app on a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set). */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    // DiceBear (seed portraits) ships ES modules only: see the transform for why.
    '/seed-photos\\.ts$': '<rootDir>/test/helpers/esm-import-transform.js',
    '^.+\\.ts$': ['ts-jest', { diagnostics: false, tsconfig: { isolatedModules: true, esModuleInterop: true } }]
  },
  moduleNameMapper: { '^@contract$': '<rootDir>/../types/index.ts', '^@contract/(.*)$': '<rootDir>/../types/$1' },
  // A suite's set-up migrates a fresh database; two workers on two cores can take a while with it.
  testTimeout: 60000,
  // Jest leaves a core to itself by default; each suite has its own database, so both cores run suites.
  maxWorkers: 2
}
