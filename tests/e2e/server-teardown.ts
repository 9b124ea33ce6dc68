import fs from 'node:fs'
import { STATE_FILE } from './server-setup'

/** Stops the server with SIGTERM (exercising graceful shutdown) and removes its data. */
export default async function teardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return
  const { pid, dataDir } = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string }
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
  fs.rmSync(STATE_FILE, { force: true })
}
