import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { isLoopbackAddress } from './lib/loopback'

/** Every setting the server reads, validated once at boot; nothing else reads process.env. */
const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development'
  }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  /** postgres://… selects a real PostgreSQL; empty means the embedded PGlite under DATA_DIR. */
  DATABASE_URL: Type.String({ default: '' }),
  DATA_DIR: Type.String({ default: path.resolve(process.cwd(), 'data') }),
  REDIS_URL: Type.String({ default: '' }),
  /** Uploaded and generated images when no object storage is configured (default DATA_DIR/uploads); served at /uploads/. */
  UPLOAD_DIR: Type.String({ default: '' }),
  /** Directory of the H5 build served on the same port; empty disables static serving. */
  STATIC_DIR: Type.String({ default: path.resolve(process.cwd(), 'dist/h5') }),
  /** Tenant used when the Host matches no city's bindingDomain. */
  DEFAULT_TENANT_ID: Type.Integer({ default: 1 }),
  /** Dev mode: SMS codes go to the log and the dev outbox, the messaging app is simulated. */
  DEV_MODE: Type.Boolean({ default: true }),
  TOKEN_TTL_DAYS: Type.Integer({ default: 30, minimum: 1 }),
  SMS_PROVIDER: Type.Union([Type.Literal('log'), Type.Literal('http')], { default: 'log' }),
  SMS_HTTP_URL: Type.String({ default: '' }),
  SMS_HTTP_TOKEN: Type.String({ default: '' }),
  SMS_SIGN_NAME: Type.String({ default: '' }),
  WECHAT_MODE: Type.Union([Type.Literal('dev'), Type.Literal('http')], { default: 'dev' }),
  WECHAT_API_BASE: Type.String({ default: 'https://api.weixin.qq.com' }),
  WECHAT_MA_APPID: Type.String({ default: '' }),
  WECHAT_MA_SECRET: Type.String({ default: '' }),
  WECHAT_MP_APPID: Type.String({ default: '' }),
  WECHAT_MP_SECRET: Type.String({ default: '' }),
  /** Mini-program subscribe message templates per notice kind, as JSON (providers/subscribe: parseSubscribeTemplates). */
  WECHAT_SUBSCRIBE_TEMPLATES: Type.String({ default: '' }),
  /** Which mini-program build a subscribe message opens: formal, trial or developer. */
  WECHAT_SUBSCRIBE_STATE: Type.Union([Type.Literal('formal'), Type.Literal('trial'), Type.Literal('developer')], {
    default: 'formal'
  }),
  /** How often the notice push dispatcher looks for notices to push; 0 stops it (tests run it by hand). */
  NOTICE_PUSH_INTERVAL_MS: Type.Integer({ default: 5000, minimum: 0 }),
  /** Honour X-Forwarded-* (client IP for rate limits, host for tenancy) only behind a trusted proxy. */
  TRUST_PROXY: Type.Boolean({ default: false }),
  /** How long a Host's tenant and city are cached in the KV store; 0 disables the cache. */
  TENANT_CACHE_MS: Type.Integer({ default: 10_000, minimum: 0 }),
  /** Requests per IP per minute across the API before HTTP 429. */
  RATE_LIMIT_PER_MINUTE: Type.Integer({ default: 600, minimum: 1 }),
  /** Calls per member per minute to the feed and the other expensive lists before HTTP 429. */
  LIST_RATE_LIMIT_PER_MINUTE: Type.Integer({ default: 120, minimum: 1 }),
  /** How often the message socket is pinged: a socket that missed a whole interval's pong is dropped. */
  MESSAGE_SOCKET_PING_MS: Type.Integer({ default: 30_000, minimum: 100 }),
  /** Chat messages one member may send per minute before being asked to slow down. */
  MESSAGE_SEND_PER_MINUTE: Type.Integer({ default: 60, minimum: 1 }),
  /** S3-compatible object storage, used instead of UPLOAD_DIR when S3_BUCKET is set. */
  S3_BUCKET: Type.String({ default: '' }),
  /** Empty: AWS (virtual-hosted bucket URLs); set (MinIO, Ceph…): path-style URLs on that origin. */
  S3_ENDPOINT: Type.String({ default: '' }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_ACCESS_KEY_ID: Type.String({ default: '' }),
  S3_SECRET_ACCESS_KEY: Type.String({ default: '' }),
  /** Public base URL of the bucket (CDN or website); empty uses the bucket's own object URL. */
  S3_PUBLIC_URL: Type.String({ default: '' }),
  /** Real-name face check: `dev` approves offline (dev mode only), `http` asks FACE_HTTP_URL. */
  FACE_PROVIDER: Type.Union([Type.Literal('dev'), Type.Literal('http')], { default: 'dev' }),
  FACE_HTTP_URL: Type.String({ default: '' }),
  FACE_HTTP_TOKEN: Type.String({ default: '' }),
  /**
   * Contract e-signature: `offline` (the default) signs with the signature the customer draws in the
   * app; `http` opens a signing flow on an e-sign API at ESIGN_HTTP_URL (see modules/contract/esign.ts).
   */
  ESIGN_PROVIDER: Type.Union([Type.Literal('offline'), Type.Literal('http')], { default: 'offline' }),
  ESIGN_HTTP_URL: Type.String({ default: '' }),
  ESIGN_HTTP_APP_ID: Type.String({ default: '' }),
  /** Signs our requests to the e-sign API and its callbacks to us (HMAC-SHA256). */
  ESIGN_HTTP_SECRET: Type.String({ default: '' }),
  /**
   * Payments. `sandbox` (dev mode only, the default there) pays offline through signed fake
   * callbacks; `http` talks to the real gateway; `off` (the default outside dev mode) refuses.
   */
  TENPAY_MODE: Type.Union([Type.Literal(''), Type.Literal('off'), Type.Literal('sandbox'), Type.Literal('http')], {
    default: ''
  }),
  ALIPAY_MODE: Type.Union([Type.Literal(''), Type.Literal('off'), Type.Literal('sandbox'), Type.Literal('http')], {
    default: ''
  }),
  /** Public origin the gateways post payment results to (e.g. https://love.example.com). */
  PAY_NOTIFY_BASE_URL: Type.String({ default: '' }),
  /** Signs the sandbox's fake callbacks; unset, a random value per process (the cashier signs and checks in one request). */
  PAY_SANDBOX_SECRET: Type.String({ default: '' }),
  TENPAY_MCH_ID: Type.String({ default: '' }),
  /** Official-account app id for JSAPI and H5 pay; defaults to WECHAT_MP_APPID. */
  TENPAY_APP_ID: Type.String({ default: '' }),
  /** Mini-program app id; defaults to WECHAT_MA_APPID. */
  TENPAY_MINI_APP_ID: Type.String({ default: '' }),
  TENPAY_SERIAL_NO: Type.String({ default: '' }),
  /** PEM text of the merchant's API private key. */
  TENPAY_PRIVATE_KEY: Type.String({ default: '' }),
  TENPAY_API_V3_KEY: Type.String({ default: '' }),
  /** PEM text of the WeChat Pay platform public key that signs callbacks. */
  TENPAY_PLATFORM_PUBLIC_KEY: Type.String({ default: '' }),
  TENPAY_PLATFORM_SERIAL: Type.String({ default: '' }),
  TENPAY_API_BASE: Type.String({ default: 'https://api.mch.weixin.qq.com' }),
  ALIPAY_APP_ID: Type.String({ default: '' }),
  /** PEM text of the app's RSA2 private key. */
  ALIPAY_PRIVATE_KEY: Type.String({ default: '' }),
  /** PEM text of Alipay's public key that signs callbacks. */
  ALIPAY_PUBLIC_KEY: Type.String({ default: '' }),
  ALIPAY_GATEWAY: Type.String({ default: 'https://openapi.alipay.com/gateway.do' }),
  /**
   * Reverse geocoding, place search and a visitor's city by IP: `offline` (the default) answers
   * from the bundled province/city list; `tencent` asks Tencent LBS with TENCENT_MAP_KEY.
   */
  MAPS_PROVIDER: Type.Union([Type.Literal('offline'), Type.Literal('tencent')], { default: 'offline' }),
  TENCENT_MAP_KEY: Type.String({ default: '' }),
  /** The key's secret when it is set up for 签名校验 (signed requests); empty when it is not. */
  TENCENT_MAP_SECRET: Type.String({ default: '' }),
  TENCENT_MAP_BASE: Type.String({ default: 'https://apis.map.qq.com' }),
  /** Keys the hashes of ID card numbers; required outside dev mode (a plain hash of an ID is brute-forceable). */
  ID_HASH_SECRET: Type.String({ default: '' }),
  /** Encrypts paging cursors (they must not reveal ranking figures); required outside dev mode, shared by replicas. */
  CURSOR_SECRET: Type.String({ default: '' })
})

/** Defaults earlier releases shipped: public, so whoever reads them could sign or unmask with them. */
const PUBLISHED_SECRETS = {
  PAY_SANDBOX_SECRET: 'dev-only-pay-sandbox-secret',
  ID_HASH_SECRET: 'dev-only-id-hash-secret',
  CURSOR_SECRET: 'dev-only-cursor-secret'
} as const

export type AppConfig = Static<typeof ConfigSchema>

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, yes: true, false: false, '0': false, no: false }

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const raw: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(ConfigSchema.properties)) {
    const value = env[key]
    if (value === undefined || value === '') continue
    if (schema.type === 'integer') raw[key] = Number(value)
    else if (schema.type === 'boolean') raw[key] = BOOLEAN_WORDS[value.toLowerCase()] ?? value
    else raw[key] = value
  }
  if (raw.DEV_MODE === undefined && raw.NODE_ENV === 'production') raw.DEV_MODE = false
  const config = Value.Default(ConfigSchema, { ...raw, ...overrides }) as AppConfig
  if (!Value.Check(ConfigSchema, config)) {
    const first = [...Value.Errors(ConfigSchema, config)][0]
    throw new Error(`Invalid configuration ${first?.path ?? ''}: ${first?.message ?? 'unknown error'}`)
  }
  if (!config.UPLOAD_DIR) config.UPLOAD_DIR = path.join(config.DATA_DIR, 'uploads')
  if (config.NODE_ENV === 'production' && config.DEV_MODE) {
    throw new Error('DEV_MODE must be off in production: it exposes SMS codes')
  }
  for (const key of ['TENPAY_MODE', 'ALIPAY_MODE'] as const) {
    if (!config[key]) config[key] = config.DEV_MODE ? 'sandbox' : 'off'
    if (config[key] === 'sandbox' && !config.DEV_MODE) {
      throw new Error(`${key}=sandbox only works in dev mode: anyone could pay with it`)
    }
  }
  const payModes = [config.TENPAY_MODE, config.ALIPAY_MODE]
  if (payModes.includes('sandbox') && payModes.includes('http')) {
    throw new Error(
      'TENPAY_MODE and ALIPAY_MODE must not mix sandbox and http: a sandbox beside a real gateway pays real goods with fake money'
    )
  }
  for (const [key, published] of Object.entries(PUBLISHED_SECRETS) as [keyof typeof PUBLISHED_SECRETS, string][]) {
    if (config[key] === published && !isLoopbackAddress(config.HOST)) {
      throw new Error(
        `${key} is a published default and HOST ${config.HOST} is reachable from other machines: set a secret of your own`
      )
    }
  }
  if (config.MAPS_PROVIDER === 'tencent' && !config.TENCENT_MAP_KEY)
    throw new Error('TENCENT_MAP_KEY must be set when MAPS_PROVIDER=tencent')
  if (!config.ID_HASH_SECRET && !config.DEV_MODE)
    throw new Error('ID_HASH_SECRET must be set outside dev mode: it protects ID card numbers')
  if (!config.CURSOR_SECRET && !config.DEV_MODE)
    throw new Error('CURSOR_SECRET must be set outside dev mode: it keeps paging cursors opaque')
  if (config.REDIS_URL && (!config.ID_HASH_SECRET || !config.CURSOR_SECRET)) {
    throw new Error(
      'ID_HASH_SECRET and CURSOR_SECRET must be set with REDIS_URL: replicas must hash ID cards and read cursors alike'
    )
  }
  // Dev mode, one process: a secret nobody else knows beats a shared one anybody can look up.
  for (const key of Object.keys(PUBLISHED_SECRETS) as (keyof typeof PUBLISHED_SECRETS)[]) {
    if (!config[key]) config[key] = randomBytes(32).toString('hex')
  }
  return config
}
