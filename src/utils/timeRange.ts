import dayjs from 'dayjs'
import { isNoTime, type TimeInput } from './time'

/**
 * When something runs, compactly: 11月28日 14:00-17:00 on one day, both dates when it spans more,
 * the year only when it is not this year's.
 */
export function timeRange(start: TimeInput, end: TimeInput, now: Date = new Date()): string {
  if (isNoTime(start) || isNoTime(end)) return ''
  const a = dayjs(start)
  const b = dayjs(end)
  const day = a.isSame(now, 'year') && b.isSame(now, 'year') ? 'M月D日' : 'YYYY年M月D日'
  if (a.isSame(b, 'day')) return `${a.format(`${day} HH:mm`)}-${b.format('HH:mm')}`
  return `${a.format(`${day} HH:mm`)} 至 ${b.format(`${day} HH:mm`)}`
}
