import type { MemberSockets } from '../../lib/deps'
import fp from 'fastify-plugin'
import websocket from '@fastify/websocket'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { WebSocket } from 'ws'
import { SOCKET_CLOSE_CODES, type SocketEvent } from '@contract/message'
import { liveSessions } from './repository'
import { markPresent } from '../love-profile/service'

/** One open socket: one device of one member, bound to the login session that asked for it. */
export interface MemberSocket {
  ws: WebSocket
  tenantId: number
  userId: number
  sessionHash: string
  /** Cleared at every ping, set by any sign of life; still clear at the next ping: dead. */
  alive: boolean
}

/**
 * An event for these members' sockets, the order to close them (`disconnect`), or to close those
 * whose login session has just ended (`recheck`).
 */
type Delivery = { tenantId: number; userIds: number[] } & (
  { event: SocketEvent } | { disconnect: true } | { recheck: true }
)

const { sessionEnded: CLOSE_SESSION_ENDED, tooSlow: CLOSE_TOO_SLOW, replaced: CLOSE_REPLACED } = SOCKET_CLOSE_CODES

/** Devices of one member a replica keeps open at once; opening another closes the oldest. */
export const MAX_SOCKETS_PER_MEMBER = 8

/** A socket that stops reading while this much is queued for it is dropped; it catches up over HTTP. */
const MAX_BUFFERED_BYTES = 1 << 20
const CHANNEL = 'love:realtime'

export interface HubOptions {
  pingMs: number
  log: FastifyBaseLogger
  /** Which of these sessions still stand; sockets of the others are closed at the next ping. */
  liveSessions(tenantId: number, hashes: string[]): Promise<Set<string>>
  /** With Redis, deliveries go through pub/sub so every replica reaches its own sockets. */
  redis?: { publisher: Redis; subscriber: Redis }
  /** These members have a socket open: they count as active (their 在线 on others' cards). */
  present?(tenantId: number, userIds: number[]): Promise<void>
}

/**
 * This process's open sockets per member, and the way events reach them. Without Redis an event
 * is delivered in-process; with Redis it is only published, and every replica (this one too)
 * delivers what its subscriber receives, so nobody gets it twice.
 */
export class RealtimeHub implements MemberSockets {
  private readonly sockets = new Map<string, Set<MemberSocket>>()
  private readonly timer: NodeJS.Timeout

  constructor(private readonly opts: HubOptions) {
    this.timer = setInterval(() => void this.heartbeat(), opts.pingMs)
    this.timer.unref()
    opts.redis?.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== CHANNEL) return
      try {
        this.deliver(JSON.parse(text) as Delivery)
      } catch (err) {
        opts.log.warn({ err }, 'unreadable realtime delivery')
      }
    })
  }

  async start(): Promise<void> {
    await this.opts.redis?.subscriber.subscribe(CHANNEL)
  }

  /**
   * Sends `event` to every open socket of these members, on whichever replica holds them. Called
   * after the change it reports has committed: a client that misses it (offline, reconnecting)
   * reads the same over HTTP. Never throws.
   */
  async publish(tenantId: number, userIds: number[], event: SocketEvent): Promise<void> {
    if (userIds.length === 0) return
    const delivery: Delivery = { tenantId, userIds: [...new Set(userIds)], event }
    try {
      if (this.opts.redis) await this.opts.redis.publisher.publish(CHANNEL, JSON.stringify(delivery))
      else this.deliver(delivery)
    } catch (err) {
      // The change is committed and readable over HTTP: a lost push must not fail the request.
      this.opts.log.warn({ err }, 'realtime publish failed')
    }
  }

  /**
   * Closes every open socket of these members on every replica, now: their sessions were just
   * revoked (suspension, account deletion). The heartbeat would find that out at its next ping;
   * this keeps a suspended member from receiving pushes until then. Never throws.
   */
  async disconnect(tenantId: number, userIds: number[]): Promise<void> {
    if (userIds.length === 0) return
    const delivery: Delivery = { tenantId, userIds: [...new Set(userIds)], disconnect: true }
    try {
      if (this.opts.redis) await this.opts.redis.publisher.publish(CHANNEL, JSON.stringify(delivery))
      else this.deliver(delivery)
    } catch (err) {
      this.opts.log.warn({ err }, 'realtime disconnect failed')
    }
  }

  /**
   * Some of these members' sessions were just revoked (a logout, a password or phone change that
   * signs the other devices out): every replica closes, now, the sockets whose session no longer
   * stands, instead of at its next ping up to a ping interval later. Never throws.
   */
  async recheck(tenantId: number, userIds: number[]): Promise<void> {
    if (userIds.length === 0) return
    const delivery: Delivery = { tenantId, userIds: [...new Set(userIds)], recheck: true }
    try {
      if (this.opts.redis) await this.opts.redis.publisher.publish(CHANNEL, JSON.stringify(delivery))
      else this.deliver(delivery)
    } catch (err) {
      this.opts.log.warn({ err }, 'realtime recheck failed')
    }
  }

  add(socket: MemberSocket): void {
    const key = keyOf(socket.tenantId, socket.userId)
    const set = this.sockets.get(key) ?? new Set<MemberSocket>()
    if (set.size >= MAX_SOCKETS_PER_MEMBER) {
      const [oldest] = set
      set.delete(oldest)
      oldest.ws.close(CLOSE_REPLACED, 'replaced by a newer connection')
    }
    set.add(socket)
    this.sockets.set(key, set)
    void this.markPresent(socket.tenantId, [socket.userId])
  }

  remove(socket: MemberSocket): void {
    const key = keyOf(socket.tenantId, socket.userId)
    const set = this.sockets.get(key)
    if (!set) return
    set.delete(socket)
    if (set.size === 0) this.sockets.delete(key)
  }

  /** Open sockets of a member on this replica. */
  countOf(tenantId: number, userId: number): number {
    return this.sockets.get(keyOf(tenantId, userId))?.size ?? 0
  }

  send(socket: MemberSocket, event: SocketEvent): void {
    this.write(socket, JSON.stringify(event))
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    for (const set of this.sockets.values()) for (const s of set) s.ws.terminate()
    this.sockets.clear()
    if (this.opts.redis) {
      await Promise.all([this.opts.redis.subscriber.quit(), this.opts.redis.publisher.quit()])
    }
  }

  private deliver(delivery: Delivery): void {
    const { tenantId, userIds } = delivery
    let frame: string | null = null
    for (const userId of userIds) {
      const set = this.sockets.get(keyOf(tenantId, userId))
      if (!set) continue
      if ('recheck' in delivery) {
        void this.closeEnded(tenantId, [...set])
        continue
      }
      if ('disconnect' in delivery) {
        for (const socket of [...set]) {
          socket.ws.close(CLOSE_SESSION_ENDED, 'session ended')
          this.remove(socket)
        }
        continue
      }
      frame ??= JSON.stringify(delivery.event)
      for (const socket of set) this.write(socket, frame)
    }
  }

  private write(socket: MemberSocket, frame: string): void {
    if (socket.ws.readyState !== socket.ws.OPEN) return
    if (socket.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.ws.close(CLOSE_TOO_SLOW, 'too slow')
      return
    }
    socket.ws.send(frame)
  }

  /** Drops sockets that missed the last ping and those whose login session has ended, then pings the rest. */
  private async heartbeat(): Promise<void> {
    const byTenant = new Map<number, MemberSocket[]>()
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (!socket.alive) {
          socket.ws.terminate()
          this.remove(socket)
          continue
        }
        socket.alive = false
        socket.ws.ping()
        const list = byTenant.get(socket.tenantId) ?? []
        list.push(socket)
        byTenant.set(socket.tenantId, list)
      }
    }
    for (const [tenantId, list] of byTenant) {
      await this.closeEnded(tenantId, list)
      await this.markPresent(tenantId, [...new Set(list.map((s) => s.userId))])
    }
  }

  /** Never throws: presence is a courtesy, the socket works without it. */
  private async markPresent(tenantId: number, userIds: number[]): Promise<void> {
    try {
      await this.opts.present?.(tenantId, userIds)
    } catch (err) {
      this.opts.log.warn({ err }, 'socket presence update failed')
    }
  }

  /** Closes the sockets among `list` whose login session has ended. Never throws. */
  private async closeEnded(tenantId: number, list: MemberSocket[]): Promise<void> {
    try {
      const live = await this.opts.liveSessions(tenantId, [...new Set(list.map((s) => s.sessionHash))])
      for (const socket of list) {
        if (!live.has(socket.sessionHash)) socket.ws.close(CLOSE_SESSION_ENDED, 'session ended')
      }
    } catch (err) {
      this.opts.log.warn({ err }, 'socket session check failed')
    }
  }
}

const keyOf = (tenantId: number, userId: number) => `${tenantId}:${userId}`

/**
 * A socket error is the client's doing (a frame over the size limit, a malformed frame, a dropped
 * connection): worth a warning, never an error-level line anyone is paged for; the socket is closed.
 */
export function closeOnClientError(
  this: unknown,
  error: Error,
  socket: WebSocket,
  request: { log: Pick<FastifyBaseLogger, 'warn'> }
): void {
  request.log.warn({ err: error }, 'message socket closed on a client error')
  socket.terminate()
}

/**
 * `app.realtime`: the hub above, and the WebSocket support (@fastify/websocket) its route needs.
 * With REDIS_URL a publisher and a subscriber connection of its own (a subscribing connection can
 * do nothing else), both closed with the app.
 */
export default fp(
  async (app) => {
    let redis: HubOptions['redis']
    if (app.config.REDIS_URL) {
      const { Redis } = await import('ioredis')
      const connect = async () => {
        const conn = new Redis(app.config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
        await conn.connect()
        return conn
      }
      redis = { publisher: await connect(), subscriber: await connect() }
    }
    const hub = new RealtimeHub({
      pingMs: app.config.MESSAGE_SOCKET_PING_MS,
      log: app.log,
      redis,
      liveSessions: (tenantId, hashes) => liveSessions(app.db, tenantId, hashes),
      present: (tenantId, userIds) => markPresent(app.db, tenantId, userIds)
    })
    await hub.start()
    app.decorate('realtime', hub)
    // Client frames are pings only.
    await app.register(websocket, { options: { maxPayload: 1024 }, errorHandler: closeOnClientError })
    app.addHook('onClose', async () => hub.close())
  },
  { name: 'realtime', dependencies: ['db'] }
)
