/**
 * The databases every server suite starts from, built once per run: one migrated, one migrated and
 * seeded with tenants A and B. On PostgreSQL (DATABASE_URL set) they are template databases that a
 * suite clones with CREATE DATABASE … TEMPLATE; on PGlite they are data-directory snapshots that a
 * suite loads instead of running initdb and every migration again.
 *
 * Names carry the pid of the jest process that owns them, so a run that was killed leaves
 * databases the next run can recognise as orphans and drop.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Client } from 'pg'

export const HOST_A = 'a.love.test'
export const HOST_B = 'b.love.test'

export const TEST_DB_PREFIX = 'love_t_'
/** Where the templates of this run are, for the suites: set by the global set-up. */
export const TEMPLATES_ENV = 'LOVE_TEST_TEMPLATES'

export type Templates =
  | { kind: 'postgres'; adminUrl: string; owner: number; migrated: string; seeded: string }
  | { kind: 'pglite'; migrated: string; seeded: string }

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Drops the test databases of runs whose jest process is gone (a run killed before its teardown). */
export async function dropOrphans(admin: Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
    `${TEST_DB_PREFIX}%`
  ])
  for (const { datname } of rows) {
    const pid = Number(datname.slice(TEST_DB_PREFIX.length).split('_')[0])
    if (Number.isInteger(pid) && !alive(pid)) await admin.query(`drop database if exists ${datname} with (force)`)
  }
}

export async function dropTemplates(templates: Templates): Promise<void> {
  if (templates.kind === 'pglite') {
    fs.rmSync(path.dirname(templates.migrated), { recursive: true, force: true })
    return
  }
  const admin = new Client({ connectionString: templates.adminUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${TEST_DB_PREFIX}${templates.owner}\\_%`
    ])
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`)
  } finally {
    await admin.end()
  }
}
