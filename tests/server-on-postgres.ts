/**
 * Runs the server suites again on a real PostgreSQL (PGlite is not PostgreSQL in every corner).
 * CI must have it; a developer machine without one gets a loud skip instead of a false failure.
 */
import { spawnSync } from 'node:child_process'
import { Client } from 'pg'

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

async function reachable(): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function main() {
  if (!(await reachable())) {
    if (process.env.CI) {
      console.error(`PostgreSQL at ${url} is not reachable; CI needs it`)
      process.exit(1)
    }
    console.warn(`\n*** SKIPPED: server suites on PostgreSQL (${url} not reachable) ***\n`)
    return
  }
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
  const result = spawnSync('npx', ['jest', '--config', 'server/jest.config.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: url,
      TEST_REDIS_URL: redisUrl,
      NODE_OPTIONS: '--experimental-vm-modules'
    }
  })
  process.exit(result.status ?? 1)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
