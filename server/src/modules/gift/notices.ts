import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

/** Where a notice about an exchange opens: the member's exchanges (ROUTES.giftExchange on the client). */
const EXCHANGE_LINK = '/subpages/gift/exchange'

const exchangeNotice = (
  exchange: { exchangeId: number; userId: number },
  title: string,
  body: string
): NoticeInput => ({
  userId: exchange.userId,
  kind: 'exchange',
  title,
  body,
  link: EXCHANGE_LINK,
  bizType: 'giftExchange',
  bizId: String(exchange.exchangeId)
})

export function exchangeFulfilledNotice(done: DomainEvents['gift.exchangeFulfilled']): NoticeInput {
  return done.kind === 'ship'
    ? exchangeNotice(done, '兑换商品已发货', `你兑换的「${done.goodsName}」已发货：${done.trackingNote}`)
    : exchangeNotice(done, '兑换商品已核销', `你兑换的「${done.goodsName}」已在门店核销领取，感谢你的支持`)
}

export function exchangeCancelledNotice(cancelled: DomainEvents['gift.exchangeCancelled']): NoticeInput {
  const { goodsName, points, creditName, reason } = cancelled
  return exchangeNotice(
    cancelled,
    '兑换已取消',
    `你兑换的「${goodsName}」已被取消，${points}${creditName}已退回。原因：${reason}`
  )
}
