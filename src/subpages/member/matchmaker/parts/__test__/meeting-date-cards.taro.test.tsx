import TestUtils from '@tarojs/test-utils-react'
import type { OfficeMember, StaffDate, StaffMeeting } from '@contract/appointment'
import { DateCard, type Props as DateProps } from '@/subpages/member/matchmaker/parts/date-card'
import { MeetingCard, type Props as MeetingProps } from '@/subpages/member/matchmaker/parts/meeting-card'
import { setTenantTimeZone } from '@/utils/time'

const she: OfficeMember = { userId: 11, nickname: '苏晴', avatar: '', gender: 'female', age: 28, city: '杭州市' }
const he: OfficeMember = { userId: 12, nickname: '王浩', avatar: '', gender: 'male', age: 31, city: '杭州市' }

const meeting = (over: Partial<StaffMeeting> = {}): StaffMeeting => ({
  id: 1,
  customer: she,
  target: he,
  matchmakerId: 5,
  matchmakerName: '陈姐',
  proposed: false,
  message: '想认识一下',
  status: 'submitted',
  reason: '',
  dated: false,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...over
})

const date = (over: Partial<StaffDate> = {}): StaffDate => ({
  id: 2,
  meetingRequestId: 1,
  customer: she,
  partner: he,
  matchmakerId: 5,
  matchmakerName: '陈姐',
  place: '西湖边咖啡馆',
  startsAt: '2026-12-01T11:30:00.000Z',
  status: 'scheduled',
  feedback: '',
  rating: null,
  reason: '',
  contractId: 0,
  customerConfirmedAt: '',
  createdAt: '2026-11-20T02:00:00.000Z',
  side: 'arranger',
  canRespond: false,
  ...over
})
/** Noon in Hangzhou on the date's day, and the day before. */
const onTheDay = new Date('2026-12-01T04:00:00.000Z')
const dayBefore = new Date('2026-11-30T04:00:00.000Z')

const actions = () =>
  Array.from(document.querySelectorAll('.meeting-card__action, .date-card__action')).map((a) => a.textContent)

test('a meeting request offers the next steps of its status, and 安排约会 once accepted', async () => {
  const utils = new TestUtils()
  const onAction = jest.fn()
  await utils.mount(MeetingCard, { props: { item: meeting(), busy: false, onAction } satisfies MeetingProps })
  expect(document.body.textContent).toContain('会员申请')
  expect(document.body.textContent).toContain('负责红娘：陈姐')
  expect(actions()).toEqual(['已联系双方', '关闭'])
  utils.unmout()

  await utils.mount(MeetingCard, {
    props: { item: meeting({ status: 'accepted', proposed: true }), busy: false, onAction } satisfies MeetingProps
  })
  expect(actions()).toEqual(['安排约会'])
  ;(document.querySelector('.meeting-card__action--schedule') as HTMLElement).click()
  expect(onAction).toHaveBeenCalledWith('schedule')
  utils.unmout()

  await utils.mount(MeetingCard, {
    props: {
      item: meeting({ status: 'closed', reason: '客户已有交往对象', matchmakerId: 0, matchmakerName: '' }),
      busy: false,
      onAction
    } satisfies MeetingProps
  })
  expect(actions()).toEqual([])
  expect(document.body.textContent).toContain('原因：客户已有交往对象')
  expect(document.body.textContent).toContain('待分配')
  utils.unmout()
})

test('a date offers feedback only after check-in and says whether completing counted on a contract', async () => {
  const utils = new TestUtils()
  const onAction = jest.fn()
  await utils.mount(DateCard, {
    props: { item: date(), busy: false, onAction, now: onTheDay } satisfies DateProps
  })
  expect(actions()).toEqual(['提醒双方', '签到', '取消约会', '记为爽约'])
  utils.unmout()

  // 签到 opens on the date's day only.
  await utils.mount(DateCard, {
    props: { item: date(), busy: false, onAction, now: dayBefore } satisfies DateProps
  })
  expect(actions()).toEqual(['提醒双方', '取消约会', '记为爽约'])
  expect(document.body.textContent).toContain('约会当天可签到')
  utils.unmout()

  await utils.mount(DateCard, {
    props: { item: date({ status: 'checked_in' }), busy: false, onAction } satisfies DateProps
  })
  expect(actions()).toEqual(['填写反馈', '完成约见'])
  utils.unmout()

  await utils.mount(DateCard, {
    props: {
      item: date({ status: 'completed', rating: 4, feedback: '聊得不错' }),
      busy: false,
      onAction
    } satisfies DateProps
  })
  expect(actions()).toEqual(['修改反馈'])
  expect(document.body.textContent).toContain('未计入合同')
  expect(document.body.textContent).toContain('★★★★☆')
  utils.unmout()
})

test('an invitation waits: the arranging office may withdraw it, the invited member’s office answers it', async () => {
  const utils = new TestUtils()
  const onAction = jest.fn()
  await utils.mount(DateCard, {
    props: { item: date({ status: 'pending' }), busy: false, onAction, now: onTheDay } satisfies DateProps
  })
  expect(document.body.textContent).toContain('待对方确认')
  expect(document.body.textContent).toContain('需对方本人或其红娘接受后才算安排成功')
  expect(actions()).toEqual(['撤回邀请'])
  utils.unmout()

  await utils.mount(DateCard, {
    props: {
      item: date({ status: 'pending', side: 'partner', canRespond: true }),
      busy: false,
      onAction,
      now: onTheDay
    } satisfies DateProps
  })
  expect(actions()).toEqual(['替TA接受', '替TA婉拒'])
  expect(document.body.textContent).toContain('陈姐邀请你的客户王浩见面')
  ;(document.querySelector('.date-card__action') as HTMLElement).click()
  expect(onAction).toHaveBeenCalledWith('accept')
  utils.unmout()

  // Once arranged, the invited side's office follows it but does not move it.
  await utils.mount(DateCard, {
    props: { item: date({ side: 'partner' }), busy: false, onAction, now: onTheDay } satisfies DateProps
  })
  expect(actions()).toEqual([])
  utils.unmout()
})

test('签到 opens on the date’s day in the tenant’s city, whatever day the phone (on UTC here) says it is', async () => {
  // 07:30 on 2 December in Shanghai is 23:30 on 1 December in UTC.
  const item = date({ startsAt: '2026-12-01T23:30:00.000Z' })
  const tenMorningShanghai = new Date('2026-12-02T02:00:00.000Z')
  const utils = new TestUtils()
  setTenantTimeZone('Asia/Shanghai')
  try {
    await utils.mount(DateCard, { props: { item, busy: false, onAction: jest.fn(), now: tenMorningShanghai } })
    expect(document.querySelector('.date-card__when')?.textContent).toBe('12月2日 周三 07:30')
    expect(actions()).toContain('签到')
    utils.unmout()
    // The evening before in Shanghai is already 1 December on the phone, the date's UTC day: still closed.
    await utils.mount(DateCard, {
      props: { item, busy: false, onAction: jest.fn(), now: new Date('2026-12-01T13:00:00.000Z') }
    })
    expect(actions()).not.toContain('签到')
    expect(document.body.textContent).toContain('约会当天可签到')
    utils.unmout()
  } finally {
    setTenantTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
  }
})
