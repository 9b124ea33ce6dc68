import { EVENT_PHASE_LABELS, type EventDetail } from '@contract/active'
import { feeText } from '@/utils/eventText'
import { mayEnterRoom } from '@/utils/eventSignup'

/** What the bottom button does; null when it only says where things stand. */
export type BarAction = 'login' | 'signup' | 'pay' | 'code' | 'room'

export interface BarState {
  label: string
  action: BarAction | null
  /** 取消报名 shows beside it. */
  cancellable: boolean
}

/** The fee on the button when everyone pays the same; the bar shows both prices otherwise. */
function signupLabel({ price }: EventDetail): string {
  if (price.male !== price.female) return '立即报名'
  return price.male > 0 ? `立即报名 (${feeText(price.male)})` : '免费报名'
}

/** The sign-up button as the member's sign-up, the event's phase and the server's blocker have it. */
export function barState(d: EventDetail, loggedIn: boolean): BarState {
  const s = d.mySignup
  const cancellable = s?.cancellable ?? false
  if (s && mayEnterRoom(d, s)) return { label: '进入互选', action: 'room', cancellable }
  if (s?.status === 'unpaid') return { label: '去支付', action: 'pay', cancellable }
  if (s?.status === 'pending_audit') return { label: '等待审核', action: null, cancellable }
  // An online event has no venue to sign in at: being approved is the whole of it.
  if (s?.status === 'approved') {
    return d.kind === 'offline'
      ? { label: '查看签到码', action: 'code', cancellable }
      : { label: '报名成功', action: null, cancellable }
  }
  if (s?.status === 'checked_in') return { label: '已签到', action: null, cancellable }
  // Sign-up is open only while published, whatever else is said; a visitor learns the rest after logging in.
  if (d.phase !== 'published' || (loggedIn && d.signupBlocker)) {
    return { label: d.signupBlocker || EVENT_PHASE_LABELS[d.phase], action: null, cancellable: false }
  }
  if (!loggedIn) return { label: '登录后报名', action: 'login', cancellable: false }
  return { label: signupLabel(d), action: 'signup', cancellable: false }
}
