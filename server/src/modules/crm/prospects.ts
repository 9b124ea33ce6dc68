import { and, desc, eq, gt, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ProspectDetail, ProspectItem, ProspectPageReq, RecordVisitReq, RecordVisitRes } from '@contract/crm'
import type { CursorPage } from '@contract/love'
import { OFFICE_STAFF } from '@contract/staff'
import type { Db } from '../../db/client'
import { crmLeads, crmProspects, staffRoles, users } from '../../db/schema'
import { cursorPage, decodeTimeCursor, encodeTimeCursor, pageLimit, type TimeCursor } from '../../lib/cursor'
import { forbidden, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { dayText } from '../../lib/tenant-time'
import { covers, officeScope, scopedStaffIds } from '../matchmaker/scope'
import { addLeadEvent, lockLead, takeLeadOwnership, toLeadItem } from './leads'
import { selectLead } from './repository'
import { isOwned, poolRules, reclaimBlockedUntil } from './rules'

const referrer = alias(users, 'prospect_referrer')
const visitor = alias(users, 'prospect_member')

async function isOfficeStaff(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffRoles.userId })
    .from(staffRoles)
    .where(
      and(eq(staffRoles.tenantId, tenantId), eq(staffRoles.userId, userId), inArray(staffRoles.role, [...OFFICE_STAFF]))
    )
    .limit(1)
  return row !== undefined
}

/**
 * A member's visit through a shared link, counted per member and link; if the link was a
 * matchmaker's, the member becomes that matchmaker's lead unless someone already owns them. The
 * referrer's own visits and office staff's are not prospects.
 */
export async function recordVisit(db: Db, who: AuthedUser, req: RecordVisitReq, now: Date): Promise<RecordVisitRes> {
  const { tenantId } = who
  const [ref] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, req.referrerId), eq(users.status, 'active')))
  if (!ref) throw notFound('分享链接已失效')
  const byMatchmaker = await isOfficeStaff(db, tenantId, req.referrerId)
  const source = byMatchmaker ? 'link' : 'promoter'
  if (who.userId === req.referrerId || (await isOfficeStaff(db, tenantId, who.userId))) return { converted: false }
  const member = who.userId

  await db
    .insert(crmProspects)
    .values({ tenantId, referrerId: req.referrerId, source, userId: member, lastVisitAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [crmProspects.tenantId, crmProspects.referrerId, crmProspects.userId],
      set: { visits: sql`${crmProspects.visits} + 1`, lastVisitAt: now }
    })

  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, tenantId, member, now, { source, sourceUserId: req.referrerId })
    if (!byMatchmaker) return { converted: false }
    if (isOwned(lead, now)) return { converted: lead.ownerId === req.referrerId }
    const rules = await poolRules(tx, tenantId)
    if (reclaimBlockedUntil(lead, req.referrerId, rules, now)) return { converted: false }
    await takeLeadOwnership(tx, lead, req.referrerId, rules, now)
    await addLeadEvent(tx, lead, 'claimed', req.referrerId, '通过分享链接成为客户', now)
    return { converted: true }
  })
}

const prospectColumns = {
  p: crmProspects,
  referrerNickname: referrer.nickname,
  memberNickname: visitor.nickname,
  memberAvatar: visitor.headPic,
  leadOwnerId: crmLeads.ownerId,
  leadExpiresAt: crmLeads.expiresAt,
  leadProtected: crmLeads.protectedByContractId
}

function convertedSql(now: Date): SQL {
  return and(
    eq(crmLeads.ownerId, crmProspects.referrerId),
    or(isNotNull(crmLeads.protectedByContractId), gt(crmLeads.expiresAt, now))
  ) as SQL
}

function prospectQuery(db: Db, tenantId: number, where: (SQL | undefined)[]) {
  return db
    .select(prospectColumns)
    .from(crmProspects)
    .innerJoin(referrer, and(eq(referrer.tenantId, crmProspects.tenantId), eq(referrer.id, crmProspects.referrerId)))
    .innerJoin(visitor, and(eq(visitor.tenantId, crmProspects.tenantId), eq(visitor.id, crmProspects.userId)))
    .leftJoin(crmLeads, and(eq(crmLeads.tenantId, crmProspects.tenantId), eq(crmLeads.userId, crmProspects.userId)))
    .where(and(eq(crmProspects.tenantId, tenantId), ...where))
}

type ProspectRow = Awaited<ReturnType<typeof prospectQuery>>[number]

function toItem(r: ProspectRow, now: Date): ProspectItem {
  const owned =
    r.leadOwnerId !== null && (r.leadProtected !== null || (r.leadExpiresAt !== null && r.leadExpiresAt > now))
  return {
    id: r.p.id,
    referrer: { userId: r.p.referrerId, nickname: r.referrerNickname },
    source: r.p.source,
    visits: r.p.visits,
    firstVisitAt: r.p.createdAt.toISOString(),
    lastVisitAt: r.p.lastVisitAt.toISOString(),
    member: { userId: r.p.userId, nickname: r.memberNickname, avatar: r.memberAvatar },
    converted: owned && r.leadOwnerId === r.p.referrerId
  }
}

/** Prospects after the cursor, latest visit first. */
function visitedBefore(cursor: TimeCursor): SQL | undefined {
  const time = sql`${cursor.at}::timestamptz`
  return or(
    sql`${crmProspects.lastVisitAt} < ${time}`,
    and(sql`${crmProspects.lastVisitAt} = ${time}`, lt(crmProspects.id, cursor.id))
  )
}

/** The potential leads my links (or my scope's) brought in, latest visit first. */
export async function getProspectPage(
  db: Db,
  who: AuthedUser,
  req: ProspectPageReq,
  now: Date
): Promise<CursorPage<ProspectItem>> {
  const scope = await officeScope(db, who)
  const ids = scopedStaffIds(scope)
  const cursor = decodeTimeCursor(req.cursor)
  const filter = req.filter === 'converted' ? convertedSql(now) : undefined
  const rows = await prospectQuery(db, who.tenantId, [
    ids ? inArray(crmProspects.referrerId, ids) : undefined,
    filter,
    cursor ? visitedBefore(cursor) : undefined
  ])
    .orderBy(desc(crmProspects.lastVisitAt), desc(crmProspects.id))
    .limit(pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) =>
    encodeTimeCursor({ at: last.p.lastVisitAt.toISOString(), id: last.p.id })
  )
  return { ...page, list: page.list.map((r) => toItem(r, now)) }
}

export async function getProspectDetail(
  db: Db,
  who: AuthedUser,
  id: number,
  now: Date,
  timeZone: string
): Promise<ProspectDetail> {
  const scope = await officeScope(db, who)
  const [row] = await prospectQuery(db, who.tenantId, [eq(crmProspects.id, id)])
  if (!row) throw notFound('该潜在客户不存在')
  if (!covers(scope, row.p.referrerId)) throw forbidden('该潜在客户不在你的范围内')
  const item = toItem(row, now)
  const leadRow = await selectLead(db, who.tenantId, item.member.userId)
  const view = leadRow
    ? toLeadItem(leadRow, scope, await poolRules(db, who.tenantId), now, dayText(now, timeZone))
    : null
  return { ...item, lead: view && view.status !== 'other' ? view : null }
}
