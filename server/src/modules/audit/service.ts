import type { PersonalDataField } from '@contract/finance'
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { personalDataAccessLog, staffActionLog } from '../../db/schema'
import type { StaffAction } from '../../db/schema/audit'

/** One read of members' personal data, as the access log records it. */
export interface PersonalDataAccess {
  tenantId: number
  /** Who read it: a staff member, or the member herself when she exports her own data. */
  staffUserId: number
  /** Whose data it was; several when one read (a guest list) carries many members'. */
  subjectUserId: number | readonly number[]
  fields: readonly PersonalDataField[]
  /** Why, as `<what>:<id>` (`line:42`, `exchange:7`). */
  purpose: string
  /** When; left out, the database's clock of the transaction. */
  at?: Date
}

/**
 * Writes the access log (PIPL: access to personal information is recorded), a row per subject.
 * Pass the transaction that reads the data, so the read and its record commit or roll back together.
 */
export async function logPersonalDataAccess(tx: Queryable, access: PersonalDataAccess): Promise<void> {
  const { tenantId, staffUserId, subjectUserId, fields, purpose, at } = access
  const subjects = typeof subjectUserId === 'number' ? [subjectUserId] : subjectUserId
  if (subjects.length === 0) return
  await tx.insert(personalDataAccessLog).values(
    subjects.map((id) => ({
      tenantId,
      staffUserId,
      subjectUserId: id,
      fields: [...fields],
      purpose,
      // Left undefined, drizzle writes the column's default: the transaction's clock.
      createdAt: at
    }))
  )
}

/** What a staff member did to a member, to be counted or reviewed later (a warning, lifting a ban). */
export async function logStaffAction(tx: Queryable, action: typeof staffActionLog.$inferInsert): Promise<void> {
  await tx.insert(staffActionLog).values({
    tenantId: action.tenantId,
    staffUserId: action.staffUserId,
    subjectUserId: action.subjectUserId,
    action: action.action
  })
}

/** How many times each of these members had this done to them. */
export async function staffActionCounts(
  db: Queryable,
  tenantId: number,
  subjectUserIds: number[],
  action: StaffAction
): Promise<Map<number, number>> {
  if (subjectUserIds.length === 0) return new Map()
  const rows = await db
    .select({ subjectUserId: staffActionLog.subjectUserId, n: count() })
    .from(staffActionLog)
    .where(
      and(
        eq(staffActionLog.tenantId, tenantId),
        inArray(staffActionLog.subjectUserId, [...new Set(subjectUserIds)]),
        eq(staffActionLog.action, action)
      )
    )
    .groupBy(staffActionLog.subjectUserId)
  return new Map(rows.map((r) => [r.subjectUserId, r.n]))
}
