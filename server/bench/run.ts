/**
 * `npm run bench`: throughput and tail latency of real endpoints next to a bare Fastify
 * "hello" on the same machine, so figures from different machines can be compared.
 * Uses the embedded database unless DATABASE_URL is set. Later issues add their scenarios.
 */
import os from 'node:os'
import Fastify from 'fastify'
import autocannon from 'autocannon'
import { Client } from 'pg'
import { insertUser } from '../src/modules/user/repository'
import { createSession } from '../src/modules/auth/session'
import { feedBench } from './feed'
import { walletBench } from './wallet'
import { messagesBench } from './messages'
import { eventsBench } from './events'
import { leadsBench } from './leads'
import { demoBenchApp } from './embedded-app'
import { postersBench } from './posters'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

interface Figure {
  name: string
  rps: number
  p50: number
  p99: number
  errors: number
}

async function measure(name: string, opts: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...opts })
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx
  }
}

async function bareHello(): Promise<Figure> {
  const bare = Fastify({ logger: false })
  bare.get('/hello', async () => ({ hello: 'world' }))
  const url = await bare.listen({ host: '127.0.0.1', port: 0 })
  try {
    return await measure('bare fastify GET /hello', { url: `${url}/hello` })
  } finally {
    await bare.close()
  }
}

async function getUser(): Promise<Figure> {
  const { app, dispose } = await demoBenchApp()
  // A fresh member each run: a PostgreSQL database outlives the run.
  const phone = `139${String(Date.now()).slice(-8)}`
  const user = await insertUser(app.db, 1, { phone, nickname: 'bench' })
  const token = await createSession(app.db, 1, user.id, 1)
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  try {
    return await measure('POST getUser (auth + tenant + db)', {
      url: `${url}/common/api/member/user/getUser`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, host: 'localhost' },
      body: '{}'
    })
  } finally {
    await dispose()
  }
}

async function main() {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'
  console.log(`bench: ${DURATION_S}s per scenario, ${CONNECTIONS} connections, ${os.cpus().length} CPUs, ${engine}`)
  const figures = [await bareHello(), await getUser()]
  console.log('\nscenario                              req/s     p50 ms   p99 ms   errors')
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(36)} ${String(f.rps).padStart(7)} ${String(f.p50).padStart(9)} ${String(f.p99).padStart(8)} ${String(f.errors).padStart(8)}`
    )
  }
  const [bare, user] = figures
  console.log(`\ngetUser runs at ${((user.rps / bare.rps) * 100).toFixed(1)}% of the bare Fastify rate`)
  const pgUrl = await postgresForBench()
  if (pgUrl) {
    console.log('')
    for (const line of await walletBench(pgUrl)) console.log(line)
    for (const line of await feedBench(pgUrl)) console.log(line)
    for (const line of await eventsBench(pgUrl)) console.log(line)
    for (const line of await leadsBench(pgUrl)) console.log(line)
  } else {
    console.log(
      '\n(wallet payments, feed paging on 100 000 profiles and event sign-ups need PostgreSQL: set DATABASE_URL=postgres://…)'
    )
  }
  console.log('')
  for (const line of await messagesBench(pgUrl)) console.log(line)
  console.log('')
  for (const line of await postersBench()) console.log(line)
}

/** DATABASE_URL, else the local PostgreSQL the tests use when it answers. */
async function postgresForBench(): Promise<string | null> {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await c.connect()
    return url
  } catch {
    return null
  } finally {
    await c.end().catch(() => undefined)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
