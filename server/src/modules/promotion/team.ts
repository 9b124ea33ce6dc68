import { and, count, eq, inArray, or, sql } from 'drizzle-orm'
import { PLUGIN_IDS } from '@contract/plugins'
import type { Queryable } from '../../db/client'
import { loveProfiles, promoCommissions, promoPartners, tenants, users } from '../../db/schema'

/** fen a share's payment still counts for: what the member paid, less what went back to them. */
export const keptBaseSql = sql<number>`${promoCommissions.baseAmount} - ${promoCommissions.refundedBase}`

/** Whether the tenant runs promoters (plugin 12) and partners (plugin 7). */
export async function programmesOf(
  db: Queryable,
  tenantId: number
): Promise<{ promoters: boolean; partners: boolean }> {
  const [row] = await db.select({ granted: tenants.grantPluginIds }).from(tenants).where(eq(tenants.tenantId, tenantId))
  const granted = row?.granted ?? []
  return { promoters: granted.includes(PLUGIN_IDS.popmatchmaker), partners: granted.includes(PLUGIN_IDS.partner) }
}

export async function isPartner(db: Queryable, tenantId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promoPartners.id })
    .from(promoPartners)
    .where(
      and(eq(promoPartners.tenantId, tenantId), eq(promoPartners.userId, userId), eq(promoPartners.status, 'approved'))
    )
    .limit(1)
  return row !== undefined
}

/** Her team's promoters: herself and everyone she brought (whoever brings a member is a promoter). */
const teamOf = (tenantId: number, userId: number) =>
  or(
    eq(users.id, userId),
    inArray(
      users.id,
      sql`(select ${users.id} from ${users} where ${users.tenantId} = ${tenantId} and ${users.promoterId} = ${userId})`
    )
  )

/** fen her team's members paid, refunds left out: the sales a level is reached by. */
export async function teamSales(db: Queryable, tenantId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ sales: sql<number>`coalesce(sum(${keptBaseSql}), 0)::bigint` })
    .from(promoCommissions)
    .innerJoin(users, and(eq(users.tenantId, promoCommissions.tenantId), eq(users.id, promoCommissions.promoterId)))
    .where(
      and(eq(promoCommissions.tenantId, tenantId), eq(promoCommissions.kind, 'promoter'), teamOf(tenantId, userId))
    )
  return Number(row?.sales ?? 0)
}

/** A valid member: an active account with a dating profile staff have not hidden. */
export const validMemberSql = sql<boolean>`${users.status} = 'active' and exists (select 1 from ${loveProfiles} where ${loveProfiles.tenantId} = ${users.tenantId} and ${loveProfiles.userId} = ${users.id} and not ${loveProfiles.staffHidden})`

/** Valid members brought by her team's promoters. */
export async function teamValidMembers(db: Queryable, tenantId: number, userId: number): Promise<number> {
  const promoters = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), teamOf(tenantId, userId)))
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.promoterId, promoters), validMemberSql))
  return row?.n ?? 0
}
