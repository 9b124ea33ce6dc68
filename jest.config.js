// Client unit tests only: the server has its own config (server/jest.config.js), browser journeys
// live in tests/e2e.
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const TRANSFORMER = require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js')
const STYLE_STUB = '<rootDir>/tests/unit/style-stub.js'

module.exports = defineJestConfig({
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // Every test starts with fresh call records and the real Taro APIs back, whatever the last one spied on.
  clearMocks: true,
  restoreMocks: true,
  testMatch: [
    '<rootDir>/src/**/__tests__/**/*.test.ts?(x)',
    '<rootDir>/src/**/__test__/**/*.test.ts?(x)',
    '<rootDir>/tests/unit/**/*.test.ts?(x)'
  ],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/server/', '<rootDir>/tests/e2e/', '<rootDir>/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  // NutUI pulls in .mjs (swiper-bundle) and everything in node_modules may be ESM.
  transform: {
    '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': TRANSFORMER,
    '^.+\\.(png|jpe?g|gif|svg)$': '<rootDir>/tests/unit/file-transform.js'
  },
  // Only the packages that ship ES modules (or untranspiled JSX) go through babel: transforming all of
  // node_modules took over a minute of every cold run.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(@tarojs|@nutui|swiper|@swc/helpers|ssr-window|dom7|@stencil/core|query-string|decode-uri-component|filter-obj|split-on-first|lodash-es)/).*/node_modules/'
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '\\.(css|scss|sass|less)$': STYLE_STUB,
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract$': '<rootDir>/types/index.ts',
    '^@contract/(.*)$': '<rootDir>/types/$1'
  },
  globalSetup: '<rootDir>/tests/unit/global-setup.js',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // Jest leaves a core to itself by default, which on a 2-core machine means one worker.
  maxWorkers: 2,
  globals: {
    API_BASE_URL: ''
  }
})
