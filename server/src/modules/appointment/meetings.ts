import { and, desc, eq, ilike, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm'
import {
  MEETING_MOVES,
  MEETING_REASON_REQUIRED,
  MEETING_STATUS_LABELS,
  type MatchCandidate,
  type MatchCandidatesReq,
  type MatchCustomersReq,
  type MeetingPageReq,
  type MoveMeetingReq,
  type OfficeMember,
  type ProposeMatchReq,
  type RequestMeetingReq,
  type RequestMeetingRes,
  type StaffMeeting
} from '@contract/appointment'
import { ErrorCode } from '@contract/envelope'
import type { CursorPage } from '@contract/love'
import type { Db, Queryable } from '../../db/client'
import { crmLeads, dates, loveProfiles, meetingRequests, users } from '../../db/schema'
import { assertNoContactInfo } from '../../lib/contact-guard'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import { BizError, conflict, forbidden, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { dayText } from '../../lib/tenant-time'
import { fitScoreFor, reasonsFor } from '../love-feed/service'
import { blockedEitherWay } from '../block/service'
import { findProfile } from '../love-profile/service'
import { officeScope, scopedStaffIds, type OfficeScope } from '../matchmaker/scope'
import {
  activeMember,
  coversCustomer,
  liveLead,
  meetingsInScope,
  officeMembers,
  serviceMatchmakerOf,
  staffNames,
  UNKNOWN_MEMBER,
  type MeetingRow
} from './repository'

export const MEETING_NOT_FOUND = '约见申请不存在'
export const NOT_YOUR_CUSTOMER = '只能为自己的客户操作'
const OPEN_STATUSES = ['submitted', 'contacted'] as const

async function meetingViews(db: Queryable, tenantId: number, rows: MeetingRow[]): Promise<StaffMeeting[]> {
  const ids = rows.map((r) => r.id)
  const [members, names, dated] = await Promise.all([
    officeMembers(
      db,
      tenantId,
      rows.flatMap((r) => [r.customerId, r.targetId])
    ),
    staffNames(
      db,
      tenantId,
      rows.flatMap((r) => (r.matchmakerId ? [r.matchmakerId] : []))
    ),
    ids.length
      ? db
          .select({ id: dates.meetingRequestId })
          .from(dates)
          .where(and(eq(dates.tenantId, tenantId), inArray(dates.meetingRequestId, ids)))
      : Promise.resolve([])
  ])
  const datedIds = new Set(dated.map((d) => d.id))
  return rows.map((r) => ({
    id: r.id,
    customer: members.get(r.customerId) ?? UNKNOWN_MEMBER,
    target: members.get(r.targetId) ?? UNKNOWN_MEMBER,
    matchmakerId: r.matchmakerId ?? 0,
    matchmakerName: r.matchmakerId ? (names.get(r.matchmakerId) ?? '') : '',
    proposed: r.requestedBy !== r.customerId,
    message: r.message,
    status: r.status,
    reason: r.reason,
    dated: datedIds.has(r.id),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString()
  }))
}

async function oneView(db: Queryable, tenantId: number, row: MeetingRow): Promise<StaffMeeting> {
  const [view] = await meetingViews(db, tenantId, [row])
  return view
}

/** The same two members can have one open request at a time, whichever way round it was asked. */
async function assertNoOpenRequest(db: Queryable, tenantId: number, a: number, b: number): Promise<void> {
  const [open] = await db
    .select({ id: meetingRequests.id })
    .from(meetingRequests)
    .where(
      and(
        eq(meetingRequests.tenantId, tenantId),
        inArray(meetingRequests.status, [...OPEN_STATUSES]),
        or(
          and(eq(meetingRequests.customerId, a), eq(meetingRequests.targetId, b)),
          and(eq(meetingRequests.customerId, b), eq(meetingRequests.targetId, a))
        )
      )
    )
    .limit(1)
  if (open) throw conflict('你们之间已有进行中的约见申请，红娘会尽快联系')
}

async function assertTarget(db: Queryable, tenantId: number, customerId: number, targetId: number): Promise<void> {
  if (customerId === targetId) throw new BizError('不能约见自己')
  const target = await activeMember(db, tenantId, targetId)
  if (!target) throw notFound('会员不存在')
  const blocked = await blockedEitherWay(db, tenantId, customerId)
  if (blocked.includes(targetId)) throw new BizError('你们之间存在拉黑关系，无法约见')
}

/**
 * 申请约见: the member asks to meet someone; it goes to their service matchmaker, or waits for
 * the agency's admins when they have none.
 */
export async function requestMeeting(
  db: Db,
  who: AuthedUser,
  req: RequestMeetingReq,
  now = new Date()
): Promise<RequestMeetingRes> {
  const message = req.message.trim()
  assertNoContactInfo(message)
  return db.transaction(async (tx) => {
    await assertTarget(tx, who.tenantId, who.userId, req.targetId)
    await assertNoOpenRequest(tx, who.tenantId, who.userId, req.targetId)
    const matchmakerId = await serviceMatchmakerOf(tx, who.tenantId, who.userId, now)
    const [row] = await tx
      .insert(meetingRequests)
      .values({
        tenantId: who.tenantId,
        customerId: who.userId,
        targetId: req.targetId,
        matchmakerId,
        requestedBy: who.userId,
        message,
        createdAt: now,
        updatedAt: now
      })
      .returning()
    const names = matchmakerId ? await staffNames(tx, who.tenantId, [matchmakerId]) : new Map<number, string>()
    return { id: row.id, status: row.status, matchmakerName: matchmakerId ? (names.get(matchmakerId) ?? '') : '' }
  })
}

export async function getMeetingPage(
  db: Db,
  who: AuthedUser,
  req: MeetingPageReq,
  now = new Date()
): Promise<CursorPage<StaffMeeting>> {
  const scope = await officeScope(db, who)
  const after = decodeIdCursor(req.cursor)
  const rows = await db
    .select()
    .from(meetingRequests)
    .where(
      and(
        eq(meetingRequests.tenantId, who.tenantId),
        meetingsInScope(db, scope, now),
        req.status ? eq(meetingRequests.status, req.status) : undefined,
        after ? lt(meetingRequests.id, after) : undefined
      )
    )
    .orderBy(desc(meetingRequests.id))
    .limit(pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: await meetingViews(db, who.tenantId, page.list) }
}

/** A matchmaker proposes that their customer meet a candidate: it becomes a meeting request they handle. */
export async function proposeMatch(
  db: Db,
  who: AuthedUser,
  req: ProposeMatchReq,
  now = new Date()
): Promise<StaffMeeting> {
  const message = req.message.trim()
  assertNoContactInfo(message)
  return db.transaction(async (tx) => {
    const scope = await officeScope(tx, who)
    if (!(await activeMember(tx, who.tenantId, req.customerId))) throw notFound('客户不存在')
    if (!(await coversCustomer(tx, scope, req.customerId, now))) throw forbidden(NOT_YOUR_CUSTOMER)
    await assertTarget(tx, who.tenantId, req.customerId, req.targetId)
    await assertNoOpenRequest(tx, who.tenantId, req.customerId, req.targetId)
    const owner = await serviceMatchmakerOf(tx, who.tenantId, req.customerId, now)
    const [row] = await tx
      .insert(meetingRequests)
      .values({
        tenantId: who.tenantId,
        customerId: req.customerId,
        targetId: req.targetId,
        matchmakerId: owner ?? who.userId,
        requestedBy: who.userId,
        message,
        createdAt: now,
        updatedAt: now
      })
      .returning()
    return oneView(tx, who.tenantId, row)
  })
}

/** A request in the caller's scope, locked for the change. */
async function lockMeeting(tx: Queryable, scope: OfficeScope, id: number, now: Date): Promise<MeetingRow> {
  const [row] = await tx
    .select()
    .from(meetingRequests)
    .where(
      and(eq(meetingRequests.tenantId, scope.tenantId), eq(meetingRequests.id, id), meetingsInScope(tx, scope, now))
    )
    .for('update')
  if (!row) throw notFound(MEETING_NOT_FOUND)
  return row
}

export async function moveMeeting(
  db: Db,
  who: AuthedUser,
  req: MoveMeetingReq,
  now = new Date()
): Promise<StaffMeeting> {
  const reason = req.reason.trim()
  const move = MEETING_MOVES[req.action]
  if (MEETING_REASON_REQUIRED.includes(req.action) && !reason) throw new BizError('请填写原因')
  assertNoContactInfo(reason)
  return db.transaction(async (tx) => {
    const scope = await officeScope(tx, who)
    const row = await lockMeeting(tx, scope, req.meetingId, now)
    if (!move.from.includes(row.status)) {
      throw new BizError(
        `约见申请${MEETING_STATUS_LABELS[row.status]}，不能${req.action === 'close' ? '关闭' : `改为${MEETING_STATUS_LABELS[move.to]}`}`,
        ErrorCode.Conflict
      )
    }
    const [moved] = await tx
      .update(meetingRequests)
      .set({
        status: move.to,
        reason: MEETING_REASON_REQUIRED.includes(req.action) ? reason : row.reason,
        // A request that waited in the pool belongs to whoever takes it up.
        matchmakerId: row.matchmakerId ?? who.userId,
        updatedAt: now
      })
      .where(and(eq(meetingRequests.tenantId, who.tenantId), eq(meetingRequests.id, row.id)))
      .returning()
    return oneView(tx, who.tenantId, moved)
  })
}

const keywordOf = (keyword: string) => {
  const k = keyword.trim()
  if (!k) return undefined
  const byName = ilike(users.nickname, `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  const id = Number(k)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? or(eq(users.id, id), byName) : byName
}

/** The customers a proposal may start from: the scope's customers (an admin: every owned lead). */
export async function getMatchCustomers(
  db: Db,
  who: AuthedUser,
  req: MatchCustomersReq,
  now = new Date()
): Promise<CursorPage<OfficeMember>> {
  const scope = await officeScope(db, who)
  const staffIds = scopedStaffIds(scope)
  const after = decodeIdCursor(req.cursor)
  const rows = await db
    .select({ id: users.id })
    .from(crmLeads)
    .innerJoin(users, and(eq(users.tenantId, crmLeads.tenantId), eq(users.id, crmLeads.userId)))
    .where(
      and(
        eq(crmLeads.tenantId, who.tenantId),
        liveLead(now),
        staffIds ? inArray(crmLeads.ownerId, staffIds) : undefined,
        eq(users.status, 'active'),
        keywordOf(req.keyword),
        after ? lt(users.id, after) : undefined
      )
    )
    .orderBy(desc(users.id))
    .limit(pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  const members = await officeMembers(
    db,
    who.tenantId,
    page.list.map((r) => r.id)
  )
  return { ...page, list: page.list.map((r) => members.get(r.id) ?? UNKNOWN_MEMBER) }
}

/**
 * Candidates for a customer, ranked by the feed's own fit score and explained by its reasons:
 * members of the other gender in good standing, never blocked either way. The cursor is an offset,
 * because the score is computed, not stored.
 */
export async function getMatchCandidates(
  db: Db,
  who: AuthedUser,
  req: MatchCandidatesReq,
  timeZone: string,
  now = new Date()
): Promise<CursorPage<MatchCandidate>> {
  const scope = await officeScope(db, who)
  if (!(await coversCustomer(db, scope, req.customerId, now))) throw forbidden(NOT_YOUR_CUSTOMER)
  const viewer = await findProfile(db, who.tenantId, req.customerId)
  if (!viewer) throw new BizError('该客户还没有交友资料，请先为其录入资料')
  const offset = decodeIdCursor(req.cursor)
  const today = dayText(now, timeZone)
  const [score, blocked] = await Promise.all([
    fitScoreFor(db, who.tenantId, viewer, today),
    blockedEitherWay(db, who.tenantId, req.customerId)
  ])
  const rows = await db
    .select({ p: loveProfiles, score: score.as('score') })
    .from(loveProfiles)
    .innerJoin(users, and(eq(users.tenantId, loveProfiles.tenantId), eq(users.id, loveProfiles.userId)))
    .where(
      and(
        eq(loveProfiles.tenantId, who.tenantId),
        ne(loveProfiles.userId, req.customerId),
        ne(loveProfiles.gender, viewer.gender),
        eq(loveProfiles.staffHidden, false),
        eq(users.status, 'active'),
        blocked.length ? notInArray(loveProfiles.userId, blocked) : undefined,
        keywordOf(req.keyword)
      )
    )
    .orderBy(desc(sql.identifier('score')), desc(loveProfiles.userId))
    .limit(pageLimit(req.pageSize))
    .offset(offset)
  const page = cursorPage(rows, req.pageSize, () => encodeIdCursor(offset + req.pageSize))
  const members = await officeMembers(
    db,
    who.tenantId,
    page.list.map((r) => r.p.userId)
  )
  return {
    ...page,
    list: page.list.map((r) => ({
      ...(members.get(r.p.userId) ?? UNKNOWN_MEMBER),
      reasons: reasonsFor(viewer, r.p, today, now)
    }))
  }
}
