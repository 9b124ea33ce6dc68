import {
  DATE_MOVES,
  quotaText,
  type DateStatus,
  type MoveDateRes,
  type MyDate,
  type OfficeMember,
  type QuotaCounter
} from '@contract/appointment'
import { GENDER_LABELS } from '@contract/love'
import { tenantTime } from './time'

/** "女 · 28岁 · 杭州市": what the office knows of a member at a glance; hidden facts are left out. */
export function memberFacts(m: OfficeMember): string {
  return [m.gender ? GENDER_LABELS[m.gender] : '', m.age !== null ? `${m.age}岁` : '', m.city]
    .filter(Boolean)
    .join(' · ')
}

/** "12月3日 周三 19:30" */
export function dateWhen(iso: string): string {
  const d = tenantTime(iso)
  return d ? `${d.format('M月D日')} 周${'日一二三四五六'[d.day()]} ${d.format('HH:mm')}` : ''
}

/** What a matchmaker reads after completing a date: the counter it used, or why it used none. */
export function completedToast(res: MoveDateRes): string {
  return res.quota ? `约见已完成，合同${quotaText(res.quota)}` : '约见已完成，该客户没有剩余次数的有效合同，本次未计入'
}

/** The member's counter line, or '' without a contract. */
export function quotaLine(q: QuotaCounter | null): string {
  return q ? `${q.name}：${quotaText(q)}` : ''
}

/** Whether a date can still be changed by its matchmaker (anything but an ending). */
export const dateOpen = (s: DateStatus) => Object.values(DATE_MOVES).some((m) => m.from.includes(s))

/** What a member reads under a date, by their side of it. */
export function myDateNote(d: MyDate): string {
  if (d.status === 'pending') {
    return d.role === 'partner'
      ? `${d.matchmakerName || '红娘'}邀请你们见面，接受后才会安排`
      : '已邀请对方，等待对方确认'
  }
  if (d.status === 'cancelled') return d.reason ? `已取消：${d.reason}` : '已取消'
  if (d.status === 'no_show') return '未按时赴约'
  if (d.role === 'partner') return d.status === 'completed' ? '约会已完成' : `由${d.matchmakerName || '红娘'}为你们安排`
  if (d.status !== 'completed') return `由${d.matchmakerName || '红娘'}为你安排`
  if (d.canConfirm) return d.countedInContract ? '请确认本次约见，已计入合同次数' : '请确认本次约见'
  return d.countedInContract ? '已确认，已计入合同次数' : '已确认'
}
