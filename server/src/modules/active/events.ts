import {
  EVENT_PICKS_MAX,
  EVENT_REVEAL_GRACE_DAYS,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  type CancelEventReq,
  type CancelEventRes,
  type EditableEvent,
  type EventCard,
  type EventDetail,
  type EventPageReq,
  type EventInput,
  type ManagedEventItem,
  type ManagedEventPageReq,
  type SaveEventReq
} from '@contract/active'
import { pointsMayPay } from '@contract/finance'
import type { CursorPage } from '@contract/love'
import type { FinanceConfig } from '@contract/models'
import { DAY_MS } from '@contract/time'
import type { Db, Queryable } from '../../db/client'
import { cursorPage, decodeTimeCursor, encodeTimeCursor, pageLimit } from '../../lib/cursor'
import { BizError, conflict, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { lockOrders } from '../finance/orders'
import { ownsImages } from '../image/ownership'
import { myStaffRoles } from '../staff/service'
import {
  cardView,
  EVENT_NOT_FOUND,
  holdsSeat,
  lockEvent,
  managedEvent,
  phaseOf,
  seatsTaken,
  signupView,
  visibleEvent,
  type EventRow
} from './access'
import {
  deleteEventRows,
  eventPage,
  eventsWithPaidSignups,
  guestAvatars,
  insertEvent,
  liveSignupOf,
  lockLiveSignups,
  managedEventPage,
  paidLiveOrderNos,
  setEventStatus,
  signupCount,
  updateEvent,
  type EventValues
} from './repository'
import { closeSignup, signupBlocker, signupCounts } from './signups'

/** How many guests' avatars an event's page shows. */
const GUEST_AVATARS_SHOWN = 12
const COVER_NOT_OWNED = '封面图片不正确，请重新上传'

/** Pages of events continue from the last card's start time, its id breaking ties. */
const eventPageOf = (rows: EventRow[], pageSize: number) =>
  cursorPage(rows, pageSize, (last) => encodeTimeCursor({ at: last.startsAt.toISOString(), id: last.id }))

/* ---------- members ---------- */

/** The events members and visitors browse; drafts never show. */
export async function getEventPage(
  db: Queryable,
  tenantId: number,
  req: EventPageReq,
  now: Date
): Promise<CursorPage<EventCard>> {
  const rows = await eventPage(db, tenantId, {
    tab: req.tab,
    kind: req.kind,
    cursor: decodeTimeCursor(req.cursor),
    limit: pageLimit(req.pageSize),
    now
  })
  const page = eventPageOf(rows, req.pageSize)
  const taken = await seatsTaken(
    db,
    tenantId,
    page.list.map((e) => e.id),
    now
  )
  return { ...page, list: page.list.map((e) => cardView(e, taken.get(e.id)!, now)) }
}

/** One event as a member or a visitor (`who` null) sees it, with their own sign-up and whether they may sign up. */
export async function getEventDetail(
  db: Queryable,
  tenantId: number,
  who: AuthedUser | null,
  eventId: number,
  finance: FinanceConfig,
  now: Date
): Promise<EventDetail> {
  const event = await visibleEvent(db, tenantId, eventId)
  const [taken, avatars, mine, blocker] = await Promise.all([
    seatsTaken(db, tenantId, [event.id], now),
    guestAvatars(db, tenantId, event.id, GUEST_AVATARS_SHOWN),
    who ? liveSignupOf(db, tenantId, event.id, who.userId) : undefined,
    signupBlocker(db, who, event, now)
  ])
  return {
    ...cardView(event, taken.get(event.id)!, now),
    signupStartsAt: event.signupStartsAt.toISOString(),
    cancelDeadline: event.cancelDeadline.toISOString(),
    location: locationOf(event),
    rules: event.rules,
    organiser: event.organiser,
    realNameRequired: event.realNameRequired,
    auditRequired: event.auditRequired,
    picksPerGuest: event.picksPerGuest,
    revealAt: event.revealAt?.toISOString() ?? '',
    guestAvatars: avatars,
    mySignup: mine && holdsSeat(mine, now) ? signupView(mine, event, now) : null,
    signupBlocker: blocker,
    pointsAccepted: pointsMayPay('event', finance)
  }
}

/* ---------- staff ---------- */

const locationOf = (e: EventRow) => (e.lat !== null && e.lng !== null ? { lat: e.lat, lng: e.lng } : null)

function editableView(e: EventRow, hasPaidSignups: boolean, now: Date): EditableEvent {
  return {
    id: e.id,
    kind: e.kind,
    title: e.title,
    cover: e.cover,
    city: e.city,
    venue: e.venue,
    location: locationOf(e),
    signupStartsAt: e.signupStartsAt.toISOString(),
    signupEndsAt: e.signupEndsAt.toISOString(),
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    cancelDeadline: e.cancelDeadline.toISOString(),
    quotaMale: e.quotaMale,
    quotaFemale: e.quotaFemale,
    priceMale: e.priceMale,
    priceFemale: e.priceFemale,
    realNameRequired: e.realNameRequired,
    auditRequired: e.auditRequired,
    mutualSelection: e.mutualSelection,
    picksPerGuest: e.picksPerGuest,
    revealAt: e.revealAt?.toISOString() ?? '',
    rules: e.rules,
    organiser: e.organiser,
    status: e.status,
    phase: phaseOf(e, now),
    organiserId: e.organiserId,
    hasPaidSignups,
    revealedAt: e.revealedAt?.toISOString() ?? ''
  }
}

async function editable(db: Queryable, e: EventRow, now: Date): Promise<EditableEvent> {
  const paid = await eventsWithPaidSignups(db, e.tenantId, [e.id])
  return editableView(e, paid.has(e.id), now)
}

/** An admin lists every event of the tenant; a matchmaker the events they organise. */
export async function getManagedEventPage(
  db: Queryable,
  who: AuthedUser,
  req: ManagedEventPageReq,
  now: Date
): Promise<CursorPage<ManagedEventItem>> {
  const roles = await myStaffRoles(db, who)
  const rows = await managedEventPage(db, who.tenantId, {
    tab: req.tab,
    organiserId: roles.includes('admin') ? null : who.userId,
    cursor: decodeTimeCursor(req.cursor),
    limit: pageLimit(req.pageSize),
    now
  })
  const page = eventPageOf(rows, req.pageSize)
  const ids = page.list.map((e) => e.id)
  const [taken, counts] = await Promise.all([
    seatsTaken(db, who.tenantId, ids, now),
    signupCounts(db, who.tenantId, ids, now)
  ])
  return {
    ...page,
    list: page.list.map((e) => ({
      ...cardView(e, taken.get(e.id)!, now),
      status: e.status,
      counts: counts.get(e.id)!,
      organiser: e.organiser
    }))
  }
}

export async function getEventForEdit(
  db: Queryable,
  who: AuthedUser,
  eventId: number,
  now: Date
): Promise<EditableEvent> {
  return editable(db, await managedEvent(db, who, eventId), now)
}

/** Characters as staff count them (an emoji is one). */
const chars = (text: string) => Array.from(text).length

function timeOf(value: string, label: string): Date {
  const at = Date.parse(value)
  if (Number.isNaN(at)) throw new BizError(`请选择${label}`)
  return new Date(at)
}

/**
 * The columns an event input stands for, or the first thing to fix, in the order the staff editor
 * lists its fields and with its words. Without mutual selection there is nothing to pick or reveal.
 */
export function eventValues(input: EventInput, now: Date): EventValues {
  const title = input.title.trim()
  if (!title) throw new BizError('请填写活动名称')
  if (chars(title) < EVENT_TITLE_MIN || chars(title) > EVENT_TITLE_MAX)
    throw new BizError(`活动名称须为${EVENT_TITLE_MIN}-${EVENT_TITLE_MAX}个字`)
  const offline = input.kind === 'offline'
  const venue = input.venue.trim()
  if (offline && !venue) throw new BizError('请填写活动地点')

  const signupStartsAt = timeOf(input.signupStartsAt, '报名开始时间')
  const signupEndsAt = timeOf(input.signupEndsAt, '报名截止时间')
  const startsAt = timeOf(input.startsAt, '活动开始时间')
  const endsAt = timeOf(input.endsAt, '活动结束时间')
  const cancelDeadline = timeOf(input.cancelDeadline, '取消截止时间')
  if (signupEndsAt <= signupStartsAt) throw new BizError('报名截止时间须晚于报名开始时间')
  if (signupEndsAt > startsAt) throw new BizError('报名截止时间不能晚于活动开始时间')
  if (endsAt <= startsAt) throw new BizError('活动结束时间须晚于开始时间')
  if (cancelDeadline > startsAt) throw new BizError('取消截止时间不能晚于活动开始时间')

  if (input.quotaMale === 0 && input.quotaFemale === 0) throw new BizError('男士和女士名额不能都为0')

  let revealAt: Date | null = null
  if (input.mutualSelection) {
    if (input.picksPerGuest < 1 || input.picksPerGuest > EVENT_PICKS_MAX)
      throw new BizError(`每人可选人数须为1-${EVENT_PICKS_MAX}`)
    revealAt = timeOf(input.revealAt, '互选结果的揭晓时间')
    if (revealAt < startsAt) throw new BizError('揭晓时间不能早于活动开始时间')
    if (revealAt.getTime() > endsAt.getTime() + EVENT_REVEAL_GRACE_DAYS * DAY_MS)
      throw new BizError(`揭晓时间最晚为活动结束后${EVENT_REVEAL_GRACE_DAYS}天`)
  }

  return {
    kind: input.kind,
    title,
    cover: input.cover,
    city: input.city.trim(),
    venue,
    lat: offline ? (input.location?.lat ?? null) : null,
    lng: offline ? (input.location?.lng ?? null) : null,
    signupStartsAt,
    signupEndsAt,
    startsAt,
    endsAt,
    cancelDeadline,
    quotaMale: input.quotaMale,
    quotaFemale: input.quotaFemale,
    priceMale: input.priceMale,
    priceFemale: input.priceFemale,
    realNameRequired: input.realNameRequired,
    auditRequired: input.auditRequired,
    mutualSelection: input.mutualSelection,
    picksPerGuest: input.mutualSelection ? input.picksPerGuest : 0,
    revealAt,
    rules: input.rules.trim(),
    organiser: input.organiser.trim(),
    updatedAt: now
  }
}

function inputOf(e: EventRow, now: Date): EventInput {
  const { id, status, phase, organiserId, hasPaidSignups, revealedAt, ...input } = editableView(e, false, now)
  return input
}

/** Only an event still ahead or running may change; a cancelled or finished one is the record of what happened. */
function assertEditable(e: EventRow, now: Date): void {
  const phase = phaseOf(e, now)
  if (phase === 'cancelled') throw conflict('活动已取消，不能编辑')
  if (phase === 'finished') throw conflict('活动已结束，不能编辑')
}

/**
 * Creates a draft the caller organises, or changes an event they run. Under the event lock, once
 * anyone has signed up the kind and mutual selection stay, and no quota drops below the seats its
 * gender already holds.
 */
export async function saveEvent(db: Db, who: AuthedUser, req: SaveEventReq, now: Date): Promise<EditableEvent> {
  const values = eventValues(req, now)
  const { tenantId } = who
  if (req.id === undefined) {
    if (values.cover && !(await ownsImages(db, who, [values.cover]))) throw new BizError(COVER_NOT_OWNED)
    return editableView(await insertEvent(db, tenantId, who.userId, values), false, now)
  }
  const eventId = req.id
  const found = await managedEvent(db, who, eventId)
  if (values.cover && values.cover !== found.cover && !(await ownsImages(db, who, [values.cover])))
    throw new BizError(COVER_NOT_OWNED)
  const saved = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, tenantId, eventId)
    if (!event) throw notFound(EVENT_NOT_FOUND)
    assertEditable(event, now)
    if ((await signupCount(tx, tenantId, eventId)) > 0) {
      if (values.kind !== event.kind) throw new BizError('已有会员报名，不能修改活动类型')
      if (values.mutualSelection !== event.mutualSelection) throw new BizError('已有会员报名，不能修改是否互选')
      const held = (await seatsTaken(tx, tenantId, [eventId], now)).get(eventId)!
      if (values.quotaMale < held.male) throw new BizError(`已有${held.male}位男士报名，男士名额不能少于${held.male}`)
      if (values.quotaFemale < held.female)
        throw new BizError(`已有${held.female}位女士报名，女士名额不能少于${held.female}`)
    }
    return updateEvent(tx, tenantId, eventId, values)
  })
  return editable(db, saved, now)
}

/** A draft goes live once its fields still hold together and sign-up can still happen. */
export async function publishEvent(db: Db, who: AuthedUser, eventId: number, now: Date): Promise<EditableEvent> {
  await managedEvent(db, who, eventId)
  const published = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, who.tenantId, eventId)
    if (!event) throw notFound(EVENT_NOT_FOUND)
    if (event.status === 'published') throw conflict('活动已发布')
    if (event.status === 'cancelled') throw conflict('活动已取消，不能发布')
    eventValues(inputOf(event, now), now)
    if (event.signupEndsAt <= now) throw new BizError('报名截止时间已过，请修改时间后再发布')
    return setEventStatus(tx, who.tenantId, eventId, 'draft', { status: 'published', updatedAt: now })
  })
  return editable(db, published!, now)
}

/**
 * Calls a published event off: in one transaction holding the event lock, every live sign-up is
 * closed (a paid one refunded through the ledger) and its member told why and what came back. The
 * status changes first under that lock, so a second cancel finds nothing to refund.
 */
export async function cancelEvent(
  db: Db,
  who: AuthedUser,
  req: CancelEventReq,
  creditName: string,
  now: Date
): Promise<CancelEventRes> {
  const { tenantId } = who
  await managedEvent(db, who, req.eventId)
  const reason = req.reason.trim()
  return db.transaction(async (tx) => {
    // A payment locks the order, then the event: the refunds take the paid orders first too. One
    // paid between this read and the event lock is locked by its refund after the event's.
    await lockOrders(tx, tenantId, await paidLiveOrderNos(tx, tenantId, req.eventId))
    const event = await lockEvent(tx, tenantId, req.eventId)
    if (!event) throw notFound(EVENT_NOT_FOUND)
    const phase = phaseOf(event, now)
    if (phase === 'cancelled') throw conflict('活动已取消，请勿重复操作')
    if (phase === 'draft') throw new BizError('草稿还未发布，不需要取消，可以直接删除')
    if (phase === 'finished') throw conflict('活动已结束，不能取消')
    await setEventStatus(tx, tenantId, event.id, 'published', {
      status: 'cancelled',
      cancelReason: reason,
      cancelledAt: now,
      updatedAt: now
    })
    const closed = []
    for (const signup of await lockLiveSignups(tx, tenantId, event.id)) {
      const amount = await closeSignup(tx, tenantId, signup, 'cancelled', reason, now)
      closed.push({
        signupId: signup.id,
        userId: signup.userId,
        refunded: amount,
        byPoints: signup.payMethod === 'credit'
      })
    }
    await emit(tx, 'active.eventCancelled', {
      tenantId,
      eventId: event.id,
      eventTitle: event.title,
      reason,
      creditName,
      signups: closed
    })
    return { refunded: closed.filter((s) => s.refunded > 0).length }
  })
}

/**
 * Removes an event nobody ever paid for, with its sign-ups, picks and matches. Once money moved
 * the event stays as the record of it: staff cancel it instead, which refunds.
 */
export async function deleteEvent(db: Db, who: AuthedUser, eventId: number): Promise<{ ok: boolean }> {
  const { tenantId } = who
  await managedEvent(db, who, eventId)
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, tenantId, eventId)
    if (!event) throw notFound(EVENT_NOT_FOUND)
    if ((await eventsWithPaidSignups(tx, tenantId, [eventId])).size > 0)
      throw new BizError('已有会员付费报名，不能删除；如活动不再举办，请取消活动，报名费会自动退回')
    await deleteEventRows(tx, tenantId, eventId)
  })
  return { ok: true }
}
