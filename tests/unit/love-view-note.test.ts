import { viewNote } from '../../src/member/love/models/viewNote'
import { viewItem } from './helpers/love'

const now = new Date('2026-03-10T12:00:00Z')

test('says who looked at whom, with the relative time', () => {
  expect(viewNote(viewItem(1, '小雨', 1, '2026-03-10T11:58:00Z'), 'viewed', now)).toBe('刚刚 看过ta')
  expect(viewNote(viewItem(1, '小雨', 1, '2026-03-10T09:00:00Z'), 'viewers', now)).toBe('3小时前 看过你')
})

test('counts repeat visits only', () => {
  expect(viewNote(viewItem(1, '小雨', 4, '2026-03-08T12:00:00Z'), 'viewers', now)).toBe('2天前 看过你 · 共4次')
})
