/**
 * The embedded default (PGlite) proven by a focused pass: `npm start` booting on an empty folder and
 * again on its own data, plus one real suite per server module, each loading the run's migrated and
 * seeded snapshot. Every suite runs on PostgreSQL in the full pass (jest.config.js).
 */
const fs = require('node:fs')
const path = require('node:path')
const base = require('./jest.config')

/**
 * Each module under src/modules with a suite that drives its routes on PGlite; where one suite
 * drives several modules (auth: sign-up, sessions, members and both tenants' hosts), it serves them all.
 */
const SUITE_OF_MODULE = {
  account: 'modules/account-deletion-complete',
  active: 'modules/active-export',
  appointment: 'modules/appointment-api',
  audit: 'modules/line-contact',
  auth: 'modules/auth',
  block: 'modules/love-social',
  certification: 'modules/commitment',
  commitment: 'modules/commitment',
  config: 'modules/config',
  contract: 'modules/contract-flow',
  crm: 'modules/crm-leads',
  customer: 'modules/sales-library-access',
  dev: 'modules/auth',
  finance: 'modules/finance-orders',
  geography: 'modules/config',
  gift: 'modules/gift',
  health: 'embedded/boot',
  image: 'modules/image',
  love: 'modules/love-profile',
  'love-feed': 'modules/love-feed',
  'love-gift': 'modules/love-gift-seed',
  'love-line': 'modules/line-contact',
  'love-match': 'modules/love-match',
  'love-profile': 'modules/love-profile',
  'love-search': 'modules/love-search',
  'love-social': 'modules/love-social',
  matchmaker: 'modules/matchmaker',
  member: 'modules/auth',
  message: 'modules/message-realtime',
  moderation: 'modules/moderation',
  navigation: 'modules/config',
  notice: 'modules/notice',
  poster: 'modules/poster',
  privacy: 'modules/account-deletion-complete',
  promotion: 'modules/promotion',
  report: 'modules/report-desk',
  'sales-library': 'modules/sales-library-access',
  'single-page': 'modules/content',
  staff: 'modules/staff',
  system: 'modules/auth',
  tenant: 'modules/auth',
  user: 'modules/auth',
  wx: 'modules/wechat-login',
  xixun: 'modules/xixun',
  zone: 'modules/zone'
}

const modules = fs.readdirSync(path.join(__dirname, 'src/modules'))
const uncovered = modules.filter((m) => !SUITE_OF_MODULE[m])
if (uncovered.length)
  throw new Error(`no PGlite suite for server module(s) ${uncovered.join(', ')}: add one to ${__filename}`)
const suites = [...new Set(Object.values(SUITE_OF_MODULE))].map((s) => `<rootDir>/test/${s}.test.ts`)
const missing = suites.filter((s) => !fs.existsSync(s.replace('<rootDir>', __dirname)))
if (missing.length) throw new Error(`PGlite suites not found: ${missing.join(', ')}`)

module.exports = {
  ...base,
  testMatch: suites,
  testPathIgnorePatterns: ['/node_modules/'],
  testSequencer: '<rootDir>/test/setup/boot-first-sequencer.js'
}
