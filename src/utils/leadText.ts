import type { LeadItem } from '@contract/crm'
import { DAY_MS } from '@contract/time'
import { fromTenantClock, tenantTime } from './time'

/** Midnight of `d`'s day in the tenant's city. */
const startOfDay = (d: Date) => tenantTime(d)?.startOf('day').valueOf() ?? d.getTime()

/** '今天 15:00', '明天 09:30', '昨天 10:00', else '11月26日 15:00', on the tenant's clock; '' for no time. */
export function leadTimeText(iso: string, now: Date = new Date()): string {
  const at = tenantTime(iso)
  if (!at) return ''
  const days = Math.round((startOfDay(at.toDate()) - startOfDay(now)) / DAY_MS)
  const day = days === 0 ? '今天' : days === 1 ? '明天' : days === -1 ? '昨天' : at.format('M月D日')
  return `${day} ${at.format('HH:mm')}`
}

/** Whole days (rounded up) from now until `iso`; 0 once it has passed. */
export function daysUntil(iso: string, now: Date = new Date()): number {
  const left = new Date(iso).getTime() - now.getTime()
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS)
}

/** How long the owner keeps the lead, as the list and detail say it; '' in the pool. */
export function leadKeepText(
  item: Pick<LeadItem, 'status' | 'protectedByContract' | 'expiresAt' | 'expiring'>,
  now: Date = new Date()
): string {
  if (item.status === 'pool') return ''
  if (item.protectedByContract) return '合同保护中'
  if (!item.expiresAt) return ''
  const days = daysUntil(item.expiresAt, now)
  if (item.expiring) return days <= 1 ? '即将掉入公海：不到 1 天' : `即将掉入公海：还剩 ${days} 天`
  return `保护期还剩 ${days} 天`
}

/** The follow-up line of a lead card: overdue, due today, or when next. */
export function leadDueText(nextFollowUpAt: string, now: Date = new Date()): string {
  if (!nextFollowUpAt) return ''
  const at = new Date(nextFollowUpAt).getTime()
  if (at < startOfDay(now)) return `跟进已逾期（${leadTimeText(nextFollowUpAt, now)}）`
  if (at < startOfDay(now) + DAY_MS) return `今日待跟进 ${leadTimeText(nextFollowUpAt, now).slice(3)}`
  return `下次跟进 ${leadTimeText(nextFollowUpAt, now)}`
}

/** '****1234', or '未留手机号'. */
export function leadPhoneText(tail: string): string {
  return tail ? `*******${tail}` : '未留手机号'
}

export interface NextFollowUpChoice {
  label: string
  /** ISO, '' for none. */
  value: string
}

/** The next-follow-up choices of the form: none, later today, tomorrow, in 3 days, in a week (10:00). */
export function nextFollowUpChoices(now: Date = new Date()): NextFollowUpChoice[] {
  const today = tenantTime(now) ?? tenantTime(new Date())
  const at = (days: number, hour: number) =>
    (
      fromTenantClock(`${today?.add(days, 'day').format('YYYY-MM-DD')} ${String(hour).padStart(2, '0')}:00`) ?? now
    ).toISOString()
  const choices: NextFollowUpChoice[] = [{ label: '暂不安排', value: '' }]
  if ((today?.hour() ?? 0) < 20) choices.push({ label: '今天 20:00', value: at(0, 20) })
  choices.push(
    { label: '明天 10:00', value: at(1, 10) },
    { label: '3 天后', value: at(3, 10) },
    { label: '一周后', value: at(7, 10) }
  )
  return choices
}

/** The referrer of a landing link: its mid (a matchmaker) or uid (a promoter), 0 when neither is a number. */
export function landingReferrer(params: Record<string, string | undefined>): number {
  const raw = params.mid ?? params.uid ?? ''
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0
}

/** 'MM/DD' of a report day key (YYYY-MM-DD). */
export function reportDayLabel(key: string): string {
  const [, m, d] = key.split('-')
  return m && d ? `${m}/${d}` : key
}
