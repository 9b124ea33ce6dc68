/**
 * Chat delivery in real time: 200 members connected over real WebSockets while senders post
 * messages over HTTP as fast as the server answers; every message is timed from the moment its
 * request goes out to the moment the receiver's socket has it (persisted, committed, published,
 * pushed). Next to it a bare `ws` echo server on the same machine, the ceiling of a socket round trip.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { eq } from 'drizzle-orm'
import WebSocket, { WebSocketServer } from 'ws'
import { API } from '@contract/api'
import { MESSAGE_SOCKET_PATH, type SocketEvent } from '@contract/message'
import { buildApp } from '../src/app'
import type { AppConfig } from '../src/config'
import { tenants } from '../src/db/schema'
import { seedTenant } from '../src/db/seed'
import { createSession } from '../src/modules/auth/session'
import { insertUser } from '../src/modules/user/repository'
import { withScratchDatabase } from './feed'

const MEMBERS = 200
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
/** How long to wait after the load for the last pushes before counting a message as lost. */
const GRACE_MS = 2000

interface Figure {
  name: string
  perSecond: number
  p50: number
  p99: number
  errors: number
  lost: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function opened(ws: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
}

/** 200 sockets on a bare `ws` server that sends every frame straight back; CONNECTIONS frames in flight. */
async function bareEcho(): Promise<Figure> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  server.on('connection', (ws) => ws.on('message', (data) => ws.send(data)))
  const { port } = server.address() as { port: number }
  const pending = new Map<number, () => void>()
  const sockets = Array.from({ length: MEMBERS }, () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}`)
    ws.on('message', (data) => pending.get((JSON.parse(String(data)) as { n: number }).n)?.())
    return ws
  })
  await Promise.all(sockets.map(opened))
  const latencies: number[] = []
  const until = performance.now() + DURATION_S * 1000
  let n = 0
  const worker = async (w: number) => {
    for (let i = w; performance.now() < until; i += CONNECTIONS) {
      const id = n++
      const started = performance.now()
      await new Promise<void>((resolve) => {
        pending.set(id, resolve)
        sockets[i % MEMBERS].send(JSON.stringify({ type: 'message', n: id }))
      })
      pending.delete(id)
      latencies.push(performance.now() - started)
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)))
  const seconds = (performance.now() - began) / 1000
  for (const ws of sockets) ws.terminate()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  latencies.sort((a, b) => a - b)
  return {
    name: `bare ws echo (${MEMBERS} sockets)`,
    perSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: 0,
    lost: 0
  }
}

interface Member {
  id: number
  token: string
  peer: number
}

async function chat(config: Partial<AppConfig>, engine: string): Promise<Figure> {
  const app = await buildApp({
    logger: false,
    config: {
      STATIC_DIR: '',
      RATE_LIMIT_PER_MINUTE: 1_000_000_000,
      MESSAGE_SEND_PER_MINUTE: 1_000_000_000,
      ...config
    }
  })
  try {
    await seedTenant(app.db, { tenantId: 1, name: '基准', city: '杭州', domain: 'localhost', members: false })
    // Pairs chat freely: the daily allowance and the before-reply limit have their own tests.
    await app.db
      .update(tenants)
      .set({
        messageConfig: {
          requireRealNameToStart: false,
          dailyNewConversations: 10,
          vipDailyNewConversations: 10,
          maxMessagesBeforeReply: 1_000_000
        }
      })
      .where(eq(tenants.tenantId, 1))
    const members: Member[] = []
    const stamp = String(Date.now()).slice(-5)
    for (let i = 0; i < MEMBERS; i++) {
      const user = await insertUser(app.db, 1, {
        phone: `135${stamp}${String(i).padStart(3, '0')}`,
        nickname: `会员${i}`
      })
      members.push({ id: user.id, token: await createSession(app.db, 1, user.id, 1), peer: 0 })
    }
    for (let i = 0; i < MEMBERS; i += 2) {
      members[i].peer = members[i + 1].id
      members[i + 1].peer = members[i].id
    }
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const post = async (token: string, url: string, body: unknown) => {
      const res = await fetch(`${address}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token, host: 'localhost' },
        body: JSON.stringify(body)
      })
      return (await res.json()) as { code: number; data: { ticket: string } }
    }

    const sentAt = new Map<string, number>()
    const latencies: number[] = []
    const sockets: WebSocket[] = []
    const connected: Promise<void>[] = []
    for (const m of members) {
      const { data } = await post(m.token, API.message.getSocketTicket, {})
      const ws = new WebSocket(`${address.replace('http', 'ws')}${MESSAGE_SOCKET_PATH}?ticket=${data.ticket}`, {
        headers: { host: 'localhost' }
      })
      ws.on('message', (raw) => {
        const event = JSON.parse(String(raw)) as SocketEvent
        if (event.type !== 'message' || event.message.senderId === m.id) return
        const started = sentAt.get(event.message.clientMessageId)
        if (started === undefined) return
        latencies.push(performance.now() - started)
        sentAt.delete(event.message.clientMessageId)
      })
      sockets.push(ws)
      connected.push(opened(ws))
    }
    await Promise.all(connected)

    let next = 0
    const result = await autocannon({
      url: `${address}${API.message.send}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const m = members[next++ % MEMBERS]
            const clientMessageId = `b${randomBytes(6).toString('hex')}`
            sentAt.set(clientMessageId, performance.now())
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: m.token, host: 'localhost' },
              body: JSON.stringify({
                toUserId: m.peer,
                clientMessageId,
                kind: 'text',
                text: '你好，周末有空吗',
                image: ''
              })
            }
          }
        }
      ]
    })
    await sleep(GRACE_MS)
    for (const ws of sockets) ws.terminate()
    latencies.sort((a, b) => a - b)
    return {
      name: `chat send→receive (${MEMBERS} members, ${engine})`,
      perSecond: Math.round(latencies.length / result.duration),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: result.errors + result.non2xx,
      lost: sentAt.size
    }
  } finally {
    await app.close()
  }
}

/** Both figures, as table lines; on PostgreSQL when `pgUrl` is given, else on the embedded PGlite. */
export async function messagesBench(pgUrl: string | null): Promise<string[]> {
  const bare = await bareEcho()
  let figure: Figure
  if (pgUrl) {
    figure = await withScratchDatabase(pgUrl, (url) => chat({ DATABASE_URL: url }, 'PostgreSQL'))
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'love-bench-msg-'))
    try {
      figure = await chat({ DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, 'uploads') }, 'PGlite')
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const row = (f: Figure) =>
    `${f.name.padEnd(44)} ${String(f.perSecond).padStart(8)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(8)} ${String(f.errors).padStart(7)} ${String(f.lost).padStart(6)}`
  return [
    `real-time messages (${CONNECTIONS} in flight, ${DURATION_S}s)       msgs/s   p50 ms   p99 ms  errors   lost`,
    row(bare),
    row(figure),
    `chat delivery runs at ${((figure.perSecond / bare.perSecond) * 100).toFixed(1)}% of the bare ws echo rate`
  ]
}
