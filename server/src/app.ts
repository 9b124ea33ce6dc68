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
import { createPayProviders } from './providers/pay'
import authRoutes from './modules/auth/routes'
import userRoutes from './modules/user/routes'
import systemRoutes from './modules/system/routes'
import memberRoutes from './modules/member/routes'
import configRoutes from './modules/config/routes'
import navigationRoutes from './modules/navigation/routes'
import wxRoutes from './modules/wx/routes'
import loveRoutes from './modules/love/routes'
import geographyRoutes from './modules/geography/routes'
import singlePageRoutes from './modules/single-page/routes'
import singlePageStaffRoutes from './modules/single-page/staff-routes'
import financeRoutes from './modules/finance/routes'
import financeStaffRoutes from './modules/finance/staff-routes'
import payNotifyRoutes from './modules/finance/notify-routes'
import sandboxPayRoutes from './modules/finance/sandbox-routes'
import loveLineRoutes from './modules/love-line/routes'
import loveLineStaffRoutes from './modules/love-line/staff-routes'
import auditStaffRoutes from './modules/audit/staff-routes'
import loveProfileRoutes from './modules/love-profile/routes'
import loveFeedRoutes from './modules/love-feed/routes'
import loveSocialRoutes from './modules/love-social/routes'
import imageRoutes from './modules/image/routes'
import certificationRoutes from './modules/certification/routes'
import certificationStaffRoutes from './modules/certification/staff-routes'
import staffRoutes from './modules/staff/routes'
import zoneRoutes from './modules/zone/routes'
import matchmakerRoutes from './modules/matchmaker/routes'
import commitmentRoutes from './modules/commitment/routes'
import realtimePlugin from './modules/message/realtime'
import messageRoutes from './modules/message/routes'
import messageStaffRoutes from './modules/message/staff-routes'
import noticeRoutes from './modules/notice/routes'
import giftRoutes from './modules/gift/routes'
import loveGiftRoutes from './modules/love-gift/routes'
import loveGiftStaffRoutes from './modules/love-gift/staff-routes'
import moderationRoutes from './modules/moderation/routes'
import moderationStaffRoutes from './modules/moderation/staff-routes'
import reportRoutes from './modules/report/routes'
import reportStaffRoutes from './modules/report/staff-routes'
import accountRoutes from './modules/account/routes'
import xixunRoutes from './modules/xixun/routes'
import xixunStaffRoutes from './modules/xixun/staff-routes'
import activeRoutes from './modules/active/routes'
import activeStaffRoutes from './modules/active/staff-routes'
import activeRoomRoutes from './modules/active/room-routes'
import activeRoomStaffRoutes from './modules/active/room-staff-routes'
import activeSignupRoutes from './modules/active/signup-routes'
import activeSignupStaffRoutes from './modules/active/signup-staff-routes'
import crmRoutes from './modules/crm/routes'
import appointmentRoutes from './modules/appointment/routes'
import contractRoutes from './modules/contract/routes'
import customerRoutes from './modules/customer/routes'
import salesLibraryRoutes from './modules/sales-library/routes'
import devRoutes from './modules/dev/routes'
import healthRoutes from './modules/health/routes'
import { registerOrderKinds } from './order-kinds'
import { myStaffRoles } from './modules/staff/service'

export interface BuildOptions {
  config?: Partial<AppConfig>
  /** An open database for tests; the app then neither migrates nor closes it. */
  db?: DbHandle
  logger?: boolean
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
    }
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

  registerOrderKinds()
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

  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(userRoutes)
  await app.register(systemRoutes)
  await app.register(memberRoutes)
  await app.register(configRoutes)
  await app.register(navigationRoutes)
  await app.register(wxRoutes)
  await app.register(loveRoutes)
  await app.register(geographyRoutes)
  await app.register(singlePageRoutes)
  await app.register(singlePageStaffRoutes)
  await app.register(financeRoutes)
  await app.register(financeStaffRoutes)
  await app.register(payNotifyRoutes)
  if (app.pay.tenpay?.mode === 'sandbox' || app.pay.alipay?.mode === 'sandbox') await app.register(sandboxPayRoutes)
  await app.register(loveLineRoutes)
  await app.register(loveLineStaffRoutes)
  await app.register(auditStaffRoutes)
  await app.register(loveProfileRoutes)
  await app.register(loveFeedRoutes)
  await app.register(loveSocialRoutes)
  await app.register(imageRoutes)
  await app.register(certificationRoutes)
  await app.register(certificationStaffRoutes)
  await app.register(staffRoutes)
  await app.register(zoneRoutes)
  await app.register(matchmakerRoutes)
  await app.register(commitmentRoutes)
  await app.register(messageRoutes)
  await app.register(messageStaffRoutes)
  await app.register(noticeRoutes)
  await app.register(giftRoutes)
  await app.register(loveGiftRoutes)
  await app.register(loveGiftStaffRoutes)
  await app.register(moderationRoutes)
  await app.register(moderationStaffRoutes)
  await app.register(reportRoutes)
  await app.register(reportStaffRoutes)
  await app.register(accountRoutes)
  await app.register(xixunRoutes)
  await app.register(xixunStaffRoutes)
  await app.register(activeRoutes)
  await app.register(activeStaffRoutes)
  await app.register(activeRoomRoutes)
  await app.register(activeRoomStaffRoutes)
  await app.register(activeSignupRoutes)
  await app.register(activeSignupStaffRoutes)
  await app.register(crmRoutes)
  await app.register(appointmentRoutes)
  await app.register(contractRoutes)
  await app.register(customerRoutes)
  await app.register(salesLibraryRoutes)
  if (config.DEV_MODE) await app.register(devRoutes)

  await app.register(staticPlugin)
  return app
}
