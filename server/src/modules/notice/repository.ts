import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { SUBSCRIBE_BUDGET_CAP } from '@contract/notice'
import type { Queryable } from '../../db/client'
import { memberNotices, subscribeBudgets } from '../../db/schema'

export type NoticeRow = typeof memberNotices.$inferSelect

const mine = (tenantId: number, userId: number) =>
  and(eq(memberNotices.tenantId, tenantId), eq(memberNotices.userId, userId))

/** Newest first, keyset on the id: `beforeId` 0 for the first page; one row more than asked tells whether more follow. */
export function noticeRows(db: Queryable, tenantId: number, userId: number, beforeId: number, limit: number) {
  return db
    .select()
    .from(memberNotices)
    .where(and(mine(tenantId, userId), beforeId > 0 ? lt(memberNotices.id, beforeId) : undefined))
    .orderBy(desc(memberNotices.id))
    .limit(limit)
}

export async function findNotice(db: Queryable, tenantId: number, userId: number, id: number) {
  const [row] = await db
    .select({ id: memberNotices.id })
    .from(memberNotices)
    .where(and(mine(tenantId, userId), eq(memberNotices.id, id)))
  return row
}

/** Unread notices of the member, or only `id`, become read; reading one twice changes nothing. */
export async function markNoticesRead(db: Queryable, tenantId: number, userId: number, id?: number) {
  await db
    .update(memberNotices)
    .set({ readAt: new Date() })
    .where(
      and(mine(tenantId, userId), isNull(memberNotices.readAt), id === undefined ? undefined : eq(memberNotices.id, id))
    )
}

/** One accepted opt-in per template adds one push, in one statement so two grants at once both count. */
export function addBudget(db: Queryable, tenantId: number, userId: number, templateIds: string[]) {
  return db
    .insert(subscribeBudgets)
    .values(templateIds.map((templateId) => ({ tenantId, userId, templateId, remaining: 1 })))
    .onConflictDoUpdate({
      target: [subscribeBudgets.tenantId, subscribeBudgets.userId, subscribeBudgets.templateId],
      set: {
        remaining: sql`least(${subscribeBudgets.remaining} + 1, ${SUBSCRIBE_BUDGET_CAP})`,
        updatedAt: new Date()
      }
    })
    .returning({ templateId: subscribeBudgets.templateId, remaining: subscribeBudgets.remaining })
}

const budgetOf = (tenantId: number, userId: number, templateId: string) =>
  and(
    eq(subscribeBudgets.tenantId, tenantId),
    eq(subscribeBudgets.userId, userId),
    eq(subscribeBudgets.templateId, templateId)
  )

/** Takes one push from the budget if any is left: false when there was none. */
export async function takeBudget(db: Queryable, tenantId: number, userId: number, templateId: string) {
  const rows = await db
    .update(subscribeBudgets)
    .set({ remaining: sql`${subscribeBudgets.remaining} - 1`, updatedAt: new Date() })
    .where(and(budgetOf(tenantId, userId, templateId), sql`${subscribeBudgets.remaining} > 0`))
    .returning({ remaining: subscribeBudgets.remaining })
  return rows.length > 0
}

/** A push that never reached WeChat did not use the member's opt-in: it goes back. */
export async function returnBudget(db: Queryable, tenantId: number, userId: number, templateId: string) {
  await db
    .update(subscribeBudgets)
    .set({ remaining: sql`least(${subscribeBudgets.remaining} + 1, ${SUBSCRIBE_BUDGET_CAP})`, updatedAt: new Date() })
    .where(budgetOf(tenantId, userId, templateId))
}

/** WeChat says the member holds no opt-in for the template: whatever we counted is not there. */
export async function clearBudget(db: Queryable, tenantId: number, userId: number, templateId: string) {
  await db
    .update(subscribeBudgets)
    .set({ remaining: 0, updatedAt: new Date() })
    .where(budgetOf(tenantId, userId, templateId))
}
