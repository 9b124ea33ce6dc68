import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { zipSync } from 'fflate'
import type { MyDataFile } from '@contract/account'
import type { Db } from '../../db/client'
import { uploads, users } from '../../db/schema'
import type { ServerDeps } from '../../lib/deps'
import { LOCAL_UPLOAD_PREFIX } from '../../providers/storage'
import type { AuthedUser } from '../../lib/route'
import { dayText } from '../../lib/tenant-time'
import { logPersonalDataAccess } from '../audit/service'
import { DATA_MAP, DATA_OWNERS } from './data-map'

type Row = Record<string, unknown>

/** The columns of a mapped table she reads in her copy: what the map lists, but never a secret. */
function columnsFor(table: string): string[] {
  const personal = Object.entries(DATA_MAP[table]).filter(([, c]) => c.kind !== 'secret')
  return personal.map(([column]) => column)
}

async function rowsOf(db: Db, table: string, owners: string[], userId: number, phone: string | null, tenantId: number) {
  const columns = columnsFor(table)
  if (owners.length === 0 || columns.length === 0) return []
  const match = owners.map((owner) =>
    owner === 'phone' ? sql`${sql.identifier(owner)} = ${phone ?? ''}` : sql`${sql.identifier(owner)} = ${userId}`
  )
  const result = await db.execute(
    sql`select ${sql.join(
      [...new Set([...owners.filter((o) => o !== 'phone'), ...columns])].map((c) => sql.identifier(c)),
      sql`, `
    )} from ${sql.identifier(table)} where tenant_id = ${tenantId} and (${sql.join(match, sql` or `)}) limit 5000`
  )
  return (result as unknown as { rows: Row[] }).rows
}

/**
 * The stored files of her copy: every upload of hers, and the pictures her rows show that this
 * server stores (seeded portraits, the office's photos of her), by their key.
 */
async function photoKeys(
  db: Db,
  tenantId: number,
  userId: number,
  tables: Record<string, Row[]>
): Promise<Set<string>> {
  const keys = new Set<string>()
  const stored = await db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.userId, userId)))
  for (const { storageKey } of stored) keys.add(storageKey)
  for (const [table, rows] of Object.entries(tables)) {
    const photoColumns = Object.entries(DATA_MAP[table])
      .filter(([, c]) => c.kind === 'photo')
      .map(([column]) => column)
    for (const row of rows) {
      for (const value of photoColumns.flatMap((c) => [row[c]].flat())) {
        if (typeof value === 'string' && value.startsWith(LOCAL_UPLOAD_PREFIX))
          keys.add(value.slice(LOCAL_UPLOAD_PREFIX.length))
      }
    }
  }
  return keys
}

/**
 * 我的数据 (PIPL art. 45, the right to a copy): every row the data map lists for her, table by table,
 * in data.json, and the photos she stored, in one zip handed over in the answer and kept nowhere.
 * The copy is written to the personal-data access log in the same request, as any read of it.
 */
export async function exportMyData(
  deps: Pick<ServerDeps, 'db' | 'storage'>,
  who: AuthedUser,
  now: Date,
  timeZone: string
): Promise<MyDataFile> {
  const { db, storage } = deps
  const { tenantId, userId } = who
  const [me] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
  const tables: Record<string, Row[]> = {}
  let records = 0
  for (const [table, owners] of Object.entries(DATA_OWNERS)) {
    const rows = await rowsOf(db, table, owners, userId, me?.phone ?? null, tenantId)
    if (rows.length === 0) continue
    tables[table] = rows
    records += rows.length
  }
  const files: Record<string, Uint8Array> = {}
  for (const key of await photoKeys(db, tenantId, userId, tables)) {
    const bytes = await storage.get(key).catch(() => null)
    if (bytes) files[`photos/${path.basename(key)}`] = bytes
  }
  const json = JSON.stringify({ exportedAt: now.toISOString(), tenantId, userId, tables }, null, 2)
  const zip = zipSync({ 'data.json': new TextEncoder().encode(json), ...files }, { level: 6 })
  await logPersonalDataAccess(db, {
    tenantId,
    staffUserId: userId,
    subjectUserId: userId,
    fields: ['export'],
    purpose: 'self-export',
    at: now
  })
  const day = dayText(now, timeZone).replace(/-/g, '')
  return {
    fileName: `我的数据-${day}.zip`,
    base64: Buffer.from(zip).toString('base64'),
    records,
    photos: Object.keys(files).length
  }
}
