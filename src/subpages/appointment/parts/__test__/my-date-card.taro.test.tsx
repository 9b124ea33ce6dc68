import TestUtils from '@tarojs/test-utils-react'
import type { MyDate } from '@contract/appointment'
import { MyDateCard, type Props } from '@/subpages/appointment/parts/my-date-card'

const mine = (over: Partial<MyDate> = {}): MyDate => ({
  id: 1,
  role: 'customer',
  other: { userId: 12, nickname: '王浩', avatar: '', gender: 'male', age: 31, city: '杭州市' },
  matchmakerName: '陈姐',
  place: '西湖边咖啡馆',
  startsAt: '2026-12-01T11:30:00.000Z',
  status: 'completed',
  reason: '',
  feedback: '双方聊得很投缘',
  rating: 5,
  countedInContract: true,
  customerConfirmedAt: '',
  canConfirm: true,
  canRespond: false,
  ...over
})

test('the customer reads the feedback and confirms the meeting', async () => {
  const utils = new TestUtils()
  const onConfirm = jest.fn()
  await utils.mount(MyDateCard, {
    props: { item: mine(), busy: false, onConfirm, onRespond: jest.fn() } satisfies Props
  })
  expect(document.body.textContent).toContain('与 王浩 的约会')
  expect(document.body.textContent).toContain('红娘反馈：★★★★★ 双方聊得很投缘')
  expect(document.body.textContent).toContain('请确认本次约见，已计入合同次数')
  ;(document.querySelector('.my-date-card__confirm') as HTMLElement).click()
  expect(onConfirm).toHaveBeenCalled()
  utils.unmout()
})

test('the partner sees the meeting only', async () => {
  const utils = new TestUtils()
  await utils.mount(MyDateCard, {
    props: {
      item: mine({ role: 'partner', feedback: '', rating: null, countedInContract: false, canConfirm: false }),
      busy: false,
      onConfirm: jest.fn(),
      onRespond: jest.fn()
    } satisfies Props
  })
  expect(document.body.textContent).not.toContain('红娘反馈')
  expect(document.body.textContent).not.toContain('合同')
  expect(document.querySelector('.my-date-card__confirm')).toBeNull()
  utils.unmout()
})

test('an invited member accepts or declines from her dates', async () => {
  const utils = new TestUtils()
  const onRespond = jest.fn()
  await utils.mount(MyDateCard, {
    props: {
      item: mine({
        role: 'partner',
        status: 'pending',
        feedback: '',
        rating: null,
        countedInContract: false,
        canConfirm: false,
        canRespond: true
      }),
      busy: false,
      onConfirm: jest.fn(),
      onRespond
    } satisfies Props
  })
  expect(document.body.textContent).toContain('待你确认')
  expect(document.body.textContent).toContain('陈姐邀请你们见面，接受后才会安排')
  const buttons = Array.from(
    document.querySelectorAll('.my-date-card__answer button, .my-date-card__answer .nut-button')
  )
  expect(buttons.map((b) => b.textContent)).toEqual(['婉拒', '接受邀请'])
  ;(buttons[1] as HTMLElement).click()
  expect(onRespond).toHaveBeenCalledWith('accept')
  utils.unmout()
})
