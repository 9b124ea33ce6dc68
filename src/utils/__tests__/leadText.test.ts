import {
  daysUntil,
  landingReferrer,
  leadDueText,
  leadKeepText,
  leadPhoneText,
  leadTimeText,
  nextFollowUpChoices,
  reportDayLabel
} from '@/utils/leadText'

const NOW = new Date(2026, 2, 10, 14, 0)
const at = (days: number, hour = 15, minute = 0) => new Date(2026, 2, 10 + days, hour, minute).toISOString()

test('times read as today, tomorrow, yesterday or a date', () => {
  expect(leadTimeText(at(0), NOW)).toBe('今天 15:00')
  expect(leadTimeText(at(1, 9, 5), NOW)).toBe('明天 09:05')
  expect(leadTimeText(at(-1), NOW)).toBe('昨天 15:00')
  expect(leadTimeText(at(5), NOW)).toBe('3月15日 15:00')
  expect(leadTimeText('', NOW)).toBe('')
})

test('the follow-up line says overdue, due today or when next', () => {
  expect(leadDueText(at(-2), NOW)).toBe('跟进已逾期（3月8日 15:00）')
  expect(leadDueText(at(0, 9), NOW)).toBe('今日待跟进 09:00')
  expect(leadDueText(at(2), NOW)).toBe('下次跟进 3月12日 15:00')
  expect(leadDueText('', NOW)).toBe('')
})

test('how long the owner keeps a lead', () => {
  const owned = { status: 'mine' as const, protectedByContract: false, expiring: false, expiresAt: at(10) }
  expect(leadKeepText(owned, NOW)).toBe('保护期还剩 11 天')
  expect(leadKeepText({ ...owned, expiring: true, expiresAt: at(2) }, NOW)).toBe('即将掉入公海：还剩 3 天')
  expect(
    leadKeepText({ ...owned, expiring: true, expiresAt: new Date(NOW.getTime() + 3600_000).toISOString() }, NOW)
  ).toBe('即将掉入公海：不到 1 天')
  expect(leadKeepText({ ...owned, protectedByContract: true, expiresAt: '' }, NOW)).toBe('合同保护中')
  expect(leadKeepText({ ...owned, status: 'pool' }, NOW)).toBe('')
  expect(daysUntil(at(-1), NOW)).toBe(0)
})

test('the phone shows only its tail', () => {
  expect(leadPhoneText('1234')).toBe('*******1234')
  expect(leadPhoneText('')).toBe('未留手机号')
})

test('next follow-up choices are in the future and at most a week ahead', () => {
  const choices = nextFollowUpChoices(NOW)
  expect(choices.map((c) => c.label)).toEqual(['暂不安排', '今天 20:00', '明天 10:00', '3 天后', '一周后'])
  for (const c of choices.slice(1)) expect(new Date(c.value).getTime()).toBeGreaterThan(NOW.getTime())
  expect(nextFollowUpChoices(new Date(2026, 2, 10, 21)).map((c) => c.label)).not.toContain('今天 20:00')
})

test('the landing link names its matchmaker or promoter by a numeric id', () => {
  expect(landingReferrer({ mid: '42' })).toBe(42)
  expect(landingReferrer({ uid: '7' })).toBe(7)
  expect(landingReferrer({ mid: 'abc' })).toBe(0)
  expect(landingReferrer({})).toBe(0)
  expect(reportDayLabel('2026-11-24')).toBe('11/24')
})
