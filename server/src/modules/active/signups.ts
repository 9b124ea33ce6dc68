import { randomInt } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { DELETED_MEMBER_NAME } from '@contract/account'
import {
  parseSigninQr,
  type AuditSignupReq,
  type CheckInReq,
  type ManagedSignup,
  type MySignup,
  type MySignupItem,
  type SignUpReq,
  type SignUpRes,
  type SignupCounts,
  type SignupFilter,
  type SignupPageReq,
  type SignupPageRes
} from '@contract/active'
import { ErrorCode } from '@contract/envelope'
import type { CursorPage, CursorReq, Gender } from '@contract/love'
import type { FinanceConfig } from '@contract/models'
import type { Db, Queryable, Tx } from '../../db/client'
import { certifications, eventSignups, events, loveProfiles, users } from '../../db/schema'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import { BizError, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import { INT4_MAX } from '../../lib/schemas'
import type { AuthedUser } from '../../lib/route'
import { findCert } from '../certification/service'
import { refundOrder } from '../finance/kernel'
import { closeUnpaidOrder, createFeeOrder, findOrder, lockOrder, ORDER_TTL_MS } from '../finance/orders'
import { ageOf } from '../love-profile/rules'
import { clockText, dayText } from '../../lib/tenant-time'
import {
  cardView,
  EVENT_NOT_FOUND,
  findEvent,
  holdsSeat,
  LIVE_STATUSES,
  lockEvent,
  managedEvent,
  seatsTaken,
  signupView,
  type EventRow,
  type SignupRow
} from './access'
import { roomSummary } from './room'
import { lockSignup, quotaOf, seatsHeld } from './signup-fees'

/**
 * Sign-ups: joining an event (a seat of one's gender, the fee paid in the cashier), leaving it,
 * and what the organiser does with them: audit, venue sign-in, the list. Every change of an
 * event's seats takes the event row lock first, so quotas hold however many members race.
 */

export const SIGNUP_NOT_FOUND = '报名记录不存在'
/** Why an unpaid sign-up whose hold ran out no longer counts. */
export const HOLD_LAPSED = '超时未支付，名额已释放'

const GENDER_NAMES: Record<Gender, string> = { male: '男士', female: '女士' }
/** Statuses the partial unique indexes leave out: a closed sign-up frees its member and its code. */
const CLOSED_STATUSES = ['cancelled', 'rejected'] as const

interface Assessment {
  blocker: string
  code: number
  gender: Gender | null
}

const open = (gender: Gender): Assessment => ({ blocker: '', code: ErrorCode.Success, gender })
const refuse = (blocker: string, gender: Gender | null = null, code: number = ErrorCode.BadRequest): Assessment => ({
  blocker,
  code,
  gender
})

/** The member's sign-up of this event that is still in play (at most one, by index). */
async function liveSignupOf(
  db: Queryable,
  tenantId: number,
  eventId: number,
  userId: number
): Promise<SignupRow | undefined> {
  const [row] = await db
    .select()
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.tenantId, tenantId),
        eq(eventSignups.eventId, eventId),
        eq(eventSignups.userId, userId),
        inArray(eventSignups.status, [...LIVE_STATUSES])
      )
    )
  return row
}

/**
 * Whether the caller may sign up now, checked from the event outwards so the reason shown is the
 * one that matters most: an event no longer taking sign-ups says so to everyone.
 */
async function assess(db: Queryable, who: AuthedUser | null, event: EventRow, now: Date): Promise<Assessment> {
  if (event.status === 'cancelled') return refuse('活动已取消')
  if (event.status !== 'published' || now < event.signupStartsAt) return refuse('报名尚未开始')
  if (now >= event.signupEndsAt) return refuse('报名已截止')
  if (!who) return refuse('登录后报名')
  const [profile] = await db
    .select({ gender: loveProfiles.gender })
    .from(loveProfiles)
    .where(and(eq(loveProfiles.tenantId, who.tenantId), eq(loveProfiles.userId, who.userId)))
  if (!profile) return refuse('完善交友资料后即可报名')
  const { gender } = profile
  const mine = await liveSignupOf(db, who.tenantId, event.id, who.userId)
  if (mine && holdsSeat(mine, now)) return refuse('你已报名', gender, ErrorCode.Conflict)
  if (event.realNameRequired) {
    const cert = await findCert(db, who.tenantId, who.userId, 'realname')
    if (cert?.status !== 'approved') return refuse('该活动需实名认证，请先完成实名认证', gender)
  }
  const quota = quotaOf(event, gender)
  if (quota === 0) return refuse(`本活动不招募${GENDER_NAMES[gender]}`, gender)
  if ((await seatsHeld(db, event, gender, now)) >= quota) {
    return refuse(`${GENDER_NAMES[gender]}名额已满`, gender, ErrorCode.Conflict)
  }
  return open(gender)
}

/** '' when the caller may sign up for this event now; otherwise the reason, as the button shows it. */
export async function signupBlocker(
  db: Queryable,
  who: AuthedUser | null,
  event: EventRow,
  now: Date
): Promise<string> {
  return (await assess(db, who, event, now)).blocker
}

/** An unpaid sign-up whose hold ran out holds nothing: shown closed, like a cancelled one. */
function lapsed(s: SignupRow, now: Date): boolean {
  return s.status === 'unpaid' && !holdsSeat(s, now)
}

/** The member's view of their sign-up (signupView), with a lapsed hold shown as what it is. */
export function mySignupView(s: SignupRow, e: EventRow, now: Date): MySignup {
  const view = signupView(s, e, now)
  if (!lapsed(s, now)) return view
  return { ...view, status: 'cancelled', orderNo: '', holdExpiresAt: '', reason: HOLD_LAPSED, cancellable: false }
}

/**
 * A random 6-digit code unused among the event's live sign-ups. The caller holds the event lock,
 * which every sign-up insert of the event takes, so a code found free stays free until it commits.
 */
async function freeCheckInCode(tx: Tx, event: EventRow): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const [taken] = await tx
      .select({ id: eventSignups.id })
      .from(eventSignups)
      .where(
        and(
          eq(eventSignups.tenantId, event.tenantId),
          eq(eventSignups.eventId, event.id),
          eq(eventSignups.checkInCode, code),
          notInArray(eventSignups.status, [...CLOSED_STATUSES])
        )
      )
      .limit(1)
    if (!taken) return code
  }
  throw new BizError('报名人数较多，请稍后重试')
}

/** The poster's uid is credited only when it is another member of this tenant in good standing. */
async function creditedSharer(db: Queryable, who: AuthedUser, sharerId: number | undefined): Promise<number | null> {
  if (!sharerId || sharerId === who.userId) return null
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, who.tenantId), eq(users.id, sharerId), eq(users.status, 'active')))
  return row?.id ?? null
}

/**
 * Takes a seat of the member's gender under the event lock. A fee makes the sign-up unpaid, with
 * an order the member pays in the cashier; its seat is held until the order expires. A free one
 * is admitted at once (or waits for the audit).
 */
export async function signUp(
  db: Db,
  who: AuthedUser,
  req: SignUpReq,
  config: FinanceConfig,
  now = new Date()
): Promise<SignUpRes> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, who.tenantId, req.eventId)
    if (!event || event.status === 'draft') throw notFound(EVENT_NOT_FOUND)
    const stale = await liveSignupOf(tx, who.tenantId, event.id, who.userId)
    if (stale && !holdsSeat(stale, now)) await closeSignup(tx, who.tenantId, stale, 'cancelled', HOLD_LAPSED, now)
    const { blocker, code, gender } = await assess(tx, who, event, now)
    if (blocker || !gender) throw new BizError(blocker, code)
    const fee = gender === 'male' ? event.priceMale : event.priceFemale
    const order =
      fee > 0
        ? await createFeeOrder(
            tx,
            who,
            { kind: 'event', title: event.title, amount: fee, expiresAt: new Date(now.getTime() + ORDER_TTL_MS) },
            config,
            now
          )
        : undefined
    const [row] = await tx
      .insert(eventSignups)
      .values({
        tenantId: who.tenantId,
        eventId: event.id,
        userId: who.userId,
        gender,
        status: order ? 'unpaid' : event.auditRequired ? 'pending_audit' : 'approved',
        fee,
        orderNo: order?.orderNo ?? '',
        holdExpiresAt: order?.expiresAt ?? null,
        checkInCode: await freeCheckInCode(tx, event),
        sharerId: await creditedSharer(tx, who, req.sharerId),
        createdAt: now,
        updatedAt: now
      })
      .returning()
    if (row.status === 'pending_audit' || row.status === 'approved') {
      await emit(tx, 'active.signupPlaced', {
        tenantId: who.tenantId,
        signupId: row.id,
        userId: row.userId,
        eventTitle: event.title,
        status: row.status
      })
    }
    return { signup: mySignupView(row, event, now) }
  })
}

/**
 * Closes a live sign-up (rejected by staff, or cancelled) and gives back what is left of what was
 * paid (a finance admin may have refunded part already): money to the member's balance, points to
 * their points. The caller holds the order lock, then the event lock (a payment's order); the
 * sign-up row is locked and read again here, so a second close of the same sign-up refunds nothing.
 * Returns the amount refunded now (fen, or points when paid with points), which callers tell in
 * their event.
 */
export async function closeSignup(
  tx: Tx,
  tenantId: number,
  signup: SignupRow,
  to: 'rejected' | 'cancelled',
  reason: string,
  now: Date
): Promise<number> {
  const s = await lockSignup(tx, tenantId, signup.id)
  if (!s || !LIVE_STATUSES.includes(s.status)) return 0
  const byPoints = s.payMethod === 'credit'
  const paid = s.paidAt ? (byPoints ? s.points : s.fee) : 0
  // Closed first: the refund that empties the order then finds no live sign-up to undo.
  await tx
    .update(eventSignups)
    .set({ status: to, reason, refunded: s.refunded + paid, updatedAt: now })
    .where(and(eq(eventSignups.tenantId, tenantId), eq(eventSignups.id, s.id)))
  if (paid === 0) return 0
  const event = await findEvent(tx, tenantId, s.eventId)
  const order = await findOrder(tx, tenantId, { orderNo: s.orderNo })
  if (!order) throw new BizError('找不到报名的支付记录')
  return refundOrder(
    tx,
    order,
    { bizType: 'event_refund', bizId: String(s.id), title: `活动报名退款：${event?.title ?? ''}` },
    now
  )
}

async function findSignup(db: Queryable, tenantId: number, signupId: number): Promise<SignupRow | undefined> {
  const [row] = await db
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.tenantId, tenantId), eq(eventSignups.id, signupId)))
  return row
}

/**
 * The member leaves: an unpaid sign-up at any time (its seat is free at once and its order can no
 * longer be paid), a paid or free one until the event's cancel cut-off, refunded.
 */
export async function cancelSignup(db: Db, who: AuthedUser, signupId: number, now = new Date()): Promise<MySignup> {
  const mine = await findSignup(db, who.tenantId, signupId)
  if (!mine || mine.userId !== who.userId) throw notFound(SIGNUP_NOT_FOUND)
  return db.transaction(async (tx) => {
    // A payment locks the order, then the event: cancelling takes them in the same order.
    const order = mine.orderNo ? await lockOrder(tx, who.tenantId, mine.orderNo) : undefined
    const event = (await lockEvent(tx, who.tenantId, mine.eventId))!
    const s = (await lockSignup(tx, who.tenantId, mine.id))!
    if (s.status === 'checked_in') throw new BizError('已签到的报名不能取消')
    if ((s.status === 'pending_audit' || s.status === 'approved') && now >= event.cancelDeadline) {
      throw new BizError('已过取消截止时间，如需取消请联系红娘')
    }
    if (LIVE_STATUSES.includes(s.status)) await closeSignup(tx, who.tenantId, s, 'cancelled', '', now)
    if (s.status === 'unpaid' && order) await closeUnpaidOrder(tx, order)
    return mySignupView((await findSignup(tx, who.tenantId, s.id))!, event, now)
  })
}

/** My sign-ups, newest first, each with its event's card. */
export async function mySignupPage(
  db: Queryable,
  who: AuthedUser,
  req: CursorReq,
  now = new Date()
): Promise<CursorPage<MySignupItem>> {
  const before = decodeIdCursor(req.cursor)
  const rows = await db
    .select({ s: eventSignups, e: events })
    .from(eventSignups)
    .innerJoin(events, and(eq(events.tenantId, eventSignups.tenantId), eq(events.id, eventSignups.eventId)))
    .where(
      and(
        eq(eventSignups.tenantId, who.tenantId),
        eq(eventSignups.userId, who.userId),
        before ? lt(eventSignups.id, before) : undefined
      )
    )
    .orderBy(desc(eventSignups.id))
    .limit(pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.s.id))
  const taken = await seatsTaken(db, who.tenantId, [...new Set(page.list.map((r) => r.e.id))], now)
  return {
    ...page,
    list: page.list.map(({ s, e }) => ({ ...mySignupView(s, e, now), event: cardView(e, taken.get(e.id)!, now) }))
  }
}

/* ---------- staff ---------- */

const EMPTY_COUNTS: SignupCounts = { unpaid: 0, pendingAudit: 0, approved: 0, checkedIn: 0, income: 0 }

/**
 * Sign-ups per event by where they stand; income is money collected and not given back (points
 * are not money, so a sign-up paid with points adds nothing).
 */
export async function signupCounts(
  db: Queryable,
  tenantId: number,
  eventIds: number[],
  now: Date
): Promise<Map<number, SignupCounts>> {
  const out = new Map<number, SignupCounts>(eventIds.map((id) => [id, { ...EMPTY_COUNTS }]))
  if (eventIds.length === 0) return out
  const at = now.toISOString()
  const rows = await db
    .select({
      eventId: eventSignups.eventId,
      unpaid: sql<number>`(count(*) filter (where ${eventSignups.status} = 'unpaid' and ${eventSignups.holdExpiresAt} > ${at}))::int`,
      pendingAudit: sql<number>`(count(*) filter (where ${eventSignups.status} = 'pending_audit'))::int`,
      approved: sql<number>`(count(*) filter (where ${eventSignups.status} = 'approved'))::int`,
      checkedIn: sql<number>`(count(*) filter (where ${eventSignups.status} = 'checked_in'))::int`,
      income: sql<number>`(coalesce(sum(${eventSignups.fee} - ${eventSignups.refunded}) filter (where ${eventSignups.paidAt} is not null and ${eventSignups.payMethod} <> 'credit'), 0))::int`
    })
    .from(eventSignups)
    .where(and(eq(eventSignups.tenantId, tenantId), inArray(eventSignups.eventId, eventIds)))
    .groupBy(eventSignups.eventId)
  for (const { eventId, ...counts } of rows) out.set(eventId, counts)
  return out
}

/** Whose poster brought the guest: a second read of users, kept out of the join so the row type stays one users. */
const sharerName = sql<
  string | null
>`(select su.nickname from users su where su.tenant_id = ${eventSignups.tenantId} and su.id = ${eventSignups.sharerId})`

/** The sign-ups of one event with who signed up; `phone` is for the export only, never in a view. */
async function managedRows(
  db: Queryable,
  event: EventRow,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  limit?: number
) {
  const q = db
    .select({
      s: eventSignups,
      nickname: users.nickname,
      avatar: users.headPic,
      phone: users.phone,
      accountStatus: users.status,
      birthDate: loveProfiles.birthDate,
      certStatus: certifications.status,
      sharer: sharerName
    })
    .from(eventSignups)
    .innerJoin(users, and(eq(users.tenantId, eventSignups.tenantId), eq(users.id, eventSignups.userId)))
    .leftJoin(
      loveProfiles,
      and(eq(loveProfiles.tenantId, eventSignups.tenantId), eq(loveProfiles.userId, eventSignups.userId))
    )
    .leftJoin(
      certifications,
      and(
        eq(certifications.tenantId, eventSignups.tenantId),
        eq(certifications.userId, eventSignups.userId),
        eq(certifications.kind, 'realname')
      )
    )
    .where(and(eq(eventSignups.tenantId, event.tenantId), eq(eventSignups.eventId, event.id), where))
    .orderBy(order === 'newest' ? desc(eventSignups.id) : asc(eventSignups.id))
    .limit(limit ?? INT4_MAX)
  return q
}

export type ManagedRow = Awaited<ReturnType<typeof managedRows>>[number]

/** A sign-up as staff manage it; `today` is the day in the tenant's city, which ages are counted on. */
export function managedView(r: ManagedRow, now: Date, today: string): ManagedSignup {
  const { s } = r
  const closedByTime = lapsed(s, now)
  return {
    id: s.id,
    userId: s.userId,
    nickname: r.accountStatus === 'deleted' ? DELETED_MEMBER_NAME : r.nickname || `会员${s.userId}`,
    avatar: r.accountStatus === 'deleted' ? '' : r.avatar,
    gender: s.gender,
    age: r.birthDate ? ageOf(r.birthDate, today) : 0,
    realNameVerified: r.certStatus === 'approved',
    status: closedByTime ? 'cancelled' : s.status,
    fee: s.fee,
    payMethod: s.payMethod,
    refunded: s.refunded,
    reason: closedByTime ? HOLD_LAPSED : s.reason,
    sharer: r.sharer ?? '',
    checkedInAt: s.checkedInAt?.toISOString() ?? '',
    createdAt: s.createdAt.toISOString()
  }
}

function filterSql(filter: SignupFilter, now: Date): SQL | undefined {
  const at = now.toISOString()
  switch (filter) {
    case 'all':
      return undefined
    case 'unpaid':
      return and(eq(eventSignups.status, 'unpaid'), gt(eventSignups.holdExpiresAt, now))
    case 'closed':
      return or(
        inArray(eventSignups.status, [...CLOSED_STATUSES]),
        sql`(${eventSignups.status} = 'unpaid' and (${eventSignups.holdExpiresAt} is null or ${eventSignups.holdExpiresAt} <= ${at}))`
      )
    default:
      return eq(eventSignups.status, filter)
  }
}

/** A member id finds that member; any text finds nicknames containing it (no LIKE wildcards to escape). */
function keywordSql(keyword: string | undefined): SQL | undefined {
  const kw = keyword?.trim()
  if (!kw) return undefined
  const byName = sql`strpos(lower(${users.nickname}), lower(${kw})) > 0`
  const id = Number(kw)
  return /^\d{1,10}$/.test(kw) && id <= 2_147_483_647 ? or(eq(eventSignups.userId, id), byName) : byName
}

export async function signupPage(
  db: Queryable,
  who: AuthedUser,
  req: SignupPageReq,
  timeZone: string,
  now = new Date()
): Promise<SignupPageRes> {
  const event = await managedEvent(db, who, req.eventId)
  const before = decodeIdCursor(req.cursor)
  const rows = await managedRows(
    db,
    event,
    and(filterSql(req.filter, now), keywordSql(req.keyword), before ? lt(eventSignups.id, before) : undefined),
    'newest',
    pageLimit(req.pageSize)
  )
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.s.id))
  const today = dayText(now, timeZone)
  const counts = (await signupCounts(db, who.tenantId, [event.id], now)).get(event.id)!
  const room = event.mutualSelection
    ? await roomSummary(db, who.tenantId, event.id)
    : { pickers: 0, revealed: false, matchedPairs: 0 }
  return {
    ...page,
    list: page.list.map((r) => managedView(r, now, today)),
    counts,
    ...room
  }
}

async function managedSignup(
  db: Queryable,
  event: EventRow,
  signupId: number,
  now: Date,
  timeZone: string
): Promise<ManagedSignup> {
  const [row] = await managedRows(db, event, eq(eventSignups.id, signupId), 'newest', 1)
  return managedView(row, now, dayText(now, timeZone))
}

/**
 * Approves a sign-up waiting for the audit, or rejects it with the reason the member reads; a
 * rejected paid sign-up is refunded in the same transaction.
 */
export async function auditSignup(
  db: Db,
  who: AuthedUser,
  req: AuditSignupReq,
  creditName: string,
  timeZone: string,
  now = new Date()
): Promise<ManagedSignup> {
  const found = await findSignup(db, who.tenantId, req.signupId)
  if (!found) throw notFound(SIGNUP_NOT_FOUND)
  await managedEvent(db, who, found.eventId)
  const reason = req.reason.trim()
  if (!req.approve && !reason) throw new BizError('请填写未通过的原因')
  const event = await db.transaction(async (tx) => {
    // A payment locks the order, then the event: a rejection's refund takes them in the same order.
    if (!req.approve && found.orderNo) await lockOrder(tx, who.tenantId, found.orderNo)
    const e = (await lockEvent(tx, who.tenantId, found.eventId))!
    const s = (await lockSignup(tx, who.tenantId, found.id))!
    if (s.status !== 'pending_audit') throw new BizError('该报名不在待审核状态，请刷新后再试')
    let refunded = 0
    if (req.approve) {
      await tx
        .update(eventSignups)
        .set({ status: 'approved', updatedAt: now })
        .where(and(eq(eventSignups.tenantId, who.tenantId), eq(eventSignups.id, s.id)))
    } else {
      refunded = await closeSignup(tx, who.tenantId, s, 'rejected', reason, now)
    }
    await tx
      .update(eventSignups)
      .set({ auditedBy: who.userId, auditedAt: now })
      .where(and(eq(eventSignups.tenantId, who.tenantId), eq(eventSignups.id, s.id)))
    await emit(tx, 'active.signupAudited', {
      tenantId: who.tenantId,
      signupId: s.id,
      userId: s.userId,
      eventTitle: e.title,
      approved: req.approve,
      reason,
      refunded,
      byPoints: s.payMethod === 'credit',
      creditName
    })
    return e
  })
  return managedSignup(db, event, found.id, now, timeZone)
}

/** A code no guest of the event holds: the answer sign-in guessing counts (signup-staff-routes.ts). */
export const CHECK_IN_CODE_INVALID = '签到码无效'

/**
 * Signs a guest in at the venue by the code they show (typed, or the text of their QR), on the
 * event's day(s) in the tenant's city. One conditional update: two staff scanning the same code at
 * once sign the guest in once, and the second learns when.
 */
export async function checkIn(
  db: Db,
  who: AuthedUser,
  req: CheckInReq,
  timeZone: string,
  now = new Date()
): Promise<ManagedSignup> {
  const event = await managedEvent(db, who, req.eventId)
  if (event.status === 'cancelled') throw new BizError('活动已取消')
  const today = dayText(now, timeZone)
  if (today < dayText(event.startsAt, timeZone) || today > dayText(event.endsAt, timeZone)) {
    throw new BizError('签到仅限活动当天')
  }
  const code = parseSigninQr(req.code, event.id) ?? req.code.trim()
  const ofThisCode = and(
    eq(eventSignups.tenantId, who.tenantId),
    eq(eventSignups.eventId, event.id),
    eq(eventSignups.checkInCode, code)
  )
  const [done] = await db
    .update(eventSignups)
    .set({ status: 'checked_in', checkedInAt: now, checkedInBy: who.userId, updatedAt: now })
    .where(and(ofThisCode, eq(eventSignups.status, 'approved')))
    .returning({ id: eventSignups.id })
  if (done) return managedSignup(db, event, done.id, now, timeZone)
  const [s] = await db
    .select()
    .from(eventSignups)
    .where(and(ofThisCode, inArray(eventSignups.status, [...LIVE_STATUSES])))
  if (!s || lapsed(s, now)) throw new BizError(CHECK_IN_CODE_INVALID)
  if (s.status === 'checked_in') throw new BizError(`该会员已签到（${clockText(s.checkedInAt ?? now, timeZone)}）`)
  if (s.status === 'pending_audit') throw new BizError('该报名尚未审核通过')
  throw new BizError('该报名尚未支付')
}

/** Every sign-up of the event in the order they came, with phones: for the export, which logs the read. */
export function exportRows(db: Queryable, event: EventRow) {
  return managedRows(db, event, undefined, 'oldest')
}
