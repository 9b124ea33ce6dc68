import { bodyText, findByText, mountPage, setUp, textsOf } from '../helpers/page'
import type { MessageReportItem } from '@contract/message'
import { ErrorCode } from '@contract/envelope'
import { ApiError } from '../../../src/api/request'
import { getMyStaffRoles } from '../../../src/api/staff'
import { staffGetReportPage, staffHandleReport } from '../../../src/api/message'
import type { Stores } from '../../../src/stores'
import MsgReportsPage from '../../../src/subpages/staff/msgreports'
import { trigger } from '../helpers/lifecycle'
import { cursorPage } from '../helpers/love'
import { chatMessage, peer } from '../helpers/message'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/message')

function report(id: number, over: Partial<MessageReportItem> = {}): MessageReportItem {
  return {
    id,
    reporter: peer(20 + id, `举报人${id}`),
    reported: peer(40 + id, `被举报${id}`),
    message: {
      ...chatMessage(100 + id, 40 + id, '加我微信聊'),
      originalText: '加我微信聊',
      originalImage: ''
    },
    reason: 'contact',
    description: '一直要联系方式',
    status: 'pending',
    resolution: '',
    createdAt: new Date().toISOString(),
    handledAt: '',
    ...over
  }
}

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  jest.mocked(staffGetReportPage).mockResolvedValue(cursorPage([report(1), report(2)]))
  jest
    .mocked(staffHandleReport)
    .mockImplementation(async (req) =>
      report(req.reportId, { status: req.action === 'uphold' ? 'upheld' : 'dismissed', resolution: req.resolution })
    )
})

const cards = () => Array.from(document.querySelectorAll('.queue-card'))
const pairs = () => textsOf('.report-card__pair')

async function open() {
  const p = await mountPage(MsgReportsPage, stores)
  await p.settle()
  return {
    ...p,
    clickIn: async (card: Element, selector: string) => {
      await p.clickIn(card, selector)
      // Taro's H5 <Textarea> renders its inner field a moment after it is mounted.
      await p.settle(50)
    }
  }
}

test('a matchmaker who is not a moderator sees 没有权限', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  await open()
  expect(bodyText()).toContain('没有权限')
  expect(staffGetReportPage).not.toHaveBeenCalled()
})

test('lists pending reports: who reported whom, the message as sent, the reason and the description', async () => {
  await open()
  expect(staffGetReportPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20, status: 'pending' })
  expect(pairs()).toEqual(['举报人1举报被举报1', '举报人2举报被举报2'])
  expect(textsOf('.report-card__text')).toEqual(['加我微信聊', '加我微信聊'])
  expect(bodyText()).toContain('发布联系方式')
  expect(bodyText()).toContain('一直要联系方式')
  expect(document.querySelector('.report-card__recalled')).toBeNull()
})

test('a recalled message still shows what was sent, marked 已撤回; a picture shows as sent', async () => {
  jest.mocked(staffGetReportPage).mockResolvedValue(
    cursorPage([
      report(1, {
        message: {
          ...chatMessage(101, 41, '', { recalled: true }),
          originalText: '我的手机号是多少你猜',
          originalImage: ''
        }
      }),
      report(2, {
        message: { ...chatMessage(102, 42, '', { kind: 'image' }), originalText: '', originalImage: '/u/x.jpg' }
      })
    ])
  )
  await open()
  expect(textsOf('.report-card__recalled')).toEqual(['已撤回'])
  expect(bodyText()).toContain('我的手机号是多少你猜')
  expect(document.querySelector('.report-card__image')?.getAttribute('src')).toBe('/u/x.jpg')
})

test('the reported member opens their profile', async () => {
  const p = await open()
  await p.click(findByText('.report-card__reported', '被举报1'))
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=41' })
})

test('upholding needs a note, then the report leaves the queue', async () => {
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(bodyText()).toContain('举报成立')
  await p.click(findByText('.staff-form__submit', '确认成立'))
  expect(staffHandleReport).not.toHaveBeenCalled()
  expect(p.lastToast()).toBe('请填写处理说明')

  await p.click(findByText('.reject-sheet__chip', '消息含联系方式，已撤回'))
  await p.click(findByText('.staff-form__submit', '确认成立'))
  expect(staffHandleReport).toHaveBeenCalledWith({
    reportId: 1,
    action: 'uphold',
    resolution: '消息含联系方式，已撤回'
  })
  expect(pairs()).toEqual(['举报人2举报被举报2'])
  expect(p.lastToast()).toBe('已处理，消息已撤回')
})

test('dismissing sends the reason typed', async () => {
  const p = await open()
  await p.clickIn(cards()[1], '.decision-buttons__reject')
  await p.type('请填写驳回原因', '聊天记录正常')
  await p.click(findByText('.staff-form__submit', '确认驳回'))
  expect(staffHandleReport).toHaveBeenCalledWith({ reportId: 2, action: 'dismiss', resolution: '聊天记录正常' })
  expect(pairs()).toEqual(['举报人1举报被举报1'])
})

test('a report another moderator handled first leaves the queue too', async () => {
  jest
    .mocked(staffHandleReport)
    .mockRejectedValue(new ApiError('该举报已处理', { status: 200, code: ErrorCode.Conflict }))
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__reject')
  await p.type('请填写驳回原因', '未发现违规')
  await p.click(findByText('.staff-form__submit', '确认驳回'))
  expect(pairs()).toEqual(['举报人2举报被举报2'])
})

test('the decided tabs show the outcome and the note, without buttons', async () => {
  const p = await open()
  jest
    .mocked(staffGetReportPage)
    .mockResolvedValue(
      cursorPage([report(3, { status: 'upheld', resolution: '已撤回并警告', handledAt: new Date().toISOString() })])
    )
  await p.click(findByText('.segment-tabs__tab', '已成立'))
  expect(staffGetReportPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20, status: 'upheld' })
  expect(textsOf('.queue-card__tag')).toEqual(['已成立'])
  expect(bodyText()).toContain('已撤回并警告')
  expect(document.querySelector('.decision-buttons')).toBeNull()
})

test('the next page comes by cursor at the bottom', async () => {
  jest.mocked(staffGetReportPage).mockResolvedValueOnce(cursorPage([report(1)], 'c-2'))
  const p = await open()
  jest.mocked(staffGetReportPage).mockResolvedValueOnce(cursorPage([report(2)]))
  await p.run(() => trigger('reachBottom'))
  expect(staffGetReportPage).toHaveBeenLastCalledWith({ cursor: 'c-2', pageSize: 20, status: 'pending' })
  expect(cards()).toHaveLength(2)
  expect(bodyText()).toContain('没有更多了')
})

test('an empty queue says so', async () => {
  jest.mocked(staffGetReportPage).mockResolvedValue(cursorPage([]))
  await open()
  expect(bodyText()).toContain('暂无待处理的举报')
})
