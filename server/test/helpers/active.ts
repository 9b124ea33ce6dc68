import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { EditableEvent, EventInput, SignupStatus } from '@contract/active'
import type { Gender } from '@contract/love'
import { events, eventSignups, finOrders } from '../../src/db/schema'
import type { SignupRow } from '../../src/modules/active/access'
import { postTxn } from '../../src/modules/finance/ledger'
import { HOST_A, HOST_B, type TestApp } from './app'
import { fund, ok } from './finance'
import { member, type Lover } from './love'
import { grantRole } from './staff'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

export type EventValues = Partial<typeof events.$inferInsert>
export type SignupValues = Partial<typeof eventSignups.$inferInsert>

/** Phases a published event can be moved into by rewriting its times around now. */
export type TimedPhase = 'published' | 'signup_closed' | 'ongoing' | 'finished'

/**
 * An offline mixer in 杭州, sign-up open since an hour ago until in two days, held in three days for
 * three hours, ten seats and a price per gender; tests override what they look at.
 */
export function eventInput(overrides: Partial<EventInput> = {}, now = Date.now()): EventInput {
  const startsAt = now + 3 * DAY
  return {
    kind: 'offline',
    title: '西湖边单身派对',
    cover: '',
    city: '杭州',
    venue: '西湖边咖啡馆',
    location: { lat: 30.25, lng: 120.15 },
    signupStartsAt: new Date(now - HOUR).toISOString(),
    signupEndsAt: new Date(now + 2 * DAY).toISOString(),
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 3 * HOUR).toISOString(),
    cancelDeadline: new Date(now + 2 * DAY).toISOString(),
    quotaMale: 10,
    quotaFemale: 10,
    priceMale: 9900,
    priceFemale: 6600,
    realNameRequired: false,
    auditRequired: false,
    mutualSelection: false,
    picksPerGuest: 0,
    revealAt: '',
    rules: '请准时到场，着装得体。',
    organiser: '甲城红娘团队',
    ...overrides
  }
}

/** The four times of an event in the given phase at `now` (cancelDeadline just before the start). */
export function timesFor(phase: TimedPhase, now = Date.now()) {
  const at = (ms: number) => new Date(now + ms)
  switch (phase) {
    case 'published':
      return {
        signupStartsAt: at(-HOUR),
        signupEndsAt: at(2 * DAY),
        startsAt: at(3 * DAY),
        endsAt: at(3 * DAY + 3 * HOUR),
        cancelDeadline: at(2 * DAY)
      }
    case 'signup_closed':
      return {
        signupStartsAt: at(-2 * DAY),
        signupEndsAt: at(-HOUR),
        startsAt: at(DAY),
        endsAt: at(DAY + 3 * HOUR),
        cancelDeadline: at(-HOUR)
      }
    case 'ongoing':
      return {
        signupStartsAt: at(-2 * DAY),
        signupEndsAt: at(-2 * HOUR),
        startsAt: at(-HOUR),
        endsAt: at(2 * HOUR),
        cancelDeadline: at(-2 * HOUR)
      }
    case 'finished':
      return {
        signupStartsAt: at(-3 * DAY),
        signupEndsAt: at(-2 * DAY),
        startsAt: at(-DAY - 3 * HOUR),
        endsAt: at(-DAY),
        cancelDeadline: at(-2 * DAY)
      }
  }
}

export const tenantOfHost = (host: string) => (host === HOST_B ? 2 : 1)

/**
 * What the events suites do as staff, on the suite's app. `app` is read at each call because the
 * suite builds its app in beforeAll, after this runs. Events are made through the staff endpoints,
 * so every builder also exercises saveEvent / publishEvent; only the clock is moved by writing rows.
 */
export function activeKit(app: () => TestApp) {
  async function staff(role: 'admin' | 'matchmaker', host = HOST_A): Promise<Lover> {
    const s = await member(app(), host)
    await grantRole(app(), tenantOfHost(host), s.id, role)
    return s
  }

  const admin = (host = HOST_A) => staff('admin', host)
  const matchmaker = (host = HOST_A) => staff('matchmaker', host)

  /** A draft the staff member organises. */
  function event(by: Lover, overrides: Partial<EventInput> = {}): Promise<EditableEvent> {
    return ok(app().call(API.active.saveEvent, eventInput(overrides), { token: by.token, host: by.host }))
  }

  /** A published event the staff member organises. */
  async function published(by: Lover, overrides: Partial<EventInput> = {}): Promise<EditableEvent> {
    const draft = await event(by, overrides)
    return ok(app().call(API.active.publishEvent, { eventId: draft.id }, { token: by.token, host: by.host }))
  }

  /** Writes columns of an event directly: the clock, or a state no endpoint produces. */
  async function setEvent(eventId: number, values: EventValues, tenantId = 1): Promise<void> {
    await app()
      .app.db.update(events)
      .set(values)
      .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
  }

  /** Moves an event's times so that it is in `phase` now (its status is left as it is). */
  function moveTo(eventId: number, phase: TimedPhase, tenantId = 1): Promise<void> {
    return setEvent(eventId, timesFor(phase), tenantId)
  }

  /**
   * A sign-up row written in the state a test needs, for suites that are not about signing up
   * (an unpaid one holds its seat for ten minutes unless `values` says otherwise).
   */
  async function signup(
    eventId: number,
    who: Lover,
    gender: Gender,
    status: SignupStatus = 'approved',
    values: SignupValues = {}
  ): Promise<SignupRow> {
    const [row] = await app()
      .app.db.insert(eventSignups)
      .values({
        tenantId: tenantOfHost(who.host),
        eventId,
        userId: who.id,
        gender,
        status,
        checkInCode: randomBytes(4).toString('hex'),
        holdExpiresAt: status === 'unpaid' ? new Date(Date.now() + 10 * 60 * 1000) : null,
        checkedInAt: status === 'checked_in' ? new Date() : null,
        ...values
      })
      .returning()
    return row
  }

  /**
   * A sign-up paid from the balance: the member is funded with `fee`, pays it to the tenant's
   * revenue through the ledger, and the sign-up and its paid order record the payment as the
   * cashier would (a refund gives back what the order took).
   */
  async function paidSignup(
    eventId: number,
    who: Lover,
    gender: Gender,
    fee: number,
    status: SignupStatus = 'approved'
  ): Promise<SignupRow> {
    const tenantId = tenantOfHost(who.host)
    await fund(app(), who.id, fee, tenantId)
    const orderNo = `TEST${randomBytes(8).toString('hex')}`
    await app().app.db.insert(finOrders).values({
      tenantId,
      orderNo,
      userId: who.id,
      kind: 'event',
      title: '活动报名',
      amount: fee,
      status: 'paid',
      payMethod: 'wallet',
      expiresAt: new Date(),
      paidAt: new Date()
    })
    await app().app.db.transaction((tx) =>
      postTxn(tx, tenantId, {
        bizType: 'test_event_fee',
        bizId: randomBytes(6).toString('hex'),
        title: '活动报名',
        postings: [
          { userId: who.id, account: 'balance', amount: -fee },
          { system: 'revenue', amount: fee }
        ]
      })
    )
    return signup(eventId, who, gender, status, { fee, payMethod: 'wallet', paidAt: new Date(), orderNo })
  }

  return { staff, admin, matchmaker, event, published, setEvent, moveTo, signup, paidSignup }
}
