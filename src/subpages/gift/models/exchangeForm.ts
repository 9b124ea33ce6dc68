import {
  EXCHANGE_QUANTITY_MAX,
  RECEIVER_ADDRESS_MAX,
  RECEIVER_ADDRESS_MIN,
  RECEIVER_NAME_MAX,
  type GoodsDetail,
  type Receiver
} from '@contract/gift'
import { MOBILE_RE } from '@contract/rules'
import { charLength } from '@/utils/formText'

/** The receiver as the member types it. */
export type ReceiverForm = Receiver

export const EMPTY_RECEIVER: ReceiverForm = { name: '', phone: '', address: '' }

/** The receiver to send, trimmed, or what the member must fix first (the server's own rules). */
export function receiverOrProblem(form: ReceiverForm): Receiver | string {
  const name = form.name.trim()
  const phone = form.phone.trim()
  const address = form.address.trim()
  if (!name) return '请填写收货人姓名'
  if (charLength(name) > RECEIVER_NAME_MAX) return `收货人姓名最多${RECEIVER_NAME_MAX}个字`
  if (!MOBILE_RE.test(phone)) return '请填写正确的收货人手机号'
  if (charLength(address) < RECEIVER_ADDRESS_MIN || charLength(address) > RECEIVER_ADDRESS_MAX)
    return `请填写详细收货地址（${RECEIVER_ADDRESS_MIN}-${RECEIVER_ADDRESS_MAX}个字）`
  return { name, phone, address }
}

/** Items the member may still take under the per-member limit; Infinity without a limit. */
export function limitLeft(goods: GoodsDetail): number {
  return goods.limitPerMember === 0 ? Infinity : Math.max(0, goods.limitPerMember - goods.myExchanged)
}

/**
 * The most the stepper offers: what is in stock, what the limit leaves and what the points
 * cover, never less than 1 so the stepper always shows a number.
 */
export function maxQuantity(goods: GoodsDetail, points: number | null): number {
  const affordable = points === null ? Infinity : Math.floor(points / goods.points)
  return Math.max(1, Math.min(EXCHANGE_QUANTITY_MAX, goods.stock, limitLeft(goods), affordable))
}

/** Why the member cannot exchange this at all right now, as the button says it; null when they can. */
export function exchangeBlocker(goods: GoodsDetail, points: number | null, creditName: string): string | null {
  if (goods.stock === 0) return '已兑完'
  if (limitLeft(goods) === 0) return '已达兑换上限'
  if (points !== null && points < goods.points) return `${creditName}不足`
  return null
}

/**
 * A fresh name for one exchange attempt. Sent again after a lost answer it returns the first
 * exchange instead of making a second; the mini-program has no Web Crypto, and uniqueness per
 * member is all the server asks of it.
 */
export function newIdempotencyKey(): string {
  return `x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`
}
