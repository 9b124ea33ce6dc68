import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import WebSocket from 'ws'
import { API } from '@contract/api'
import type { ApiEnvelope } from '@contract/envelope'
import { MESSAGE_SOCKET_PATH, type ChatMessage, type SendMessageReq, type SocketEvent } from '@contract/message'
import { buildApp } from '../../src/app'
import type { AppConfig } from '../../src/config'
import { certifications, tenants, type MessageConfig } from '../../src/db/schema'
import { HOST_A, type TestApp } from './app'
import { member, type Lover } from './love'

/** A listening app the helpers can talk to: the suite's own, or a second replica of it. */
export type Server = Pick<TestApp, 'app' | 'call'>

export const DEFAULT_RULES: MessageConfig = {
  requireRealNameToStart: true,
  dailyNewConversations: 3,
  vipDailyNewConversations: 10,
  maxMessagesBeforeReply: 2
}

export async function setRules(t: TestApp, rules: Partial<MessageConfig>, tenantId = 1): Promise<void> {
  await t.app.db
    .update(tenants)
    .set({ messageConfig: { ...DEFAULT_RULES, ...rules } })
    .where(eq(tenants.tenantId, tenantId))
}

/** Real-name certification has its own suite; here the approved row is written directly. */
export async function approveRealName(t: TestApp, userId: number, tenantId = 1): Promise<void> {
  await t.app.db.insert(certifications).values({
    tenantId,
    userId,
    kind: 'realname',
    status: 'approved',
    data: { kind: 'realname', realName: '张三', idCardMasked: '1101**********1234' }
  })
}

/** A logged-in member with approved real-name certification, so they may start conversations. */
export async function chatter(t: TestApp, host = HOST_A, tenantId = 1): Promise<Lover> {
  const m = await member(t, host)
  await approveRealName(t, m.id, tenantId)
  return m
}

export const clientId = () => `c-${randomBytes(8).toString('hex')}`

export function textTo(to: Lover, text: string, extra: Partial<SendMessageReq> = {}): SendMessageReq {
  return { toUserId: to.id, clientMessageId: clientId(), kind: 'text', text, image: '', ...extra }
}

/** Sends and expects success. */
export async function say(t: Server, from: Lover, to: Lover, text: string): Promise<ChatMessage> {
  const res = await t.call(API.message.send, textTo(to, text), { token: from.token, host: from.host })
  if (res.body.code !== 20000) throw new Error(`send failed: ${res.body.msg}`)
  return res.body.data
}

export async function unread(t: Server, m: Lover) {
  const res = await t.call(API.message.getUnreadSummary, {}, { token: m.token, host: m.host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data
}

/** One device's socket: every frame it received, and a way to wait for the next one that matters. */
/*
 * How long a frame or a server-side effect may take before the test gives up: a bound for a machine
 * running other suites beside this one, not a speed target (a frame that never comes still fails).
 */
const ARRIVAL_MS = 15_000

export interface Device {
  ws: WebSocket
  events: SocketEvent[]
  /** The first frame of this type matching `match`, received already or arriving within the timeout. */
  next<T extends SocketEvent['type']>(
    type: T,
    match?: (e: Extract<SocketEvent, { type: T }>) => boolean,
    timeoutMs?: number
  ): Promise<Extract<SocketEvent, { type: T }>>
  close(): Promise<void>
}

export function socketUrl(t: Server, ticket: string): string {
  const { port } = t.app.server.address() as AddressInfo
  return `ws://127.0.0.1:${port}${MESSAGE_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`
}

export async function ticketFor(t: Server, m: Lover): Promise<string> {
  const res = await t.call(API.message.getSocketTicket, {}, { token: m.token, host: m.host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.ticket
}

/** Opens a socket the way the client does (ticket, then connect) and waits for 'ready'. */
export async function connect(t: Server, m: Lover, host = m.host): Promise<Device> {
  return connectWithTicket(t, await ticketFor(t, m), host)
}

export function connectWithTicket(t: Server, ticket: string, host = HOST_A): Promise<Device> {
  const ws = new WebSocket(socketUrl(t, ticket), { headers: { host } })
  const events: SocketEvent[] = []
  const waiters: (() => void)[] = []
  ws.on('message', (data) => {
    events.push(JSON.parse(String(data)) as SocketEvent)
    for (const w of waiters.splice(0)) w()
  })
  const device: Device = {
    ws,
    events,
    next(type, match = () => true, timeoutMs = ARRIVAL_MS) {
      type E = Extract<SocketEvent, { type: typeof type }>
      const find = () => events.find((e): e is E => e.type === type && match(e as E))
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no '${type}' frame within ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
          timeoutMs
        )
        const check = () => {
          const hit = find()
          if (hit) {
            clearTimeout(timer)
            resolve(hit)
          } else waiters.push(check)
        }
        check()
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve()
        ws.once('close', () => resolve())
        ws.close()
      })
  }
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: HTTP ${res.statusCode}`)))
    ws.once('error', reject)
    ws.once('open', () => {
      device.next('ready').then(() => resolve(device), reject)
    })
  })
}

/** The HTTP status a refused socket got. */
export function refusedStatus(t: Server, ticket: string, host = HOST_A): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(socketUrl(t, ticket), { headers: { host } })
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      ws.terminate()
    })
    ws.once('open', () => {
      ws.terminate()
      reject(new Error('socket was accepted'))
    })
    ws.once('error', () => undefined)
  })
}

/** Waits until `check` holds (polling), for things a socket causes on the server. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = ARRIVAL_MS): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

/**
 * A second instance of the suite's app on the same database (and, through `config`, the same
 * Redis): another replica behind the load balancer.
 */
export async function replicaOf(t: TestApp, config: Partial<AppConfig>): Promise<Server & { close(): Promise<void> }> {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'love-uploads-'))
  const app = await buildApp({
    db: { db: t.app.db, kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', close: async () => undefined },
    logger: false,
    config: {
      NODE_ENV: 'test',
      DEV_MODE: true,
      STATIC_DIR: '',
      DEFAULT_TENANT_ID: 1,
      TENANT_CACHE_MS: 0,
      UPLOAD_DIR: uploads,
      ...config
    }
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  const call: TestApp['call'] = (apiPath, body, opts = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: apiPath,
          headers: {
            host: opts.host ?? HOST_A,
            'content-type': 'application/json',
            ...(opts.token ? { authorization: opts.token } : {})
          }
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ApiEnvelope<never>
            })
          )
        }
      )
      req.on('error', reject)
      req.end(JSON.stringify(body))
    })
  return { app, call, close: () => app.close() }
}
