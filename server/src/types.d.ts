import type { AppConfig } from './config'
import type { Db } from './db/client'
import type { KvStore } from './lib/kv'
import type { AuthedUser } from './lib/route'
import type { SmsProvider } from './providers/sms/types'
import type { FaceProvider } from './providers/face/types'
import type { ObjectStorage } from './providers/storage/types'
import type { WechatProvider } from './providers/wechat/types'
import type { PayProviders } from './providers/pay'
import type { TenantContext } from './plugins/tenant'
import type { preHandlerAsyncHookHandler } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    db: Db
    kv: KvStore
    sms: SmsProvider
    storage: ObjectStorage
    wechat: WechatProvider
    face: FaceProvider
    pay: PayProviders
    authenticate: preHandlerAsyncHookHandler
    /** Counts a hit for key in a fixed window; throws HTTP 429 past the limit. */
    hitLimit(key: string, limit: number, windowMs: number, message?: string): Promise<void>
  }
  interface FastifyRequest {
    tenant: TenantContext
    auth?: AuthedUser
  }
}
