import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'
import { DEFAULT_TIME_ZONE } from '@contract/time'

dayjs.extend(utc)
dayjs.extend(timezone)

export type Dayjs = dayjs.Dayjs

/** Until the tenant's detail arrives, times read as in the default zone. */
let shownZone = DEFAULT_TIME_ZONE

/**
 * Every time the app shows is a time of the tenant's city, whatever zone the phone is set to (a
 * traveller's phone on UTC must still read an event at 20:00 as 20:00). The tenant store sets it.
 */
export function setTenantTimeZone(zone: string): void {
  shownZone = zone || DEFAULT_TIME_ZONE
}

export function tenantTimeZone(): string {
  return shownZone
}

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

/** A server time as a clock in the tenant's city reads it (its fields: year, hour, weekday…); null for no time. */
export function tenantTime(v: TimeInput, zone: string = shownZone): Dayjs | null {
  if (isNoTime(v)) return null
  const d = dayjs(v)
  return d.isValid() ? d.tz(zone) : null
}

/** The one way server times become text: `fmt` (dayjs tokens) on the tenant's clock; '' for no time. */
export function formatTenantTime(v: TimeInput, fmt: string, zone: string = shownZone): string {
  return tenantTime(v, zone)?.format(fmt) ?? ''
}

/**
 * The moment a wall-clock time of the tenant's city names ('2026-11-28 20:00' there), for what
 * staff type into forms; null for text that is no such time.
 */
export function fromTenantClock(text: string, zone: string = shownZone): Date | null {
  const d = dayjs.tz(text, zone)
  return d.isValid() ? d.toDate() : null
}

const toDayjs = (v: TimeInput) => tenantTime(v)
/** The calendar day a moment falls on in the tenant's city, for same-day comparisons. */
const dayKey = (t: Dayjs) => t.format('YYYY-MM-DD')

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

/** Chat-list time, bucketed by the CALENDAR day of the tenant's city rather than elapsed hours. */
export function chatTime(v: TimeInput, now: Date = new Date()): string {
  const t = toDayjs(v)
  if (!t) return ''
  const today = dayjs(now).tz(shownZone)
  if (dayKey(t) === dayKey(today)) return t.format('[今天] HH:mm')
  if (dayKey(t) === dayKey(today.subtract(1, 'day'))) return t.format('[昨天] HH:mm')
  if (t.year() === today.year()) return t.format('MM-DD HH:mm')
  return t.format('YYYY-MM-DD HH:mm')
}

/** A server time as text on the tenant's clock (formatTenantTime with a date by default). */
export function formatDate(v: TimeInput, fmt = 'YYYY-MM-DD'): string {
  return formatTenantTime(v, fmt)
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
