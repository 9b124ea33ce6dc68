import dayjs from 'dayjs'

type Dayjs = dayjs.Dayjs

export type TimeInput = string | number | Date | null | undefined

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Whether the value means "no time". The server serialises unset timestamps as
 * the zero time (year 0001, e.g. '0001-01-01T00:00:00Z'), which would otherwise
 * render as a date two thousand years ago.
 */
export function isNoTime(v: TimeInput): boolean {
  if (v === null || v === undefined) return true
  if (typeof v === 'string') {
    const s = v.trim()
    // Matched textually: converting to local time shifts the zero time into year 0000 west of UTC.
    return s === '' || s.startsWith('0001-')
  }
  const d = v instanceof Date ? v : new Date(v)
  return d.getUTCFullYear() === 1
}

function toDayjs(v: TimeInput): Dayjs | null {
  if (isNoTime(v)) return null
  const d = dayjs(v)
  return d.isValid() ? d : null
}

/** Feed-style relative time; future timestamps (client clock skew) read as '刚刚'. */
export function relativeTime(v: TimeInput, now: Date = new Date()): string {
  const t = toDayjs(v)
  if (!t) return ''
  const diff = now.getTime() - t.valueOf()
  if (diff < 5 * MINUTE) return '刚刚'
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`
  if (diff <= 30 * DAY) return `${Math.floor(diff / DAY)}天前`
  return t.format('YYYY-MM-DD')
}

/** Chat-list time, bucketed by local CALENDAR day rather than elapsed hours. */
export function chatTime(v: TimeInput, now: Date = new Date()): string {
  const t = toDayjs(v)
  if (!t) return ''
  const today = dayjs(now)
  if (t.isSame(today, 'day')) return t.format('[今天] HH:mm')
  if (t.isSame(today.subtract(1, 'day'), 'day')) return t.format('[昨天] HH:mm')
  if (t.isSame(today, 'year')) return t.format('MM-DD HH:mm')
  return t.format('YYYY-MM-DD HH:mm')
}

export function formatDate(v: TimeInput, fmt = 'YYYY-MM-DD'): string {
  const t = toDayjs(v)
  return t ? t.format(fmt) : ''
}

/** A conversation shows the time again above a message this long after the one before it. */
export const CHAT_TIME_GAP_MS = 5 * MINUTE

/** Whether a message sent at `next` opens a new stretch of the conversation (after `prev`, or first). */
export function startsChatStretch(prev: TimeInput, next: TimeInput): boolean {
  const a = toDayjs(prev)
  const b = toDayjs(next)
  if (!b) return false
  return !a || b.valueOf() - a.valueOf() >= CHAT_TIME_GAP_MS
}
