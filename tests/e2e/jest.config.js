/** Browser journeys: the built H5 app served by the real server (`npm start`'s server) in headless chromium. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false, tsconfig: { isolatedModules: true, esModuleInterop: true } }]
  },
  moduleNameMapper: { '^@contract$': '<rootDir>/../../types/index.ts', '^@contract/(.*)$': '<rootDir>/../../types/$1' },
  globalSetup: '<rootDir>/server-setup.ts',
  globalTeardown: '<rootDir>/server-teardown.ts',
  testTimeout: 120000,
  // One worker per server of server-setup.ts.
  maxWorkers: 2
}
