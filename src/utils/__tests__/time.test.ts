import { chatTime, formatDate, isNoTime, relativeTime, startsChatStretch } from '@/utils/time'

// Local-time constructors keep these tests independent of the machine's time zone.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date => new Date(y, mo - 1, d, h, mi, s)

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('isNoTime', () => {
  it.each([
    ['empty string', ''],
    ['blank string', '   '],
    ['null', null],
    ['undefined', undefined],
    ['Go zero time (RFC 3339)', '0001-01-01T00:00:00Z'],
    ['Go zero time (SQL style)', '0001-01-01 00:00:00'],
    ['zero time with offset', '0001-01-01T08:05:43+08:05'],
    ['zero time as Date', new Date('0001-01-01T00:00:00Z')]
  ])('is true for %s', (_label, v) => {
    expect(isNoTime(v)).toBe(true)
  })

  it.each([
    ['a real timestamp', '2024-06-15T12:00:00Z'],
    ['a SQL-style timestamp', '2024-06-15 12:00:00'],
    ['a year that merely contains 0001', '2001-01-01'],
    ['a Date', at(2024, 6, 15)],
    ['epoch milliseconds', 1718452800000]
  ])('is false for %s', (_label, v) => {
    expect(isNoTime(v)).toBe(false)
  })
})

describe('relativeTime', () => {
  const now = at(2024, 6, 15, 12, 0, 0)
  const ago = (ms: number): Date => new Date(now.getTime() - ms)

  it('returns empty text for no-time and unparseable values', () => {
    expect(relativeTime('', now)).toBe('')
    expect(relativeTime(null, now)).toBe('')
    expect(relativeTime('0001-01-01T00:00:00Z', now)).toBe('')
    expect(relativeTime('not a date', now)).toBe('')
  })

  it('says 刚刚 under five minutes and for future times', () => {
    expect(relativeTime(now, now)).toBe('刚刚')
    expect(relativeTime(ago(5 * MINUTE - 1), now)).toBe('刚刚')
    expect(relativeTime(ago(-10 * MINUTE), now)).toBe('刚刚')
    expect(relativeTime(ago(-3 * DAY), now)).toBe('刚刚')
  })

  it('switches to minutes exactly at five minutes', () => {
    expect(relativeTime(ago(5 * MINUTE), now)).toBe('5分钟前')
    expect(relativeTime(ago(59 * MINUTE + 59 * 1000), now)).toBe('59分钟前')
  })

  it('switches to hours exactly at sixty minutes', () => {
    expect(relativeTime(ago(60 * MINUTE), now)).toBe('1小时前')
    expect(relativeTime(ago(DAY - 1), now)).toBe('23小时前')
  })

  it('switches to days exactly at 24 hours and keeps days through 30 days', () => {
    expect(relativeTime(ago(DAY), now)).toBe('1天前')
    expect(relativeTime(ago(DAY + 23 * HOUR), now)).toBe('1天前')
    expect(relativeTime(ago(30 * DAY), now)).toBe('30天前')
  })

  it('shows the date past 30 days', () => {
    expect(relativeTime(ago(30 * DAY + 1), now)).toBe('2024-05-16')
    expect(relativeTime(ago(31 * DAY), now)).toBe('2024-05-15')
    expect(relativeTime('2023-01-02 03:04:05', now)).toBe('2023-01-02')
  })

  it('accepts strings, epoch milliseconds and Dates alike', () => {
    expect(relativeTime('2024-06-15 11:30:00', now)).toBe('30分钟前')
    expect(relativeTime(now.getTime() - 2 * HOUR, now)).toBe('2小时前')
    const utcNow = new Date('2024-06-15T12:00:00Z')
    expect(relativeTime('2024-06-15T09:00:00Z', utcNow)).toBe('3小时前')
    expect(relativeTime('2024-06-15T17:00:00+08:00', utcNow)).toBe('3小时前')
  })

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date())).toBe('刚刚')
  })
})

describe('chatTime', () => {
  it('returns empty text for no-time and unparseable values', () => {
    expect(chatTime(undefined)).toBe('')
    expect(chatTime('0001-01-01 00:00:00')).toBe('')
    expect(chatTime('garbage')).toBe('')
  })

  it('labels the same calendar day as 今天', () => {
    const now = at(2024, 6, 15, 23, 59)
    expect(chatTime(at(2024, 6, 15, 0, 0), now)).toBe('今天 00:00')
    expect(chatTime(at(2024, 6, 15, 9, 5), now)).toBe('今天 09:05')
  })

  it('labels the previous calendar day as 昨天 even minutes across midnight', () => {
    const now = at(2024, 6, 15, 0, 5)
    expect(chatTime(at(2024, 6, 14, 23, 58), now)).toBe('昨天 23:58')
    expect(chatTime(at(2024, 6, 14, 0, 0), now)).toBe('昨天 00:00')
  })

  it('falls back to month-day two calendar days back, even if under 48 hours', () => {
    const now = at(2024, 6, 15, 0, 5)
    expect(chatTime(at(2024, 6, 13, 23, 59), now)).toBe('06-13 23:59')
  })

  it('handles month and year boundaries for 昨天', () => {
    expect(chatTime(at(2024, 2, 29, 22, 0), at(2024, 3, 1, 8, 0))).toBe('昨天 22:00')
    expect(chatTime(at(2023, 12, 31, 23, 50), at(2024, 1, 1, 0, 10))).toBe('昨天 23:50')
  })

  it('uses MM-DD within the year and the full date otherwise', () => {
    const now = at(2024, 6, 15, 12, 0)
    expect(chatTime(at(2024, 1, 1, 8, 30), now)).toBe('01-01 08:30')
    expect(chatTime(at(2023, 12, 30, 8, 30), at(2024, 1, 1, 0, 10))).toBe('2023-12-30 08:30')
    expect(chatTime('2022-06-15 12:00:00', now)).toBe('2022-06-15 12:00')
  })

  it('does not call tomorrow 今天 or 昨天', () => {
    expect(chatTime(at(2024, 6, 16, 1, 0), at(2024, 6, 15, 23, 0))).toBe('06-16 01:00')
  })
})

describe('formatDate', () => {
  it('formats with the default and custom patterns', () => {
    expect(formatDate('2024-06-05 08:09:10')).toBe('2024-06-05')
    expect(formatDate(at(2024, 6, 5, 8, 9, 10), 'YYYY/MM/DD HH:mm:ss')).toBe('2024/06/05 08:09:10')
    expect(formatDate(at(2024, 12, 31), 'YYYY年M月D日')).toBe('2024年12月31日')
  })

  it('returns empty text for no-time and unparseable values', () => {
    expect(formatDate('')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('0001-01-01T00:00:00Z')).toBe('')
    expect(formatDate('0001-01-01 00:00:00', 'YYYY')).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})

describe('startsChatStretch', () => {
  const t = at(2024, 6, 15, 12, 0)
  const later = (ms: number) => new Date(t.getTime() + ms)

  it('shows the time above the first message and after a pause of five minutes', () => {
    expect(startsChatStretch(null, t)).toBe(true)
    expect(startsChatStretch(t, later(5 * MINUTE))).toBe(true)
    expect(startsChatStretch(t, later(DAY))).toBe(true)
  })

  it('keeps a quick exchange under one time', () => {
    expect(startsChatStretch(t, later(5 * MINUTE - 1))).toBe(false)
    expect(startsChatStretch(t, t)).toBe(false)
  })

  it('shows no time for a message without one', () => {
    expect(startsChatStretch(t, '')).toBe(false)
  })
})
