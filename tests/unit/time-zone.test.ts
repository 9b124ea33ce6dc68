import { eventDay, eventSpan } from '@/utils/eventText'
import { leadTimeText } from '@/utils/leadText'
import { dateWhen } from '@/utils/meetingText'
import { presenceText } from '@/utils/presence'
import { formatDistance } from '@/utils/distance'
import { chatTime, formatDate, formatTenantTime, fromTenantClock, setTenantTimeZone } from '@/utils/time'
import { timeRange } from '@/utils/timeRange'

/** 20:00 on 28 November 2026 in Shanghai (UTC+8). */
const EIGHT_PM_SHANGHAI = '2026-11-28T12:00:00.000Z'

beforeAll(() => setTenantTimeZone('Asia/Shanghai'))
afterAll(() => setTenantTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone))

test('the phone of this test runs on UTC', () => {
  expect(new Date(EIGHT_PM_SHANGHAI).getHours()).toBe(12)
  expect(new Date().getTimezoneOffset()).toBe(0)
})

test('a UTC phone shows an event at 20:00 in Shanghai as 20:00, on its Shanghai day', () => {
  const now = new Date('2026-11-01T00:00:00Z')
  expect(formatTenantTime(EIGHT_PM_SHANGHAI, 'HH:mm')).toBe('20:00')
  expect(eventDay(EIGHT_PM_SHANGHAI, now)).toBe('11月28日 周六 20:00')
  expect(eventSpan(EIGHT_PM_SHANGHAI, '2026-11-28T14:00:00Z', now)).toBe('11月28日 周六 20:00-22:00')
  expect(timeRange(EIGHT_PM_SHANGHAI, '2026-11-28T14:00:00Z', now)).toBe('11月28日 20:00-22:00')
  expect(dateWhen(EIGHT_PM_SHANGHAI)).toBe('11月28日 周六 20:00')
  // 01:30 on the 29th in Shanghai is still the 28th on the phone: the city's calendar wins.
  expect(formatDate('2026-11-28T17:30:00Z', 'YYYY-MM-DD HH:mm')).toBe('2026-11-29 01:30')
})

test('today and yesterday are days of the tenant’s city', () => {
  const lateEvening = new Date('2026-11-28T15:30:00Z') // 23:30 in Shanghai
  expect(chatTime('2026-11-28T16:10:00Z', new Date('2026-11-28T16:20:00Z'))).toBe('今天 00:10')
  expect(chatTime(lateEvening, new Date('2026-11-28T16:20:00Z'))).toBe('昨天 23:30')
  expect(leadTimeText('2026-11-29T02:00:00Z', lateEvening)).toBe('明天 10:00')
})

test('a time staff pick on the wheel is a time of the tenant’s city', () => {
  expect(fromTenantClock('2026-11-28 20:00')?.toISOString()).toBe(EIGHT_PM_SHANGHAI)
  expect(formatTenantTime(EIGHT_PM_SHANGHAI, 'HH:mm', 'Europe/London')).toBe('12:00')
})

test('presence reads coarsely and distance only when known', () => {
  expect(presenceText({ state: 'online', days: 0 })).toBe('在线')
  expect(presenceText({ state: 'hour', days: 0 })).toBe('刚刚活跃')
  expect(presenceText({ state: 'today', days: 0 })).toBe('今天活跃')
  expect(presenceText({ state: 'days', days: 3 })).toBe('3天前活跃')
  expect(presenceText(null)).toBe('')
  expect(formatDistance(null)).toBe('距离未知')
  expect(formatDistance(4.45)).toBe('4.45km')
})
