import { DAY_MS, DEFAULT_TIME_ZONE } from '@contract/time'

export { DEFAULT_TIME_ZONE }

/** Whether `zone` is an IANA zone this runtime knows (a bad one would make every text throw). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone !== ''
  } catch {
    return false
  }
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** What a clock on the wall of the tenant's city shows at `at`. */
export function wallClock(at: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric'
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'HH:mm' in the tenant's city. */
export function clockText(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone)
  return `${pad(w.hour)}:${pad(w.minute)}`
}

/** '11月28日 20:00' in the tenant's city: how notices name a moment. */
export function momentText(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone)
  return `${w.month}月${w.day}日 ${pad(w.hour)}:${pad(w.minute)}`
}

/** 'YYYY-MM-DD', the calendar day in the tenant's city (a day's stored picks, quotas). */
export function dayText(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone)
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`
}

/** '2026年11月28日' in the tenant's city: how a contract names a day. */
export function longDayText(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone)
  return `${w.year}年${w.month}月${w.day}日`
}

/** '11月28日' in the tenant's city: a day in a message. */
export function shortDayText(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone)
  return `${w.month}月${w.day}日`
}

/** The calendar day `days` after (or before, when negative) the day 'YYYY-MM-DD'. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** How far the tenant's clock is ahead of UTC at `at` (whole minutes, as zones are). */
function offsetMs(at: number, timeZone: string): number {
  const w = wallClock(new Date(at), timeZone)
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(at / 60_000) * 60_000
}

/** The first instant of the day 'YYYY-MM-DD' in the tenant's city: where its "today" begins. */
export function dayStart(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`)
  const guess = wall - offsetMs(wall, timeZone)
  // A clock change between the guess and midnight moves midnight by the change: read the offset again there.
  return new Date(wall - offsetMs(guess, timeZone))
}

/** The first instant of `at`'s day in the tenant's city. */
export const startOfDay = (at: Date, timeZone: string): Date => dayStart(dayText(at, timeZone), timeZone)

/** The first instant of the day after `at`'s in the tenant's city: what is due before it is due today. */
export const startOfNextDay = (at: Date, timeZone: string): Date =>
  dayStart(shiftDay(dayText(at, timeZone), 1), timeZone)

/** 'YYYY-MM-DD HH:mm' in the tenant's city (exports and staff lists). */
export function stampText(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone)
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`
}

/** Whole calendar days in the tenant's city from `earlier` to `later` (0: the same day there). */
export function calendarDaysBetween(earlier: Date, later: Date, timeZone: string): number {
  const dayNumber = (at: Date) => {
    const w = wallClock(at, timeZone)
    return Date.UTC(w.year, w.month - 1, w.day) / 86_400_000
  }
  return dayNumber(later) - dayNumber(earlier)
}
