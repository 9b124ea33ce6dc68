import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../config'
import type { Db } from '../db/client'
import type { KvStore } from './kv'
import type { FaceProvider } from '../providers/face/types'
import type { MapsProvider } from '../providers/maps/types'
import type { PayProviders } from '../providers/pay'
import type { SmsProvider } from '../providers/sms/types'
import type { ObjectStorage } from '../providers/storage/types'
import type { WechatProvider } from '../providers/wechat/types'
import type { SocketEvent } from '@contract/message'

/** Members' open sockets on every replica (the message module's hub answers it). */
export interface MemberSockets {
  publish(tenantId: number, userIds: number[], event: SocketEvent): Promise<void>
  /** Closes the members' sockets (deleted, disabled, signed out everywhere). */
  disconnect(tenantId: number, userIds: number[]): Promise<void>
  /** Asks the members' sockets to check their session again (a phone changed, a session revoked). */
  recheck(tenantId: number, userIds: number[]): Promise<void>
}

/**
 * What the server's services may depend on: the decorations buildApp puts on the instance, and
 * its logger. A service names the few it uses (Pick<ServerDeps, 'db' | 'sms'>), so a job, a CLI
 * or a test can call it with just those, and a route passes the app, which has them all.
 */
export interface ServerDeps {
  db: Db
  kv: KvStore
  config: AppConfig
  sms: SmsProvider
  storage: ObjectStorage
  wechat: WechatProvider
  face: FaceProvider
  maps: MapsProvider
  pay: PayProviders
  /** Members' open sockets, and publishing events to them across replicas. */
  realtime: MemberSockets
  log: FastifyBaseLogger
  /** Counts a hit for key in a fixed window; throws HTTP 429 past the limit. */
  hitLimit(key: string, limit: number, windowMs: number, message?: string): Promise<void>
}
