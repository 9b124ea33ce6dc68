/** Server suites: each builds its own app on a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set). */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false, tsconfig: { isolatedModules: true, esModuleInterop: true } }]
  },
  testTimeout: 30000
}
