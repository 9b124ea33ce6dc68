import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { Client } from 'pg'
import { openDatabase, type DbHandle } from '../../src/db/client'
import { databaseUrl, TEMPLATES_ENV, TEST_DB_PREFIX, type Templates } from '../setup/templates'

export interface TestDatabase {
  handle: DbHandle
  /** The database's own URL on PostgreSQL, '' on PGlite. */
  url: string
  /** Closes it and, on PostgreSQL, drops it. */
  close(): Promise<void>
}

function templates(): Templates {
  const json = process.env[TEMPLATES_ENV]
  if (!json) throw new Error(`${TEMPLATES_ENV} is unset: run the server suites through their jest config`)
  return JSON.parse(json) as Templates
}

async function withAdmin<T>(adminUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

/**
 * A database of the suite's own, so suites never share state: a copy of the run's template,
 * migrated and (unless `seeded: false`) seeded with tenants A and B.
 */
export async function testDatabase(opts: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const from = templates()
  const template = opts.seeded === false ? from.migrated : from.seeded
  if (from.kind === 'pglite') {
    const handle = await openDatabase({
      databaseUrl: '',
      dataDir: 'memory://',
      snapshot: new Blob([fs.readFileSync(template)])
    })
    return { handle, url: '', close: () => handle.close() }
  }
  const name = `${TEST_DB_PREFIX}${from.owner}_${randomBytes(5).toString('hex')}`
  await withAdmin(from.adminUrl, async (admin) => {
    // Two suites cloning the same template at the same instant can be refused while it is busy.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`)
        return
      } catch (err) {
        if (attempt >= 5) throw err
        await new Promise((r) => setTimeout(r, 100 * attempt))
      }
    }
  })
  const url = databaseUrl(from.adminUrl, name)
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' })
  return {
    handle,
    url,
    async close() {
      await handle.close()
      await withAdmin(from.adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`))
    }
  }
}
