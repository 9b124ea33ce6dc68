/**
 * `npm run test:server`: every server suite on a real PostgreSQL — the one at TEST_DATABASE_URL when
 * it answers (CI starts one), else a throwaway PostgreSQL 18 from npm, so a fresh machine runs them
 * too. Arguments go to jest: `npm run test:server -- love-feed` runs the suites whose path matches.
 * The embedded default has its own focused pass (`npm run test:server:pglite`).
 */
import { spawn } from 'node:child_process'
import { Redis } from 'ioredis'
import { Client } from 'pg'
import { startEmbeddedPostgres } from './embedded-postgres'

const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379'

async function postgresAnswers(url: string): Promise<boolean> {
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

/** TEST_REDIS_URL as given; else the local Redis if one answers, or none (its suite then skips). */
async function redisUrl(): Promise<string | undefined> {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL
  const redis = new Redis(DEFAULT_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null
  })
  redis.on('error', () => undefined)
  try {
    await redis.connect()
    await redis.ping()
    return DEFAULT_REDIS_URL
  } catch {
    console.warn(`no Redis at ${DEFAULT_REDIS_URL}: the RedisKvStore suite is skipped (set TEST_REDIS_URL to run it)`)
    return undefined
  } finally {
    redis.disconnect()
  }
}

function runSuites(url: string, redis: string | undefined): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NODE_OPTIONS: '--experimental-vm-modules' }
  if (redis) env.TEST_REDIS_URL = redis
  const jest = spawn('npx', ['jest', '--config', 'server/jest.config.js', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env
  })
  return new Promise((resolve) => jest.on('close', (code) => resolve(code ?? 1)))
}

async function main(): Promise<number> {
  const redis = await redisUrl()
  if (await postgresAnswers(databaseUrl)) return runSuites(databaseUrl, redis)
  const started = Date.now()
  const embedded = await startEmbeddedPostgres()
  console.log(`no PostgreSQL at ${databaseUrl}: started an embedded one in ${Date.now() - started} ms`)
  try {
    return await runSuites(embedded.url, redis)
  } finally {
    await embedded.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err)
    process.exit(1)
  }
)
