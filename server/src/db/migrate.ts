import { MIGRATIONS_DIR, type DbHandle } from './client'

const MIGRATION_LOCK_KEY = 727001

/**
 * Same drizzle-kit migrations on both engines. On PostgreSQL they run on one dedicated
 * connection holding an advisory lock, so replicas starting together don't race.
 */
export async function runMigrations(handle: DbHandle, databaseUrl: string): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_DIR })
    return
  }
  const { Client } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const client = new Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    await client.end()
  }
}
