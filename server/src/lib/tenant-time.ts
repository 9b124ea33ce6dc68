/** The zone of a tenant that never chose one: the product's cities are in mainland China. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

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
