import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import net from 'node:net'

const ROOT = path.resolve(__dirname, '../..')
export const STATE_FILE = path.join(os.tmpdir(), 'love-e2e-server.json')

/*
 * One server per jest worker, each on its own fresh demo city: the journeys run two at a time and
 * never see each other's likes, messages or sign-ups, just as in band each sees only its own and
 * those of the journeys before it.
 */
export const SERVERS = 2

export interface ServerState {
  pid: number
  baseUrl: string
  dataDir: string
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

async function waitHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/healthz`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`server did not become healthy at ${url}`)
}

/** The same server `npm start` runs, on the built H5 app, with a fresh embedded database. */
async function startServer(n: number): Promise<ServerState> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'love-e2e-data-'))
  const logFile = path.join(ROOT, `tests/artifacts/e2e-server-${n}.log`)
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const out = fs.openSync(logFile, 'w')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn'
    },
    stdio: ['ignore', out, out],
    detached: true
  })
  child.unref()
  return { pid: child.pid ?? 0, baseUrl: `http://localhost:${port}`, dataDir }
}

export default async function setup(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'dist/h5/index.html'))) {
    throw new Error('dist/h5 is missing: run `npm run build:h5` first')
  }
  const servers = await Promise.all(Array.from({ length: SERVERS }, (_, i) => startServer(i + 1)))
  fs.writeFileSync(STATE_FILE, JSON.stringify(servers))
  // Both seed their demo city at once on two cores, so each gets longer than a lone start would.
  await Promise.all(servers.map((s) => waitHealthy(s.baseUrl, 120_000)))
}
