import fs from 'node:fs'
import { STATE_FILE, type ServerState } from './server-setup'

async function stop({ pid, dataDir }: ServerState): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM')
    for (let i = 0; i < 50; i++) {
      process.kill(pid, 0)
      await new Promise((r) => setTimeout(r, 100))
    }
  } catch {
    // exited
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}

/** Stops the servers with SIGTERM (exercising graceful shutdown) and removes their data. */
export default async function teardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return
  const servers = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as ServerState[]
  await Promise.all(servers.map(stop))
  fs.rmSync(STATE_FILE, { force: true })
}
