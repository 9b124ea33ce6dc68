import { tenantTime, type TimeInput } from './time'

/**
 * When something runs on the clock of the tenant's city, compactly: 11月28日 14:00-17:00 on one day, both dates when it spans more,
 * the year only when it is not this year's.
 */
export function timeRange(start: TimeInput, end: TimeInput, now: Date = new Date()): string {
  const a = tenantTime(start)
  const b = tenantTime(end)
  if (!a || !b) return ''
  const year = tenantTime(now)?.year()
  const day = a.year() === year && b.year() === year ? 'M月D日' : 'YYYY年M月D日'
  if (a.format('YYYY-MM-DD') === b.format('YYYY-MM-DD')) return `${a.format(`${day} HH:mm`)}-${b.format('HH:mm')}`
  return `${a.format(`${day} HH:mm`)} 至 ${b.format(`${day} HH:mm`)}`
}
