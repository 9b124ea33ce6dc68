import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import {
  ABANDON_REASON_MIN,
  LEAD_STAGE_LABELS,
  LEAD_TAG_LENGTH_MAX,
  LEAD_TAG_MAX,
  NEXT_FOLLOW_UP_MAX_DAYS,
  type AbandonLeadReq,
  type AddFollowUpReq,
  type Assignee,
  type ClaimRes,
  type LeadDetail,
  type LeadItem,
  type LeadPageReq,
  type LeadPhone,
  type LeadSource,
  type LeadStatus,
  type LeadTimelineEntry,
  type OfficeFigures,
  type PoolRules,
  type UpdateLeadReq
} from '@contract/crm'
import type { CursorPage } from '@contract/love'
import { DAY_MS } from '@contract/time'
import type { Db, Queryable, Tx } from '../../db/client'
import { crmClaimCounters, crmFollowUps, crmLeadEvents, crmLeads, staffRoles, users } from '../../db/schema'
import {
  cursorPage,
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
  pageLimit
} from '../../lib/cursor'
import { BizError, conflict, forbidden, notFound } from '../../lib/errors'
import { memberKeywordWhere } from '../../lib/member-keyword'
import type { AuthedUser } from '../../lib/route'
import { dayText, shortDayText, startOfNextDay } from '../../lib/tenant-time'
import { logPersonalDataAccess } from '../audit/service'
import { ageOf } from '../love-profile/rules'
import { covers, officeScope, scopedStaffIds, type OfficeScope } from '../matchmaker/scope'
import { tenantTimeZone } from '../tenant/service'
import {
  dueKeySql,
  expiringBefore,
  inPoolAt,
  isMember,
  ownedAt,
  ownersWhere,
  selectLead,
  selectLeads,
  sourceSql,
  stageWhere,
  tagWhere,
  type LeadOrder,
  type LeadRow
} from './repository'
import { expiryOf, isExpiring, isOwned, poolRules, reclaimBlockedUntil, stageAt, stageRank } from './rules'

type LeadRecord = typeof crmLeads.$inferSelect

/* ---------- reading ---------- */

function statusOf(row: LeadRow, scope: OfficeScope, now: Date): LeadStatus {
  if (!isOwned(row, now)) return 'pool'
  if (row.ownerId === scope.userId) return 'mine'
  return covers(scope, row.ownerId) ? 'scope' : 'other'
}

const iso = (d: Date | null) => (d ? d.toISOString() : '')

/** The lead as the office lists it; `today` is the day in the tenant's city, which ages are counted on. */
export function toLeadItem(row: LeadRow, scope: OfficeScope, rules: PoolRules, now: Date, today: string): LeadItem {
  const status = statusOf(row, scope, now)
  const owned = status !== 'pool'
  return {
    userId: row.userId,
    nickname: row.nickname,
    avatar: row.avatar,
    gender: row.gender ?? '',
    age: row.birthDate ? ageOf(row.birthDate, today) : 0,
    city: row.city ?? '',
    phoneTail: row.phone ? row.phone.slice(-4) : '',
    source: row.source,
    stage: stageAt(row.stageRank),
    tags: row.tags ?? [],
    status,
    owner: owned && row.ownerId !== null ? { userId: row.ownerId, nickname: row.ownerNickname ?? '' } : null,
    claimedAt: owned ? iso(row.claimedAt) : '',
    expiresAt: owned && row.protectedByContractId === null ? iso(row.expiresAt) : '',
    expiring: isExpiring(row, rules, now),
    protectedByContract: owned && row.protectedByContractId !== null,
    lastFollowUpAt: iso(row.lastFollowUpAt),
    nextFollowUpAt: owned ? iso(row.nextFollowUpAt) : '',
    registeredAt: row.registeredAt.toISOString()
  }
}

/* ---------- cursors ---------- */

/**
 * The pool pages by member id; the owned tabs by their sort time, the member id breaking ties.
 * Both times are set on every lead these tabs list: an owned lead was claimed, and the today tab
 * holds only leads with a follow-up or an expiry coming.
 */
function cursorOf(order: LeadOrder, row: LeadRow): string {
  if (order === 'pool') return encodeIdCursor(row.userId)
  const key = order === 'claimed' ? row.claimedAt : (row.nextFollowUpAt ?? row.expiresAt)
  return encodeTimeCursor({ at: key!.toISOString(), id: row.userId })
}

/** Rows after the cursor in the list's order. */
function afterCursor(order: LeadOrder, raw: string): SQL | undefined {
  if (order === 'pool') {
    const id = decodeIdCursor(raw)
    return id ? lt(users.id, id) : undefined
  }
  const cursor = decodeTimeCursor(raw)
  if (!cursor) return undefined
  const time = sql`${cursor.at}::timestamptz`
  if (order === 'claimed') {
    return or(sql`${crmLeads.claimedAt} < ${time}`, and(sql`${crmLeads.claimedAt} = ${time}`, lt(users.id, cursor.id)))
  }
  return or(sql`${dueKeySql} > ${time}`, and(sql`${dueKeySql} = ${time}`, gt(users.id, cursor.id)))
}

function filterWhere(req: LeadPageReq): (SQL | undefined)[] {
  return [
    req.stage ? stageWhere(stageRank(req.stage)) : undefined,
    req.source ? sql`${sourceSql} = ${req.source}` : undefined,
    req.tag ? tagWhere(req.tag) : undefined,
    req.keyword ? memberKeywordWhere(req.keyword) : undefined
  ]
}

/** The office's lists: today's follow-ups, the leads of my scope, the pool; filtered, by cursor. */
export async function getLeadPage(db: Db, who: AuthedUser, req: LeadPageReq, now: Date): Promise<CursorPage<LeadItem>> {
  const [scope, rules, timeZone] = await Promise.all([
    officeScope(db, who),
    poolRules(db, who.tenantId),
    tenantTimeZone(db, who.tenantId)
  ])
  const warnUntil = new Date(now.getTime() + rules.warnDays * DAY_MS)
  let owners = scopedStaffIds(scope)
  if (req.ownerId !== undefined && req.tab !== 'pool') {
    if (!covers(scope, req.ownerId)) throw forbidden('该红娘不在你的管理范围内')
    owners = [req.ownerId]
  }
  const order: LeadOrder = req.tab === 'pool' ? 'pool' : req.tab === 'mine' ? 'claimed' : 'due'
  const tabWhere: (SQL | undefined)[] =
    req.tab === 'pool'
      ? [inPoolAt(now)]
      : [
          ownedAt(now),
          ownersWhere(owners),
          req.tab === 'today'
            ? or(lt(crmLeads.nextFollowUpAt, startOfNextDay(now, timeZone)), expiringBefore(now, warnUntil))
            : undefined,
          req.expiring ? expiringBefore(now, warnUntil) : undefined
        ]
  const rows = await selectLeads(db, {
    tenantId: who.tenantId,
    where: [...tabWhere, ...filterWhere(req), afterCursor(order, req.cursor)],
    order,
    limit: pageLimit(req.pageSize)
  })
  const page = cursorPage(rows, req.pageSize, (last) => cursorOf(order, last))
  const today = dayText(now, timeZone)
  return { ...page, list: page.list.map((r) => toLeadItem(r, scope, rules, now, today)) }
}

async function timelineOf(db: Queryable, tenantId: number, leadId: number | null): Promise<LeadTimelineEntry[]> {
  if (leadId === null) return []
  const [followUps, events] = await Promise.all([
    db
      .select({ f: crmFollowUps, actor: users.nickname })
      .from(crmFollowUps)
      .leftJoin(users, and(eq(users.tenantId, crmFollowUps.tenantId), eq(users.id, crmFollowUps.authorId)))
      .where(and(eq(crmFollowUps.tenantId, tenantId), eq(crmFollowUps.leadId, leadId)))
      .orderBy(desc(crmFollowUps.createdAt), desc(crmFollowUps.id))
      .limit(100),
    db
      .select({ e: crmLeadEvents, actor: users.nickname })
      .from(crmLeadEvents)
      .leftJoin(users, and(eq(users.tenantId, crmLeadEvents.tenantId), eq(users.id, crmLeadEvents.actorId)))
      .where(and(eq(crmLeadEvents.tenantId, tenantId), eq(crmLeadEvents.leadId, leadId)))
      .orderBy(desc(crmLeadEvents.createdAt), desc(crmLeadEvents.id))
      .limit(100)
  ])
  const entries: LeadTimelineEntry[] = [
    ...followUps.map(({ f, actor }) => ({
      kind: 'follow_up' as const,
      followUpKind: f.kind,
      content: f.content,
      actor: actor ?? '',
      nextFollowUpAt: iso(f.nextFollowUpAt),
      at: f.createdAt.toISOString()
    })),
    ...events.map(({ e, actor }) => ({
      kind: e.kind,
      followUpKind: null,
      content: e.detail,
      actor: actor ?? '',
      nextFollowUpAt: '',
      at: e.createdAt.toISOString()
    }))
  ]
  // ISO strings of one format sort as the instants they name.
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, 100)
}

/** Claims counted on `day`, the matchmaker's today in the tenant's city. */
async function claimsOn(db: Queryable, tenantId: number, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ claims: crmClaimCounters.claims })
    .from(crmClaimCounters)
    .where(
      and(eq(crmClaimCounters.tenantId, tenantId), eq(crmClaimCounters.userId, userId), eq(crmClaimCounters.day, day))
    )
  return row?.claims ?? 0
}

const reclaimMessage = (rules: PoolRules, until: Date, timeZone: string) =>
  `你放弃或超时的客户 ${rules.reclaimBlockDays} 天内不能再认领，${shortDayText(until, timeZone)}后可认领`
const limitMessage = (rules: PoolRules) => `今日认领已达上限（每天 ${rules.claimsPerDay} 个）`

function claimBlocker(
  row: LeadRow,
  who: AuthedUser,
  rules: PoolRules,
  used: number,
  now: Date,
  timeZone: string
): string {
  if (isOwned(row, now)) return ''
  const until = reclaimBlockedUntil(row, who.userId, rules, now)
  if (until) return reclaimMessage(rules, until, timeZone)
  if (used >= rules.claimsPerDay) return limitMessage(rules)
  return ''
}

/** The lead as the caller may see it: their own, their scope's, or the pool's; someone else's is refused. */
async function visibleLead(db: Queryable, who: AuthedUser, scope: OfficeScope, userId: number, now: Date) {
  const row = await selectLead(db, who.tenantId, userId)
  if (!row) throw notFound('该会员不存在')
  if (statusOf(row, scope, now) === 'other') throw forbidden('该客户由其他红娘跟进')
  return row
}

export async function getLeadDetail(db: Queryable, who: AuthedUser, userId: number, now: Date): Promise<LeadDetail> {
  const [scope, rules, timeZone] = await Promise.all([
    officeScope(db, who),
    poolRules(db, who.tenantId),
    tenantTimeZone(db, who.tenantId)
  ])
  const row = await visibleLead(db, who, scope, userId, now)
  const today = dayText(now, timeZone)
  const item = toLeadItem(row, scope, rules, now, today)
  const manage = item.status === 'mine' || item.status === 'scope'
  const blocker =
    item.status === 'pool'
      ? claimBlocker(row, who, rules, await claimsOn(db, who.tenantId, who.userId, today), now, timeZone)
      : ''
  return {
    ...item,
    remark: row.remark ?? '',
    aboutMe: row.aboutMe ?? '',
    claimBlocker: blocker,
    canClaim: item.status === 'pool' && blocker === '',
    canManage: manage,
    canAbandon: manage && !item.protectedByContract,
    canAssign: scope.kind !== 'own' && (item.status === 'pool' || (manage && !item.protectedByContract)),
    hasPhone: row.phone !== null && row.phone !== '',
    timeline: await timelineOf(db, who.tenantId, row.leadId)
  }
}

/* ---------- writing ---------- */

export async function addLeadEvent(
  tx: Queryable,
  lead: { tenantId: number; id: number },
  kind: (typeof crmLeadEvents.$inferInsert)['kind'],
  actorId: number | null,
  detail: string,
  at: Date
): Promise<void> {
  await tx
    .insert(crmLeadEvents)
    .values({ tenantId: lead.tenantId, leadId: lead.id, kind, actorId, detail, createdAt: at })
}

const SOURCE_DETAIL: Record<LeadSource, string> = {
  register: '自主注册的会员',
  link: '通过红娘分享链接进入',
  promoter: '通过推广员链接进入',
  offline: '线下录入',
  event: '活动报名'
}

/**
 * The member's lead row, locked for this transaction: created (with its 'created' event) the first
 * time anyone acts on a member. Two transactions creating it at once meet on the unique index; the
 * second waits, then locks the row the first made.
 */
export async function lockLead(
  tx: Tx,
  tenantId: number,
  userId: number,
  now: Date,
  origin: { source: LeadSource; sourceUserId: number | null } = { source: 'register', sourceUserId: null }
): Promise<LeadRecord> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isMember(tenantId), eq(users.id, userId)))
  if (!member) throw notFound('该会员不存在')
  const created = await tx
    .insert(crmLeads)
    .values({
      tenantId,
      userId,
      source: origin.source,
      sourceUserId: origin.sourceUserId,
      createdAt: now,
      updatedAt: now
    })
    .onConflictDoNothing({ target: [crmLeads.tenantId, crmLeads.userId] })
    .returning({ id: crmLeads.id })
  if (created[0])
    await addLeadEvent(
      tx,
      { tenantId, id: created[0].id },
      'created',
      origin.sourceUserId,
      SOURCE_DETAIL[origin.source],
      now
    )
  const [row] = await tx
    .select()
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, tenantId), eq(crmLeads.userId, userId)))
    .for('update')
  return row
}

/** An owner whose time ran out let the lead go then: written down when the lead next moves. */
async function recordLapse(
  tx: Tx,
  lead: LeadRecord,
  now: Date
): Promise<{ previousOwnerId: number | null; releasedAt: Date | null }> {
  if (lead.ownerId !== null && !isOwned(lead, now) && lead.expiresAt) {
    await addLeadEvent(tx, lead, 'released', lead.ownerId, '', lead.expiresAt)
    return { previousOwnerId: lead.ownerId, releasedAt: lead.expiresAt }
  }
  return { previousOwnerId: lead.previousOwnerId, releasedAt: lead.releasedAt }
}

/** A lead taken from its current owner is released by them now; a pool lead stays as it is. */
function releasedNow(lead: LeadRecord, now: Date): LeadRecord {
  return isOwned(lead, now) ? { ...lead, ownerId: null, previousOwnerId: lead.ownerId, releasedAt: now } : lead
}

/** Gives a pool lead to `ownerId` from `now`; the caller has locked it and checked the rules. */
export async function takeLeadOwnership(
  tx: Tx,
  lead: LeadRecord,
  ownerId: number,
  rules: PoolRules,
  now: Date
): Promise<void> {
  const release = await recordLapse(tx, lead, now)
  await tx
    .update(crmLeads)
    .set({
      ownerId,
      claimedAt: now,
      expiresAt: expiryOf(rules, now, lead.lastFollowUpAt),
      nextFollowUpAt: null,
      previousOwnerId: release.previousOwnerId,
      releasedAt: release.releasedAt,
      updatedAt: now
    })
    .where(and(eq(crmLeads.tenantId, lead.tenantId), eq(crmLeads.id, lead.id)))
}

/**
 * Counts one claim against today's limit, in the claim's transaction: the conditional upsert adds
 * one only while under the limit, so concurrent claims by one matchmaker never pass it.
 */
async function countClaim(tx: Tx, who: AuthedUser, rules: PoolRules, day: string): Promise<number> {
  const rows = await tx
    .insert(crmClaimCounters)
    .values({ tenantId: who.tenantId, userId: who.userId, day, claims: 1 })
    .onConflictDoUpdate({
      target: [crmClaimCounters.tenantId, crmClaimCounters.userId, crmClaimCounters.day],
      set: { claims: sql`${crmClaimCounters.claims} + 1` },
      setWhere: lt(crmClaimCounters.claims, rules.claimsPerDay)
    })
    .returning({ claims: crmClaimCounters.claims })
  if (!rows[0] || rows[0].claims > rules.claimsPerDay) {
    throw conflict(limitMessage(rules))
  }
  return rows[0].claims
}

/** Claims a pool lead: exactly one of several matchmakers claiming it at once gets it. */
export async function claimLead(db: Db, who: AuthedUser, userId: number, now: Date): Promise<ClaimRes> {
  const used = await db.transaction(async (tx) => {
    const rules = await poolRules(tx, who.tenantId)
    const timeZone = await tenantTimeZone(tx, who.tenantId)
    const lead = await lockLead(tx, who.tenantId, userId, now)
    if (isOwned(lead, now)) {
      throw conflict(lead.ownerId === who.userId ? '该客户已是你的客户' : '该客户已被其他红娘认领')
    }
    const until = reclaimBlockedUntil(lead, who.userId, rules, now)
    if (until) throw conflict(reclaimMessage(rules, until, timeZone))
    const claims = await countClaim(tx, who, rules, dayText(now, timeZone))
    await takeLeadOwnership(tx, lead, who.userId, rules, now)
    await addLeadEvent(tx, lead, 'claimed', who.userId, '从公海认领', now)
    return { claims, rules }
  })
  return {
    lead: await getLeadDetail(db, who, userId, now),
    claimsLeftToday: Math.max(0, used.rules.claimsPerDay - used.claims)
  }
}

/** The locked lead the caller may work on: their own, or (a manager) one of their scope's. */
async function managedLead(tx: Tx, who: AuthedUser, userId: number, now: Date): Promise<LeadRecord> {
  const scope = await officeScope(tx, who)
  const lead = await lockLead(tx, who.tenantId, userId, now)
  if (!isOwned(lead, now)) throw forbidden('请先认领该客户')
  if (!covers(scope, lead.ownerId)) throw forbidden('该客户由其他红娘跟进')
  return lead
}

export async function abandonLead(db: Db, who: AuthedUser, req: AbandonLeadReq, now: Date): Promise<LeadDetail> {
  const reason = req.reason.trim()
  if (reason.length < ABANDON_REASON_MIN) throw new BizError('请填写放弃原因')
  await db.transaction(async (tx) => {
    const lead = await managedLead(tx, who, req.userId, now)
    if (lead.protectedByContractId !== null) throw conflict('该客户有生效中的服务合同，不能放弃')
    await tx
      .update(crmLeads)
      .set({
        ownerId: null,
        claimedAt: null,
        expiresAt: null,
        nextFollowUpAt: null,
        previousOwnerId: lead.ownerId,
        releasedAt: now,
        updatedAt: now
      })
      .where(and(eq(crmLeads.tenantId, lead.tenantId), eq(crmLeads.id, lead.id)))
    await addLeadEvent(tx, lead, 'abandoned', who.userId, reason, now)
  })
  return getLeadDetail(db, who, req.userId, now)
}

/** The matchmakers an admin or store manager may hand leads to. */
export async function getAssignees(db: Queryable, who: AuthedUser): Promise<Assignee[]> {
  const scope = await officeScope(db, who)
  if (scope.kind === 'own') return []
  const ids = scopedStaffIds(scope)
  return db
    .selectDistinct({ userId: users.id, nickname: users.nickname })
    .from(staffRoles)
    .innerJoin(users, and(eq(users.tenantId, staffRoles.tenantId), eq(users.id, staffRoles.userId)))
    .where(
      and(
        eq(staffRoles.tenantId, who.tenantId),
        inArray(staffRoles.role, ['matchmaker', 'store_manager']),
        ids ? inArray(staffRoles.userId, ids) : undefined
      )
    )
    .orderBy(asc(users.id))
}

/** An admin or store manager hands a pool lead, or one of their scope's, to a matchmaker of their scope. */
export async function assignLead(
  db: Db,
  who: AuthedUser,
  req: { userId: number; matchmakerId: number },
  now: Date
): Promise<LeadDetail> {
  await db.transaction(async (tx) => {
    const scope = await officeScope(tx, who)
    if (scope.kind === 'own') throw forbidden('只有管理员和店长可以分配客户')
    const assignees = await getAssignees(tx, who)
    const target = assignees.find((a) => a.userId === req.matchmakerId)
    if (!target) throw forbidden('该红娘不在你的管理范围内')
    const rules = await poolRules(tx, who.tenantId)
    const lead = await lockLead(tx, who.tenantId, req.userId, now)
    if (isOwned(lead, now)) {
      if (!covers(scope, lead.ownerId)) throw forbidden('该客户由其他红娘跟进')
      if (lead.ownerId === req.matchmakerId) throw conflict(`该客户已由${target.nickname}跟进`)
      if (lead.protectedByContractId !== null) throw conflict('该客户有生效中的服务合同，不能转给他人')
    }
    await takeLeadOwnership(tx, releasedNow(lead, now), req.matchmakerId, rules, now)
    await addLeadEvent(tx, lead, 'assigned', who.userId, `分配给${target.nickname}`, now)
  })
  return getLeadDetail(db, who, req.userId, now)
}

export async function addFollowUp(db: Db, who: AuthedUser, req: AddFollowUpReq, now: Date): Promise<LeadDetail> {
  const content = req.content.trim()
  if (!content) throw new BizError('请填写跟进内容')
  let next: Date | null = null
  if (req.nextFollowUpAt) {
    next = new Date(req.nextFollowUpAt)
    const t = next.getTime()
    if (Number.isNaN(t) || t <= now.getTime() || t > now.getTime() + NEXT_FOLLOW_UP_MAX_DAYS * DAY_MS) {
      throw new BizError(`下次跟进时间需在未来 ${NEXT_FOLLOW_UP_MAX_DAYS} 天内`)
    }
  }
  await db.transaction(async (tx) => {
    const lead = await managedLead(tx, who, req.userId, now)
    const rules = await poolRules(tx, who.tenantId)
    await tx.insert(crmFollowUps).values({
      tenantId: who.tenantId,
      leadId: lead.id,
      authorId: who.userId,
      kind: req.kind,
      content,
      nextFollowUpAt: next,
      createdAt: now
    })
    await tx
      .update(crmLeads)
      .set({
        lastFollowUpAt: now,
        nextFollowUpAt: next,
        expiresAt: expiryOf(rules, lead.claimedAt ?? now, now),
        updatedAt: now
      })
      .where(and(eq(crmLeads.tenantId, lead.tenantId), eq(crmLeads.id, lead.id)))
  })
  return getLeadDetail(db, who, req.userId, now)
}

function cleanTags(tags: string[]): string[] {
  const clean = [...new Set(tags.map((t) => t.trim()).filter(Boolean))]
  if (clean.length > LEAD_TAG_MAX) throw new BizError(`标签最多 ${LEAD_TAG_MAX} 个`)
  if (clean.some((t) => t.length > LEAD_TAG_LENGTH_MAX)) throw new BizError(`每个标签最多 ${LEAD_TAG_LENGTH_MAX} 个字`)
  return clean
}

/** The owner (or their manager) sets the stage, the tags and the remark; stage and tag changes go into the history. */
export async function updateLead(db: Db, who: AuthedUser, req: UpdateLeadReq, now: Date): Promise<LeadDetail> {
  const tags = req.tags === undefined ? undefined : cleanTags(req.tags)
  await db.transaction(async (tx) => {
    const lead = await managedLead(tx, who, req.userId, now)
    const set: Partial<typeof crmLeads.$inferInsert> = { updatedAt: now }
    if (req.stage !== undefined && req.stage !== lead.stage) {
      set.stage = req.stage
      await addLeadEvent(
        tx,
        lead,
        'stage',
        who.userId,
        `${LEAD_STAGE_LABELS[lead.stage]} → ${LEAD_STAGE_LABELS[req.stage]}`,
        now
      )
    }
    if (tags !== undefined && JSON.stringify(tags) !== JSON.stringify(lead.tags)) {
      set.tags = tags
      await addLeadEvent(tx, lead, 'tags', who.userId, tags.length ? tags.join('、') : '清空标签', now)
    }
    if (req.remark !== undefined) set.remark = req.remark.trim()
    await tx
      .update(crmLeads)
      .set(set)
      .where(and(eq(crmLeads.tenantId, lead.tenantId), eq(crmLeads.id, lead.id)))
  })
  return getLeadDetail(db, who, req.userId, now)
}

/** The whole phone number, for the owner (or their manager) to call; each reveal is logged as access to personal data. */
export async function revealLeadPhone(db: Db, who: AuthedUser, userId: number, now: Date): Promise<LeadPhone> {
  return db.transaction(async (tx) => {
    const lead = await managedLead(tx, who, userId, now)
    const [member] = await tx
      .select({ phone: users.phone })
      .from(users)
      .where(and(eq(users.tenantId, who.tenantId), eq(users.id, userId)))
    if (!member?.phone) throw notFound('该客户没有留手机号')
    await logPersonalDataAccess(tx, {
      tenantId: who.tenantId,
      staffUserId: who.userId,
      subjectUserId: userId,
      fields: ['phone'],
      purpose: `lead:${lead.id}`,
      at: now
    })
    return { userId, phone: member.phone }
  })
}

/* ---------- the office header ---------- */

export async function getOffice(db: Db, who: AuthedUser, now: Date): Promise<OfficeFigures> {
  const [scope, rules, timeZone] = await Promise.all([
    officeScope(db, who),
    poolRules(db, who.tenantId),
    tenantTimeZone(db, who.tenantId)
  ])
  const owners = ownersWhere(scopedStaffIds(scope))
  const warnUntil = new Date(now.getTime() + rules.warnDays * DAY_MS)
  const countLeads = async (...where: (SQL | undefined)[]) => {
    const [row] = await db
      .select({ n: count() })
      .from(crmLeads)
      .innerJoin(users, and(eq(users.tenantId, crmLeads.tenantId), eq(users.id, crmLeads.userId)))
      .where(and(isMember(who.tenantId), ownedAt(now), owners, ...where))
    return row.n
  }
  const [dueToday, myLeads, expiring, used, pool] = await Promise.all([
    countLeads(lt(crmLeads.nextFollowUpAt, startOfNextDay(now, timeZone))),
    countLeads(),
    countLeads(expiringBefore(now, warnUntil)),
    claimsOn(db, who.tenantId, who.userId, dayText(now, timeZone)),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(crmLeads, and(eq(crmLeads.tenantId, users.tenantId), eq(crmLeads.userId, users.id)))
      .where(and(isMember(who.tenantId), inPoolAt(now)))
  ])
  return {
    dueToday,
    myLeads,
    expiring,
    claimsLeftToday: Math.max(0, rules.claimsPerDay - used),
    poolCount: pool[0].n,
    rules,
    manager: scope.kind !== 'own'
  }
}
