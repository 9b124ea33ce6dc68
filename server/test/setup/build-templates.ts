/** Builds the templates described in templates.ts; run by templates-cli.ts, outside jest. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { openDatabase, type DbHandle } from '../../src/db/client'
import { runMigrations } from '../../src/db/migrate'
import { seedTenant } from '../../src/db/seed'
import { databaseUrl, dropOrphans, HOST_A, HOST_B, TEST_DB_PREFIX, type Templates } from './templates'

export async function seedTestTenants(handle: DbHandle): Promise<void> {
  await seedTenant(handle.db, { tenantId: 1, name: '甲城婚恋', city: '杭州', domain: HOST_A, members: false })
  await seedTenant(handle.db, { tenantId: 2, name: '乙城婚恋', city: '宁波', domain: HOST_B, members: false })
}

async function buildPostgresTemplates(adminUrl: string, owner: number): Promise<Templates> {
  const migrated = `${TEST_DB_PREFIX}${owner}_migrated`
  const seeded = `${TEST_DB_PREFIX}${owner}_seeded`
  const admin = new Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await dropOrphans(admin)
    await admin.query(`create database ${migrated}`)
    const migratedUrl = databaseUrl(adminUrl, migrated)
    const handle = await openDatabase({ databaseUrl: migratedUrl, dataDir: '' })
    try {
      await runMigrations(handle, migratedUrl)
    } finally {
      await handle.close()
    }
    await admin.query(`create database ${seeded} template ${migrated}`)
    const seededHandle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, seeded), dataDir: '' })
    try {
      await seedTestTenants(seededHandle)
    } finally {
      await seededHandle.close()
    }
  } finally {
    await admin.end()
  }
  return { kind: 'postgres', adminUrl, owner, migrated, seeded }
}

async function buildPgliteSnapshots(owner: number): Promise<Templates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${TEST_DB_PREFIX}${owner}_`))
  const handle = await openDatabase({ databaseUrl: '', dataDir: 'memory://' })
  try {
    const snapshot = async (name: string) => {
      const file = path.join(dir, `${name}.tar`)
      const dump = await handle.dumpDataDir!()
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
      return file
    }
    await runMigrations(handle, '')
    const migrated = await snapshot('migrated')
    await seedTestTenants(handle)
    return { kind: 'pglite', migrated, seeded: await snapshot('seeded') }
  } finally {
    await handle.close()
  }
}

export function buildTemplates(owner: number): Promise<Templates> {
  const adminUrl = process.env.DATABASE_URL
  return adminUrl ? buildPostgresTemplates(adminUrl, owner) : buildPgliteSnapshots(owner)
}
