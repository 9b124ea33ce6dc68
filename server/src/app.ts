import { lazyCompilers } from './lib/lazy-schemas'
import Fastify, { type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import { loadConfig, type AppConfig } from './config'
import type { DbHandle } from './db/client'
import dbPlugin from './plugins/external/db'
import kvPlugin from './plugins/external/kv'
import swaggerPlugin from './plugins/external/swagger'
import staticPlugin from './plugins/external/static'
import helmetPlugin from './plugins/external/helmet'
import errorsPlugin from './plugins/errors'
import closedSchemasPlugin from './plugins/closed-schemas'
import rateLimitPlugin from './plugins/rate-limit'
import tenantPlugin from './plugins/tenant'
import authPlugin from './plugins/auth'
import uploadedImagesPlugin from './plugins/uploaded-images'
import { UPLOADED_IMAGE } from './modules/image/ownership'
import { MESSAGE } from './lib/schemas'
import { createSmsProvider } from './providers/sms'
import { createWechatProvider } from './providers/wechat'
import { createStorage } from './providers/storage'
import { createFaceProvider } from './providers/face'
import { createMapsProvider } from './providers/maps'
import { createPayProviders } from './providers/pay'
import realtimePlugin from './modules/message/realtime'
import { modulesWith, SERVER_MODULES, startModules, undeliveredOrderKinds } from './server-modules'
import { myStaffRoles } from './modules/staff/service'

export interface BuildOptions {
  config?: Partial<AppConfig>
  /** An open database for tests; the app then neither migrates nor closes it. */
  db?: DbHandle
  logger?: boolean
  /** Only these modules and the ones they depend on (a focused test); every module when unset. */
  modules?: readonly string[]
  /** Compile each route's schemas on its first request (server suites); at start-up when unset. */
  lazySchemas?: boolean
}

/**
 * Registration order (fastify/demo): external plugins, our cross-cutting plugins, then the
 * domain modules. Everything a request needs is decorated on the instance, nothing global.
 */
export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, opts.config)
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 4 * 1024 * 1024,
    // The first start of the embedded database runs initdb and every migration, which on a slow or
    // busy machine takes longer than Fastify's 10 s default for one plugin.
    pluginTimeout: 120_000,
    ajv: {
      customOptions: {
        removeAdditional: true,
        coerceTypes: false,
        useDefaults: true,
        keywords: [UPLOADED_IMAGE, MESSAGE]
      }
    },
    ...(opts.lazySchemas ? { schemaController: { compilersFactory: lazyCompilers() } } : {})
  })

  app.decorate('config', config)
  // An empty JSON body is an empty object: calls without parameters need not send "{}".
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      const err = Object.assign(new Error('请求数据格式不正确'), { statusCode: 400 })
      done(err, undefined)
    }
  })
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {}
  })

  const modules = opts.modules ? modulesWith(opts.modules) : SERVER_MODULES
  startModules(modules)
  const undelivered = opts.modules ? [] : undeliveredOrderKinds()
  if (undelivered.length) throw new Error(`no module delivers order kind(s) ${undelivered.join(', ')}`)
  // First: every route declared after this has its request schemas closed.
  await app.register(closedSchemasPlugin)
  await app.register(errorsPlugin)
  await app.register(helmetPlugin)
  await app.register(compress, { global: true, threshold: 1024 })
  await app.register(swaggerPlugin)
  await app.register(dbPlugin, { handle: opts.db })
  await app.register(kvPlugin)
  app.decorate('sms', createSmsProvider(config, app.db, app.log))
  app.decorate('storage', createStorage(config))
  app.decorate('face', createFaceProvider(config))
  app.decorate('maps', createMapsProvider(config))
  app.decorate('pay', createPayProviders(config))
  app.decorate(
    'wechat',
    createWechatProvider({
      mode: config.WECHAT_MODE,
      maAppId: config.WECHAT_MA_APPID,
      maAppSecret: config.WECHAT_MA_SECRET,
      mpAppId: config.WECHAT_MP_APPID,
      mpAppSecret: config.WECHAT_MP_SECRET,
      baseUrl: config.WECHAT_API_BASE,
      kv: app.kv
    })
  )

  app.decorate('staffRolesOf', (who) => myStaffRoles(app.db, who))

  await app.register(rateLimitPlugin)
  await app.register(tenantPlugin)
  await app.register(authPlugin)
  await app.register(uploadedImagesPlugin)
  await app.register(realtimePlugin)

  for (const m of modules) await m.routes?.(app)

  await app.register(staticPlugin)
  return app
}
