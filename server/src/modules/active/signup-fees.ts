import { and, count, eq } from 'drizzle-orm'
import { ErrorCode } from '@contract/envelope'
import type { Gender } from '@contract/love'
import type { Queryable, Tx } from '../../db/client'
import { eventSignups } from '../../db/schema'
import { BizError } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { Fulfiller, OrderRow } from '../finance/kernel'
import type { Posting } from '../finance/ledger'
import { holdsSeat, holdsSeatSql, lockEvent, type EventRow, type SignupRow } from './access'

/**
 * The money side of a sign-up: the event fee's fulfiller, which the finance kernel runs while it
 * settles an order and when the order is refunded in full, and the seat counts the sign-up service
 * checks before it creates one.
 */

export const SIGNUP_GONE = '报名已取消或已过期，请重新报名'

export async function lockSignup(tx: Tx, tenantId: number, signupId: number): Promise<SignupRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.tenantId, tenantId), eq(eventSignups.id, signupId)))
    .for('update')
  return row
}

/** Seats of one gender held at `now`; exact only under the event lock. */
export async function seatsHeld(db: Queryable, event: EventRow, gender: Gender, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.tenantId, event.tenantId),
        eq(eventSignups.eventId, event.id),
        eq(eventSignups.gender, gender),
        holdsSeatSql(now)
      )
    )
  return row?.n ?? 0
}

export const quotaOf = (event: EventRow, gender: Gender) => (gender === 'male' ? event.quotaMale : event.quotaFemale)

/** An unpaid sign-up may still take its seat: its hold runs, or it lapsed and a seat of its gender is free. */
async function admits(tx: Tx, event: EventRow, s: SignupRow, now: Date): Promise<boolean> {
  if (s.status !== 'unpaid' || event.status !== 'published' || now >= event.endsAt) return false
  return holdsSeat(s, now) || (await seatsHeld(tx, event, s.gender, now)) < quotaOf(event, s.gender)
}

/**
 * An event fee order was just marked paid, its row locked by the payer (lock order: order, then
 * event, then sign-up). The sign-up it holds a seat for is admitted: waiting for the audit, or
 * approved. When it was cancelled meanwhile, or its hold lapsed and its gender filled up, a
 * balance or points payment is refused before anything moves; money from a gateway has already
 * arrived, so it goes back to the member's balance in the same ledger transaction.
 */
export async function payEventFee(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]> {
  const [found] = await tx
    .select({ id: eventSignups.id, eventId: eventSignups.eventId })
    .from(eventSignups)
    .where(and(eq(eventSignups.tenantId, order.tenantId), eq(eventSignups.orderNo, order.orderNo)))
  const event = found && (await lockEvent(tx, order.tenantId, found.eventId))
  const signup = found && (await lockSignup(tx, order.tenantId, found.id))
  if (event && signup && (await admits(tx, event, signup, now))) {
    const status = event.auditRequired ? 'pending_audit' : 'approved'
    await tx
      .update(eventSignups)
      .set({ status, payMethod: order.payMethod, points: order.points, paidAt: now, updatedAt: now })
      .where(and(eq(eventSignups.tenantId, signup.tenantId), eq(eventSignups.id, signup.id)))
    await emit(tx, 'active.signupPlaced', {
      tenantId: order.tenantId,
      signupId: signup.id,
      userId: signup.userId,
      eventTitle: event.title,
      status
    })
    return []
  }
  if (order.payMethod === 'wallet' || order.payMethod === 'credit') {
    throw new BizError(SIGNUP_GONE, ErrorCode.OrderNotPayable)
  }
  if (signup) {
    const lapsed = signup.status === 'unpaid'
    await tx
      .update(eventSignups)
      .set({
        status: lapsed ? 'cancelled' : signup.status,
        reason: lapsed ? '支付时名额已满，款项已退回余额' : signup.reason,
        payMethod: order.payMethod,
        paidAt: now,
        refunded: signup.refunded + order.amount,
        updatedAt: now
      })
      .where(and(eq(eventSignups.tenantId, signup.tenantId), eq(eventSignups.id, signup.id)))
    await emit(tx, 'active.signupPaymentReturned', {
      tenantId: order.tenantId,
      signupId: signup.id,
      userId: signup.userId,
      eventTitle: order.title,
      amount: order.amount
    })
  }
  return [
    { system: 'revenue', amount: -order.amount },
    { userId: order.userId, account: 'balance', amount: order.amount, title: `活动报名退款：${order.title}` }
  ]
}

export const FEE_REFUNDED_REASON = '报名费已全额退款'

/**
 * An event fee order was refunded in full from the finance desk (the kernel holds the order's lock;
 * then the event and the sign-up, as a payment takes them): a sign-up waiting for the audit or
 * approved is cancelled and its seat freed. A checked-in one was attended and stays; closing a
 * sign-up closes it before refunding, so then there is nothing to undo.
 */
export async function undoEventFee(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]> {
  const [found] = await tx
    .select({ id: eventSignups.id, eventId: eventSignups.eventId })
    .from(eventSignups)
    .where(and(eq(eventSignups.tenantId, order.tenantId), eq(eventSignups.orderNo, order.orderNo)))
  if (!found) return []
  await lockEvent(tx, order.tenantId, found.eventId)
  const signup = await lockSignup(tx, order.tenantId, found.id)
  if (signup && (signup.status === 'pending_audit' || signup.status === 'approved')) {
    await tx
      .update(eventSignups)
      .set({
        status: 'cancelled',
        reason: FEE_REFUNDED_REASON,
        refunded: signup.refunded + order.refundedAmount,
        updatedAt: now
      })
      .where(and(eq(eventSignups.tenantId, signup.tenantId), eq(eventSignups.id, signup.id)))
  }
  return []
}

export const eventFeeFulfiller: Fulfiller = { deliver: payEventFee, undo: undoEventFee }
