import { randomBytes } from 'node:crypto'
import type { WebSocket } from 'ws'
import { MESSAGE_SOCKET_PATH, type ClientFrame, type SocketTicket } from '@contract/message'
import type { ServerDeps } from '../../lib/deps'
import type { KvStore } from '../../lib/kv'
import type { AuthedUser } from '../../lib/route'
import { unauthorized } from '../../lib/errors'
import type { MemberSocket, RealtimeHub } from './realtime'
import { liveSessions } from './repository'
import { unreadSummary } from './service'

/** Whom a ticket lets in: the member and the login session that asked for it. */
export interface SocketClaim {
  tenantId: number
  userId: number
  sessionHash: string
}

const TICKET_TTL_MS = 60_000
const TICKET_PATTERN = /^[A-Za-z0-9_-]{32}$/
const ticketKey = (ticket: string) => `msg-ticket:${ticket}`

/** A one-use pass for the socket, so the session token never travels in a URL (and its logs). */
export async function issueTicket(kv: KvStore, who: AuthedUser): Promise<SocketTicket> {
  if (!who.sessionHash) throw unauthorized()
  const ticket = randomBytes(24).toString('base64url')
  const claim: SocketClaim = { tenantId: who.tenantId, userId: who.userId, sessionHash: who.sessionHash }
  await kv.set(ticketKey(ticket), JSON.stringify(claim), TICKET_TTL_MS)
  return { ticket, path: MESSAGE_SOCKET_PATH }
}

/**
 * The claim of an unused, unexpired ticket whose session still stands, for a socket opened on the
 * ticket's own tenant. The first use counts it (an atomic increment, shared by replicas through
 * Redis), so two sockets racing with one ticket can't both get in.
 */
export async function redeemTicket(
  deps: Pick<ServerDeps, 'kv' | 'db'>,
  ticket: string,
  tenantId: number
): Promise<SocketClaim> {
  const refused = unauthorized('连接已失效，请重新连接')
  if (!TICKET_PATTERN.test(ticket)) throw refused
  const { count } = await deps.kv.incr(`${ticketKey(ticket)}:used`, TICKET_TTL_MS)
  if (count !== 1) throw refused
  const raw = await deps.kv.get(ticketKey(ticket))
  if (!raw) throw refused
  await deps.kv.del(ticketKey(ticket))
  const claim = JSON.parse(raw) as SocketClaim
  if (claim.tenantId !== tenantId) throw refused
  const live = await liveSessions(deps.db, tenantId, [claim.sessionHash])
  if (!live.has(claim.sessionHash)) throw unauthorized('登录已过期，请重新登录')
  return claim
}

function isPing(data: unknown): boolean {
  try {
    return (JSON.parse(String(data)) as ClientFrame).type === 'ping'
  } catch {
    return false
  }
}

/**
 * Registers a member's new socket with the hub: 'ready', then the unread numbers as they are now,
 * so a reconnecting device's badge is right before anything new happens. Answers pings; any
 * frame or pong counts as a sign of life for the hub's heartbeat.
 */
export function attachSocket(
  deps: Pick<ServerDeps, 'db' | 'log'>,
  hub: RealtimeHub,
  ws: WebSocket,
  claim: SocketClaim
) {
  const socket: MemberSocket = { ws, ...claim, alive: true }
  hub.add(socket)
  ws.on('close', () => hub.remove(socket))
  ws.on('pong', () => {
    socket.alive = true
  })
  ws.on('message', (data) => {
    socket.alive = true
    if (isPing(data)) hub.send(socket, { type: 'pong' })
  })
  hub.send(socket, { type: 'ready', userId: claim.userId })
  unreadSummary(deps.db, claim.tenantId, claim.userId).then(
    (summary) => hub.send(socket, { type: 'unread', summary }),
    (err: unknown) => deps.log.warn({ err }, 'unread summary for a new socket failed')
  )
}
