import { and, count, eq, gte, inArray, or, sql, sum } from 'drizzle-orm'
import {
  LEAD_SOURCES,
  LEAD_STAGES,
  type LeadSource,
  type OfficeReport,
  type ReportCount,
  type ReportDays
} from '@contract/crm'
import type { Db } from '../../db/client'
import { crmFollowUps, crmLeads, loveProfiles, officeShares, users } from '../../db/schema'
import type { AuthedUser } from '../../lib/route'
import { dayStart, dayText, shiftDay } from '../../lib/tenant-time'
import { officeScope, scopedStaffIds } from '../matchmaker/scope'
import { tenantTimeZone } from '../tenant/service'
import { getAssignees } from './leads'
import { isMember, ownedAt, sourceSql, stageRankSql } from './repository'

/**
 * The office's figures for the caller's scope: leads by source and how far they came (every member
 * for an admin; for a store or a matchmaker the leads they own or brought in), follow-ups per day, and
 * per matchmaker their follow-ups, leads, conversions and income over the period.
 */
export async function getReport(db: Db, who: AuthedUser, days: ReportDays, now: Date): Promise<OfficeReport> {
  const [scope, timeZone] = await Promise.all([officeScope(db, who), tenantTimeZone(db, who.tenantId)])
  const ids = scopedStaffIds(scope)
  // The period is whole days of the tenant's city, today the last of them.
  const firstDay = shiftDay(dayText(now, timeZone), 1 - days)
  const since = dayStart(firstDay, timeZone)

  const leadsByStage = await db
    .select({ source: sourceSql, rank: stageRankSql, n: count() })
    .from(users)
    .leftJoin(crmLeads, and(eq(crmLeads.tenantId, users.tenantId), eq(crmLeads.userId, users.id)))
    .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(
      and(
        isMember(who.tenantId),
        ids ? or(and(ownedAt(now), inArray(crmLeads.ownerId, ids)), inArray(crmLeads.sourceUserId, ids)) : undefined
      )
    )
    .groupBy(sourceSql, stageRankSql)
  const bySource: ReportCount<LeadSource>[] = LEAD_SOURCES.map((key) => ({
    key,
    count: leadsByStage.filter((r) => r.source === key).reduce((a, r) => a + Number(r.n), 0)
  }))
  const funnel = LEAD_STAGES.map((key, rank) => ({
    key,
    count: leadsByStage.filter((r) => Number(r.rank) >= rank).reduce((a, r) => a + Number(r.n), 0)
  }))

  const dayKey = sql<string>`to_char(${crmFollowUps.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`
  const perDay = await db
    .select({ day: dayKey, n: count() })
    .from(crmFollowUps)
    .where(
      and(
        eq(crmFollowUps.tenantId, who.tenantId),
        gte(crmFollowUps.createdAt, since),
        ids ? inArray(crmFollowUps.authorId, ids) : undefined
      )
    )
    // By position: the zone is a bound parameter, and PostgreSQL does not take two bindings of it as one expression.
    .groupBy(sql`1`)
  const followUpsPerDay = Array.from({ length: days }, (_, i) => {
    const key = shiftDay(firstDay, i)
    return { key, count: Number(perDay.find((d) => d.day === key)?.n ?? 0) }
  })

  const people =
    scope.kind === 'own'
      ? await db
          .select({ userId: users.id, nickname: users.nickname })
          .from(users)
          .where(and(eq(users.tenantId, who.tenantId), eq(users.id, who.userId)))
      : await getAssignees(db, who)
  const peopleIds = people.map((p) => p.userId)
  if (peopleIds.length === 0) return { days, bySource, followUpsPerDay, funnel, matchmakers: [] }

  const [followUps, owned, income] = await Promise.all([
    db
      .select({ id: crmFollowUps.authorId, n: count() })
      .from(crmFollowUps)
      .where(
        and(
          eq(crmFollowUps.tenantId, who.tenantId),
          gte(crmFollowUps.createdAt, since),
          inArray(crmFollowUps.authorId, peopleIds)
        )
      )
      .groupBy(crmFollowUps.authorId),
    db
      .select({
        id: crmLeads.ownerId,
        n: count(),
        converted: sql<number>`count(*) filter (where ${stageRankSql} >= 2)`
      })
      .from(crmLeads)
      .innerJoin(users, and(eq(users.tenantId, crmLeads.tenantId), eq(users.id, crmLeads.userId)))
      .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
      .where(and(eq(crmLeads.tenantId, who.tenantId), ownedAt(now), inArray(crmLeads.ownerId, peopleIds)))
      .groupBy(crmLeads.ownerId),
    // What their customers paid, attributed when paid: a share row per payment to the matchmaker who
    // served the customer then, less what refunds gave back.
    db
      .select({
        id: officeShares.matchmakerId,
        amount: sum(
          sql<number>`case when ${officeShares.reversedAt} is null then ${officeShares.baseAmount} - ${officeShares.refundedBase} else 0 end`
        )
      })
      .from(officeShares)
      .where(
        and(
          eq(officeShares.tenantId, who.tenantId),
          eq(officeShares.kind, 'matchmaker'),
          gte(officeShares.createdAt, since),
          inArray(officeShares.matchmakerId, peopleIds)
        )
      )
      .groupBy(officeShares.matchmakerId)
  ])
  return {
    days,
    bySource,
    followUpsPerDay,
    funnel,
    matchmakers: people.map((p) => {
      const mine = owned.find((o) => o.id === p.userId)
      return {
        userId: p.userId,
        nickname: p.nickname,
        followUps: Number(followUps.find((f) => f.id === p.userId)?.n ?? 0),
        leads: Number(mine?.n ?? 0),
        conversions: Number(mine?.converted ?? 0),
        income: Number(income.find((i) => i.id === p.userId)?.amount ?? 0)
      }
    })
  }
}
