import type { MyDate } from '@contract/appointment'
import { completedToast, dateOpen, memberFacts, myDateNote, quotaLine } from '@/utils/meetingText'

const date = (over: Partial<MyDate> = {}): MyDate => ({
  id: 1,
  role: 'customer',
  other: { userId: 2, nickname: '王浩', avatar: '', gender: 'male', age: 30, city: '杭州市' },
  matchmakerName: '陈姐',
  place: '西湖边咖啡馆',
  startsAt: '2030-01-01T11:30:00.000Z',
  status: 'scheduled',
  reason: '',
  feedback: '',
  rating: null,
  countedInContract: false,
  customerConfirmedAt: '',
  canConfirm: false,
  canRespond: false,
  ...over
})

test('a member at a glance leaves out what is hidden', () => {
  expect(memberFacts({ userId: 1, nickname: 'a', avatar: '', gender: 'female', age: 28, city: '杭州市' })).toBe(
    '女 · 28岁 · 杭州市'
  )
  expect(memberFacts({ userId: 1, nickname: 'a', avatar: '', gender: null, age: null, city: '' })).toBe('')
})

test('completing tells the counter it used, or that it counted on no contract', () => {
  const quota = { contractId: 1, name: '尊享', meetingsUsed: 2, meetingQuota: 3 }
  expect(completedToast({ date: {} as never, quota })).toBe('约见已完成，合同已约见 2/3 次')
  expect(completedToast({ date: {} as never, quota: null })).toBe(
    '约见已完成，该客户没有剩余次数的有效合同，本次未计入'
  )
  expect(quotaLine(quota)).toBe('尊享：已约见 2/3 次')
  expect(quotaLine(null)).toBe('')
})

test('only endings close a date', () => {
  expect(dateOpen('scheduled')).toBe(true)
  expect(dateOpen('checked_in')).toBe(true)
  expect(dateOpen('completed')).toBe(false)
  expect(dateOpen('no_show')).toBe(false)
})

test('what each side reads under a date', () => {
  expect(myDateNote(date())).toBe('由陈姐为你安排')
  expect(myDateNote(date({ role: 'partner' }))).toBe('由陈姐为你们安排')
  expect(myDateNote(date({ role: 'partner', status: 'pending', canRespond: true }))).toBe(
    '陈姐邀请你们见面，接受后才会安排'
  )
  expect(myDateNote(date({ status: 'pending' }))).toBe('已邀请对方，等待对方确认')
  expect(myDateNote(date({ status: 'completed', canConfirm: true, countedInContract: true }))).toBe(
    '请确认本次约见，已计入合同次数'
  )
  expect(myDateNote(date({ status: 'completed', customerConfirmedAt: 'x' }))).toBe('已确认')
  expect(myDateNote(date({ status: 'cancelled', reason: '临时出差' }))).toBe('已取消：临时出差')
})
