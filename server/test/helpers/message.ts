import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import WebSocket from 'ws'
import { API } from '@contract/api'
import type { ChatMessage, SendMessageReq, SocketEvent } from '@contract/message'
import { certifications, tenants, type MessageConfig } from '../../src/db/schema'
import { HOST_A, type TestApp } from './app'
import { member, type Lover } from './love'

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
export async function say(t: TestApp, from: Lover, to: Lover, text: string): Promise<ChatMessage> {
  const res = await t.call(API.message.send, textTo(to, text), { token: from.token, host: from.host })
  if (res.body.code !== 20000) throw new Error(`send failed: ${res.body.msg}`)
  return res.body.data
}

export async function unread(t: TestApp, m: Lover) {
  const res = await t.call(API.message.getUnreadSummary, {}, { token: m.token, host: m.host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data
}

/** One device's socket: every frame it received, and a way to wait for the next one that matters. */
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

export function socketUrl(t: TestApp, ticket: string): string {
  const { port } = t.app.server.address() as AddressInfo
  return `ws://127.0.0.1:${port}${'/common/api/message/socket'}?ticket=${encodeURIComponent(ticket)}`
}

export async function ticketFor(t: TestApp, m: Lover): Promise<string> {
  const res = await t.call(API.message.getSocketTicket, {}, { token: m.token, host: m.host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.ticket
}

/** Opens a socket the way the client does (ticket, then connect) and waits for 'ready'. */
export async function connect(t: TestApp, m: Lover, host = m.host): Promise<Device> {
  return connectWithTicket(t, await ticketFor(t, m), host)
}

export function connectWithTicket(t: TestApp, ticket: string, host = HOST_A): Promise<Device> {
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
    next(type, match = () => true, timeoutMs = 5000) {
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
export function refusedStatus(t: TestApp, ticket: string, host = HOST_A): Promise<number> {
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
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}
