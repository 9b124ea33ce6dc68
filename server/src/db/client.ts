import path from 'node:path'
import fs from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Repository functions accept either the pool or an open transaction. */
export type Queryable = Db | Tx

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** PGlite only: the whole data directory as a tarball, which `snapshot` loads again. */
  dumpDataDir?(): Promise<Blob>
}

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle')

/**
 * One place decides the engine: a postgres:// URL means a real PostgreSQL, otherwise the
 * embedded PGlite, persisted under dataDir (or in memory when dataDir is 'memory://'), started
 * from `snapshot` (a dumped data directory) when given instead of an empty cluster.
 */
export async function openDatabase(opts: { databaseUrl: string; dataDir: string; snapshot?: Blob }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 })
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error('[db] idle connection lost:', err.message))
    const db = drizzle(pool, { schema }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const memory = opts.dataDir === 'memory://'
  if (!memory) fs.mkdirSync(opts.dataDir, { recursive: true })
  const loadDataDir = opts.snapshot
  const client = memory ? new PGlite({ loadDataDir }) : new PGlite(path.join(opts.dataDir, 'pglite'), { loadDataDir })
  await client.waitReady
  const db = drizzle(client, { schema }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') }
}
