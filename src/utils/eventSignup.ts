import Taro from '@tarojs/taro'
import type { EventCard, MySignup } from '@contract/active'
import { ROUTES } from '@/constants/routes'
import { yuanText } from './financeText'

/** The cashier for a sign-up's unpaid order; it comes back to `back` (a page path with its query) when done. */
export function signupPayUrl(orderNo: string, back: string): string {
  return `${ROUTES.memberPay}?orderNo=${encodeURIComponent(orderNo)}&back=${encodeURIComponent(back)}`
}

/**
 * Whether the member may enter the mutual-selection room: a guest (signed in at an offline event,
 * approved for an online one) once the event has begun. The room itself says when picking closes.
 */
export function mayEnterRoom(
  event: Pick<EventCard, 'kind' | 'phase' | 'mutualSelection'>,
  signup: Pick<MySignup, 'status'> | null
): boolean {
  if (!event.mutualSelection || !signup) return false
  if (event.phase !== 'ongoing' && event.phase !== 'finished') return false
  return signup.status === 'checked_in' || (event.kind === 'online' && signup.status === 'approved')
}

/** What cancelling gives back, said before the member confirms. */
export function cancelNotice(signup: MySignup, balanceName: string): string {
  if (signup.status === 'unpaid' || signup.fee <= 0) return '取消后名额将释放给其他会员。'
  if (signup.payMethod === 'credit') return '已支付的积分将全部退回，名额将释放给其他会员。'
  return `报名费 ${yuanText(signup.fee)} 将退回至${balanceName}，名额将释放给其他会员。`
}

/** What came back after a rejection or a cancellation; '' when nothing had been paid. */
export function refundText(signup: MySignup, balanceName: string, creditName: string): string {
  if (signup.refunded <= 0) return ''
  if (signup.payMethod === 'credit') return `已退还 ${signup.refunded}${creditName}`
  return `已退款 ${yuanText(signup.refunded)} 至${balanceName}`
}

/** Asks before a sign-up is cancelled, saying what comes back; true when the member confirms. */
export async function confirmCancelSignup(signup: MySignup, balanceName: string): Promise<boolean> {
  const { confirm } = await Taro.showModal({
    title: '取消报名',
    content: cancelNotice(signup, balanceName),
    confirmText: '确定取消',
    cancelText: '再想想'
  })
  return confirm
}

/** The toast once a cancellation went through. */
export function cancelledText(signup: MySignup, balanceName: string, creditName: string): string {
  const refund = refundText(signup, balanceName, creditName)
  return refund ? `已取消，${refund}` : '已取消报名'
}
