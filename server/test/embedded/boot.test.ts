/**
 * `npm start` on the embedded database, as a new developer runs it: the real server process on an
 * empty data folder migrates PGlite, seeds the demo city and answers; started again on the same
 * folder it keeps what it stored and seeds nothing twice.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { API } from '@contract/api'
import type { ApiEnvelope } from '@contract/envelope'
import type { ApiPath, ReqOf, ResOf } from '@contract/api'

const ROOT = path.resolve(__dirname, '../../..')
const DEMO_HOST = 'localhost'

// Two boots, each migrating and seeding on PGlite while the other server pass shares the cores.
jest.setTimeout(600_000)

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

interface Started {
  child: ChildProcess
  base: string
  log: () => string
}

async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort()
  let output = ''
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    STATIC_DIR: '',
    LOG_LEVEL: 'info',
    NOTICE_PUSH_INTERVAL_MS: '0'
  }
  // jest's own settings would make the server think it is under test.
  delete env.NODE_ENV
  delete env.NODE_OPTIONS
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: ROOT, env })
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false
    )
    if (ok) return { child, base, log: () => output }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not answer /healthz:\n${output}`)
}

function stop(server: Started): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.on('exit', (code) => resolve(code))
    server.child.kill('SIGTERM')
  })
}

async function call<P extends ApiPath>(
  server: Started,
  apiPath: P,
  body: ReqOf<P>,
  token?: string
): Promise<ApiEnvelope<ResOf<P>>> {
  const res = await fetch(`${server.base}${apiPath}`, {
    method: 'POST',
    headers: { host: DEMO_HOST, 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body)
  })
  return (await res.json()) as ApiEnvelope<ResOf<P>>
}

let dataDir: string
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'love-boot-'))
})
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

it('starts on an empty folder with the demo city, and again on the same folder with what it stored', async () => {
  const first = await startServer(dataDir)
  try {
    expect(first.log()).toContain('seeded the demo tenant')
    const login = await call(first, API.auth.loginByAccount, { account: '13800000002', password: 'demo1234' })
    expect(login.code).toBe(20000)
    const feed = await call(first, API.loveFeed.getRecommendPage, { cursor: '', pageSize: 10 }, login.data.token)
    expect(feed.code).toBe(20000)
    expect(feed.data.list.length).toBeGreaterThan(0)
    expect(await stop(first)).toBe(0)

    const second = await startServer(dataDir)
    try {
      expect(second.log()).not.toContain('seeded the demo tenant')
      const again = await call(second, API.auth.loginByAccount, { account: '13800000002', password: 'demo1234' })
      expect(again.code).toBe(20000)
      const stillIn = await call(second, API.loveFeed.getRecommendPage, { cursor: '', pageSize: 10 }, login.data.token)
      expect(stillIn.code).toBe(20000)
    } finally {
      expect(await stop(second)).toBe(0)
    }
  } finally {
    if (first.child.exitCode === null) first.child.kill('SIGKILL')
  }
})
