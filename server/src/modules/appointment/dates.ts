import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import {
  DATE_ACTION_LABELS,
  DATE_MOVES,
  DATE_REASON_REQUIRED,
  DATE_STATUS_LABELS,
  DATE_TAB_STATUSES,
  FEEDBACK_STATUSES,
  isDateDay,
  type DateFeedbackReq,
  type DatePageReq,
  type MoveDateReq,
  type MoveDateRes,
  type MyDate,
  type MyQuota,
  type RespondDateReq,
  type ScheduleDateReq,
  type StaffDate
} from '@contract/appointment'
import { ErrorCode } from '@contract/envelope'
import type { CursorPage, CursorReq } from '@contract/love'
import type { Db, Queryable, Tx } from '../../db/client'
import { dates, meetingRequests } from '../../db/schema'
import { assertNoContactInfo } from '../../lib/contact-guard'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import { BizError, forbidden, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { blockedEitherWay } from '../block/service'
import { covers, officeScope, scopedStaffIds, type OfficeScope } from '../matchmaker/scope'
import type { DateFacts } from './events'
import { MEETING_NOT_FOUND, NOT_YOUR_CUSTOMER } from './meetings'
import { quotaOf, spendMeeting } from '../contract/meeting-quota'
import { tenantTimeZone } from '../tenant/service'
import {
  activeMember,
  coversCustomer,
  datesInScope,
  meetingsInScope,
  officeMembers,
  partnerDatesInScope,
  serviceMatchmakerOf,
  serviceMatchmakersOf,
  servesMember,
  staffNames,
  UNKNOWN_MEMBER,
  type DateRow
} from './repository'

export const DATE_NOT_FOUND = '约会不存在'

const iso = (d: Date | null) => (d ? d.toISOString() : '')

/**
 * The office's view of dates. `side` says whether the scope arranged it (or serves its customer) or
 * serves the invited member; `canRespond` whether it may answer a pending date for her.
 */
async function dateViews(db: Queryable, scope: OfficeScope, rows: DateRow[], now: Date): Promise<StaffDate[]> {
  const tenantId = scope.tenantId
  const ids = rows.map((r) => r.id)
  const arranging = datesInScope(db, scope, now)
  const [members, names, partnerOwners, arranged] = await Promise.all([
    officeMembers(
      db,
      tenantId,
      rows.flatMap((r) => [r.customerId, r.partnerId])
    ),
    staffNames(
      db,
      tenantId,
      rows.map((r) => r.matchmakerId)
    ),
    serviceMatchmakersOf(
      db,
      tenantId,
      rows.filter((r) => r.status === 'pending').map((r) => r.partnerId),
      now
    ),
    arranging && ids.length
      ? db
          .select({ id: dates.id })
          .from(dates)
          .where(and(eq(dates.tenantId, tenantId), inArray(dates.id, ids), arranging))
      : Promise.resolve(rows.map((r) => ({ id: r.id })))
  ])
  const arrangedIds = new Set(arranged.map((a) => a.id))
  return rows.map((r) => ({
    id: r.id,
    meetingRequestId: r.meetingRequestId ?? 0,
    customer: members.get(r.customerId) ?? UNKNOWN_MEMBER,
    partner: members.get(r.partnerId) ?? UNKNOWN_MEMBER,
    matchmakerId: r.matchmakerId,
    matchmakerName: names.get(r.matchmakerId) ?? '',
    place: r.place,
    startsAt: r.startsAt.toISOString(),
    status: r.status,
    feedback: r.feedback,
    rating: r.rating,
    reason: r.reason,
    contractId: r.contractId ?? 0,
    customerConfirmedAt: iso(r.customerConfirmedAt),
    createdAt: r.createdAt.toISOString(),
    side: arrangedIds.has(r.id) ? 'arranger' : 'partner',
    canRespond: r.status === 'pending' && covers(scope, partnerOwners.get(r.partnerId) ?? null)
  }))
}

async function dateView(db: Queryable, scope: OfficeScope, row: DateRow, now: Date): Promise<StaffDate> {
  const [view] = await dateViews(db, scope, [row], now)
  return view
}

/** A date's facts as its events tell them, each member named as the office knows them ('' if not found). */
async function dateFacts(tx: Tx, row: DateRow): Promise<DateFacts> {
  const [members, names] = await Promise.all([
    officeMembers(tx, row.tenantId, [row.customerId, row.partnerId]),
    staffNames(tx, row.tenantId, [row.matchmakerId])
  ])
  const member = (id: number) => ({ id, nickname: members.get(id)?.nickname ?? '' })
  return {
    tenantId: row.tenantId,
    dateId: row.id,
    place: row.place,
    startsAt: row.startsAt,
    customer: member(row.customerId),
    partner: member(row.partnerId),
    matchmakerName: names.get(row.matchmakerId) ?? ''
  }
}

export async function getDatePage(
  db: Db,
  who: AuthedUser,
  req: DatePageReq,
  now = new Date()
): Promise<CursorPage<StaffDate>> {
  const scope = await officeScope(db, who)
  const after = decodeIdCursor(req.cursor)
  const rows = await db
    .select()
    .from(dates)
    .where(
      and(
        eq(dates.tenantId, who.tenantId),
        officeDates(db, scope, now),
        inArray(dates.status, [...DATE_TAB_STATUSES[req.tab]]),
        after ? lt(dates.id, after) : undefined
      )
    )
    .orderBy(desc(dates.id))
    .limit(pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: await dateViews(db, scope, page.list, now) }
}

/** What the office lists: the dates it arranges, and those its customers are invited to. */
function officeDates(db: Queryable, scope: OfficeScope, now: Date) {
  return scopedStaffIds(scope) ? or(datesInScope(db, scope, now), partnerDatesInScope(db, scope, now)) : undefined
}

interface Pair {
  customerId: number
  partnerId: number
  meetingRequestId: number | null
  matchmakerId: number | null
}

/** Who meets whom: the two members of an accepted request in scope, or the caller's customer and anyone. */
async function pairOf(tx: Queryable, scope: OfficeScope, req: ScheduleDateReq, now: Date): Promise<Pair> {
  if (req.meetingRequestId) {
    const [m] = await tx
      .select()
      .from(meetingRequests)
      .where(
        and(
          eq(meetingRequests.tenantId, scope.tenantId),
          eq(meetingRequests.id, req.meetingRequestId),
          meetingsInScope(tx, scope, now)
        )
      )
      .for('update')
    if (!m) throw notFound(MEETING_NOT_FOUND)
    if (m.status !== 'accepted') throw new BizError('约见申请对方同意后才能安排约会', ErrorCode.Conflict)
    const same = m.customerId === req.customerId && m.targetId === req.partnerId
    if (!same) throw new BizError('约会双方须与约见申请一致')
    const [taken] = await tx
      .select({ id: dates.id })
      .from(dates)
      .where(
        and(
          eq(dates.tenantId, scope.tenantId),
          eq(dates.meetingRequestId, m.id),
          inArray(dates.status, [...DATE_TAB_STATUSES.upcoming])
        )
      )
      .limit(1)
    if (taken) throw new BizError('该约见申请已安排了约会', ErrorCode.Conflict)
    return { customerId: m.customerId, partnerId: m.targetId, meetingRequestId: m.id, matchmakerId: m.matchmakerId }
  }
  if (!(await activeMember(tx, scope.tenantId, req.customerId))) throw notFound('客户不存在')
  if (!(await coversCustomer(tx, scope, req.customerId, now))) throw forbidden(NOT_YOUR_CUSTOMER)
  if (req.customerId === req.partnerId) throw new BizError('约会双方不能是同一人')
  if (!(await activeMember(tx, scope.tenantId, req.partnerId))) throw notFound('约会对象不存在')
  if ((await blockedEitherWay(tx, scope.tenantId, req.customerId)).includes(req.partnerId)) {
    throw new BizError('双方存在拉黑关系，无法安排约会')
  }
  return { customerId: req.customerId, partnerId: req.partnerId, meetingRequestId: null, matchmakerId: null }
}

/**
 * Arranges a date. With a member the office serves it is scheduled at once and both hear when and
 * where; with anyone else it waits (pending) until she or her own matchmaker accepts.
 */
export async function scheduleDate(
  db: Db,
  who: AuthedUser,
  req: ScheduleDateReq,
  now = new Date()
): Promise<StaffDate> {
  const place = req.place.trim()
  if (!place) throw new BizError('请填写约会地点')
  assertNoContactInfo(place)
  const startsAt = new Date(req.startsAt)
  if (Number.isNaN(startsAt.getTime())) throw new BizError('约会时间不正确')
  if (startsAt <= now) throw new BizError('约会时间须晚于现在')
  return db.transaction(async (tx) => {
    const scope = await officeScope(tx, who)
    const pair = await pairOf(tx, scope, req, now)
    const owner = await serviceMatchmakerOf(tx, who.tenantId, pair.customerId, now)
    const consented = await servesMember(tx, scope, pair.partnerId, now)
    const [row] = await tx
      .insert(dates)
      .values({
        tenantId: who.tenantId,
        meetingRequestId: pair.meetingRequestId,
        customerId: pair.customerId,
        partnerId: pair.partnerId,
        matchmakerId: owner ?? pair.matchmakerId ?? who.userId,
        place,
        startsAt,
        status: consented ? 'scheduled' : 'pending',
        createdAt: now,
        updatedAt: now
      })
      .returning()
    await emit(tx, consented ? 'appointment.dateScheduled' : 'appointment.dateProposed', await dateFacts(tx, row))
    return dateView(tx, scope, row, now)
  })
}

async function lockDate(tx: Queryable, scope: OfficeScope, id: number, now: Date): Promise<DateRow> {
  const [row] = await tx
    .select()
    .from(dates)
    .where(and(eq(dates.tenantId, scope.tenantId), eq(dates.id, id), datesInScope(tx, scope, now)))
    .for('update')
  if (!row) throw notFound(DATE_NOT_FOUND)
  return row
}

/**
 * Moves a date along SCHEDULED → REMINDED → CHECKED_IN → COMPLETED | CANCELLED | NO_SHOW, or
 * withdraws one still PENDING (only then: her acceptance and a withdrawal at once, one wins).
 * 签到 is possible on the date's own day in the tenant's city only.
 * Completing uses a meeting of the customer's contract when one has meetings left; without one
 * the date still completes (it took place) and counts on no contract, which the page says.
 */
export async function moveDate(db: Db, who: AuthedUser, req: MoveDateReq, now = new Date()): Promise<MoveDateRes> {
  const reason = req.reason.trim()
  if (DATE_REASON_REQUIRED.includes(req.action) && !reason) {
    throw new BizError(req.action === 'withdraw' ? '请填写撤回原因' : '请填写取消原因')
  }
  assertNoContactInfo(reason)
  const move = DATE_MOVES[req.action]
  return db.transaction(async (tx) => {
    const scope = await officeScope(tx, who)
    const row = await lockDate(tx, scope, req.dateId, now)
    if (!move.from.includes(row.status)) {
      throw new BizError(
        `约会${DATE_STATUS_LABELS[row.status]}，不能${DATE_ACTION_LABELS[req.action]}`,
        ErrorCode.Conflict
      )
    }
    if (req.action === 'check_in' && !isDateDay(row.startsAt, now, await tenantTimeZone(tx, who.tenantId))) {
      throw new BizError('只能在约会当天签到')
    }
    const spent = req.action === 'complete' ? await spendMeeting(tx, who.tenantId, row.customerId, now) : null
    const ending = req.action === 'withdraw' || req.action === 'cancel' || req.action === 'no_show'
    const [moved] = await tx
      .update(dates)
      .set({
        status: move.to,
        updatedAt: now,
        remindedAt: req.action === 'remind' ? now : row.remindedAt,
        checkedInAt: req.action === 'check_in' ? now : row.checkedInAt,
        completedAt: req.action === 'complete' ? now : row.completedAt,
        contractId: req.action === 'complete' ? (spent?.contractId ?? null) : row.contractId,
        reason: ending ? reason : row.reason
      })
      .where(and(eq(dates.tenantId, who.tenantId), eq(dates.id, row.id)))
      .returning()
    if (req.action === 'remind') await emit(tx, 'appointment.dateReminded', await dateFacts(tx, moved))
    if (req.action === 'cancel' || req.action === 'withdraw')
      await emit(tx, 'appointment.dateCancelled', { ...(await dateFacts(tx, moved)), reason })
    return { date: await dateView(tx, scope, moved, now), quota: spent }
  })
}

/** The matchmaker's record of how the meeting went: only once the two have met. */
export async function saveDateFeedback(
  db: Db,
  who: AuthedUser,
  req: DateFeedbackReq,
  now = new Date()
): Promise<StaffDate> {
  const feedback = req.feedback.trim()
  if (!feedback) throw new BizError('请填写约会反馈')
  assertNoContactInfo(feedback)
  return db.transaction(async (tx) => {
    const scope = await officeScope(tx, who)
    const row = await lockDate(tx, scope, req.dateId, now)
    if (!FEEDBACK_STATUSES.includes(row.status)) {
      throw new BizError(`约会${DATE_STATUS_LABELS[row.status]}，签到后才能填写反馈`, ErrorCode.Conflict)
    }
    const [saved] = await tx
      .update(dates)
      .set({ feedback, rating: req.rating, updatedAt: now })
      .where(and(eq(dates.tenantId, who.tenantId), eq(dates.id, row.id)))
      .returning()
    return dateView(tx, scope, saved, now)
  })
}

/** A member's view: the partner sees the meeting itself, never the customer's records or contract. */
async function myDateViews(db: Queryable, who: AuthedUser, rows: DateRow[]): Promise<MyDate[]> {
  const [members, names] = await Promise.all([
    officeMembers(
      db,
      who.tenantId,
      rows.map((r) => (r.customerId === who.userId ? r.partnerId : r.customerId))
    ),
    staffNames(
      db,
      who.tenantId,
      rows.map((r) => r.matchmakerId)
    )
  ])
  return rows.map((r) => {
    const customer = r.customerId === who.userId
    const other = customer ? r.partnerId : r.customerId
    return {
      id: r.id,
      role: customer ? 'customer' : 'partner',
      other: members.get(other) ?? UNKNOWN_MEMBER,
      matchmakerName: names.get(r.matchmakerId) ?? '',
      place: r.place,
      startsAt: r.startsAt.toISOString(),
      status: r.status,
      reason: r.reason,
      feedback: customer ? r.feedback : '',
      rating: customer ? r.rating : null,
      countedInContract: customer && r.contractId !== null,
      customerConfirmedAt: customer ? iso(r.customerConfirmedAt) : '',
      canConfirm: customer && r.status === 'completed' && !r.customerConfirmedAt,
      canRespond: !customer && r.status === 'pending'
    }
  })
}

export async function getMyDatePage(db: Db, who: AuthedUser, req: CursorReq): Promise<CursorPage<MyDate>> {
  const after = decodeIdCursor(req.cursor)
  const rows = await db
    .select()
    .from(dates)
    .where(
      and(
        eq(dates.tenantId, who.tenantId),
        or(eq(dates.customerId, who.userId), eq(dates.partnerId, who.userId)),
        after ? lt(dates.id, after) : undefined
      )
    )
    .orderBy(desc(dates.id))
    .limit(pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: await myDateViews(db, who, page.list) }
}

export async function getMyQuota(db: Db, who: AuthedUser, now = new Date()): Promise<MyQuota> {
  return { contract: await quotaOf(db, who.tenantId, who.userId, now) }
}

/** The customer confirms that a completed meeting took place; confirming again changes nothing. */
export async function confirmDate(db: Db, who: AuthedUser, dateId: number, now = new Date()): Promise<MyDate> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dates)
      .where(and(eq(dates.tenantId, who.tenantId), eq(dates.id, dateId), eq(dates.customerId, who.userId)))
      .for('update')
    if (!row) throw notFound(DATE_NOT_FOUND)
    if (row.status !== 'completed') throw new BizError('约会完成后才能确认', ErrorCode.Conflict)
    const [confirmed] = await tx
      .update(dates)
      .set({ customerConfirmedAt: now })
      .where(and(eq(dates.tenantId, who.tenantId), eq(dates.id, row.id), isNull(dates.customerConfirmedAt)))
      .returning()
    const [view] = await myDateViews(tx, who, [confirmed ?? row])
    return view
  })
}

/**
 * The invited side answers a pending date under its row lock, so an answer and a cancellation at
 * the same moment cannot both land: accepting arranges it and tells both; declining cancels it,
 * its reason kept for the arranging office.
 */
async function answerDate(tx: Tx, row: DateRow, by: number, req: RespondDateReq, now: Date): Promise<DateRow> {
  const reason = req.reason.trim()
  if (req.action === 'decline' && !reason) throw new BizError('请填写婉拒原因')
  assertNoContactInfo(reason)
  if (row.status !== 'pending') {
    throw new BizError(`约会${DATE_STATUS_LABELS[row.status]}，无需再确认`, ErrorCode.Conflict)
  }
  const accepted = req.action === 'accept'
  const [answered] = await tx
    .update(dates)
    .set({
      status: accepted ? 'scheduled' : 'cancelled',
      reason: accepted ? '' : `对方婉拒：${reason}`,
      answeredBy: by,
      answeredAt: now,
      updatedAt: now
    })
    .where(and(eq(dates.tenantId, row.tenantId), eq(dates.id, row.id)))
    .returning()
  const facts = await dateFacts(tx, answered)
  if (accepted) await emit(tx, 'appointment.dateScheduled', facts)
  else await emit(tx, 'appointment.dateDeclined', { ...facts, reason })
  return answered
}

/** The invited member accepts or declines a date proposed to her. */
export async function respondDate(db: Db, who: AuthedUser, req: RespondDateReq, now = new Date()): Promise<MyDate> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dates)
      .where(and(eq(dates.tenantId, who.tenantId), eq(dates.id, req.dateId), eq(dates.partnerId, who.userId)))
      .for('update')
    if (!row) throw notFound(DATE_NOT_FOUND)
    const [view] = await myDateViews(tx, who, [await answerDate(tx, row, who.userId, req, now)])
    return view
  })
}

/** The invited member's own matchmaker (or her store's manager, an admin) answers for her. */
export async function staffRespondDate(
  db: Db,
  who: AuthedUser,
  req: RespondDateReq,
  now = new Date()
): Promise<StaffDate> {
  return db.transaction(async (tx) => {
    const scope = await officeScope(tx, who)
    const [row] = await tx
      .select()
      .from(dates)
      .where(and(eq(dates.tenantId, who.tenantId), eq(dates.id, req.dateId)))
      .for('update')
    if (!row || !(await servesMember(tx, scope, row.partnerId, now))) throw notFound(DATE_NOT_FOUND)
    return dateView(tx, scope, await answerDate(tx, row, who.userId, req, now), now)
  })
}
