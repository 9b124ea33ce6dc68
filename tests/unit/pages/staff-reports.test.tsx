import { bodyText, findByText, mountPage, setUp, textsOf } from '../helpers/page'
import type { ReportQueueItem } from '@contract/report'
import { getMyStaffRoles } from '../../../src/api/staff'
import {
  staffGetReportQueue,
  staffHandleReport,
  staffLiftSuspension,
  staffUnhideProfile
} from '../../../src/api/report'
import type { Stores } from '../../../src/stores'
import MemberReportsPage from '../../../src/subpages/staff/reports'
import { cursorPage } from '../helpers/love'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/report')

function report(id: number, targetId: number, over: Partial<ReportQueueItem> = {}): ReportQueueItem {
  return {
    id,
    reporter: { userId: 20 + id, nickname: `举报人${id}`, avatar: '' },
    reported: {
      userId: targetId,
      nickname: `被举报${targetId}`,
      avatar: '/uploads/t1/a.jpg',
      album: ['/uploads/t1/p1.jpg', '/uploads/t1/p2.jpg'],
      aboutMe: '喜欢旅行',
      registeredAt: '2026-11-20T08:00:00.000Z',
      accountStatus: 'active',
      staffHidden: false,
      history: [],
      warnings: 0,
      pendingReports: 1
    },
    reason: 'fake',
    description: '照片不是本人',
    images: ['/uploads/t1/shot.jpg'],
    times: 1,
    status: 'pending',
    resolution: '',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    handledAt: '',
    ...over
  }
}

let stores: Stores

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores } = setUp())
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  jest
    .mocked(staffGetReportQueue)
    .mockResolvedValue(
      cursorPage([
        report(1, 41, { times: 3 }),
        report(2, 41, { reporter: { userId: 9, nickname: '另一人', avatar: '' } }),
        report(3, 42)
      ])
    )
  jest.mocked(staffHandleReport).mockResolvedValue({ decided: 2 })
  jest.mocked(staffUnhideProfile).mockResolvedValue({ ok: true })
})

const cards = () => Array.from(document.querySelectorAll('.queue-card'))
const pairs = () => textsOf('.member-report-card__pair')

async function open() {
  const p = await mountPage(MemberReportsPage, stores)
  await p.settle()
  return {
    ...p,
    clickIn: async (card: Element, selector: string) => {
      await p.clickIn(card, selector)
      await p.settle(50)
    }
  }
}

test('a matchmaker sees 没有权限 and nothing is asked for', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  await open()
  expect(bodyText()).toContain('没有权限')
  expect(staffGetReportQueue).not.toHaveBeenCalled()
})

test('each report shows the reported member’s content, the report and how often it came', async () => {
  await open()
  expect(staffGetReportQueue).toHaveBeenCalledWith({ cursor: '', pageSize: 20, tab: 'pending' })
  expect(pairs()).toEqual(['举报人1举报被举报41', '另一人举报被举报41', '举报人3举报被举报42'])
  const first = cards()[0]
  expect(first.textContent).toContain('喜欢旅行')
  expect(first.textContent).toContain('注册于 2026-11-20')
  expect(first.textContent).toContain('照片不是本人')
  expect(first.textContent).toContain('该会员累计举报3次')
  expect(first.querySelectorAll('.member-report-card__photo')).toHaveLength(3)
  expect(textsOf('.member-report-card__action', first)).toEqual(['驳回', '警告', '隐藏资料', '封禁'])
})

test('suspending needs a note, then every card about that member leaves the queue', async () => {
  const p = await open()
  await p.clickIn(cards()[0], '.member-report-card__action--suspend')
  expect(bodyText()).toContain('封禁账号')
  await p.click(findByText('.staff-form__submit', '确认封禁'))
  expect(staffHandleReport).not.toHaveBeenCalled()
  expect(p.lastToast()).toBe('请填写处理说明')

  await p.click(findByText('.reject-sheet__chip', '诈骗属实'))
  await p.click(findByText('.staff-form__submit', '确认封禁'))
  expect(staffHandleReport).toHaveBeenCalledWith({ reportId: 1, action: 'suspend', resolution: '诈骗属实' })
  expect(pairs()).toEqual(['举报人3举报被举报42'])
  expect(p.lastToast()).toBe('已封禁，结案2条')
})

test('a member staff hid can be shown again from the decided tab', async () => {
  const p = await open()
  const hidden = report(5, 43, { status: 'hidden', handledAt: new Date().toISOString(), resolution: '网图' })
  hidden.reported.staffHidden = true
  jest.mocked(staffGetReportQueue).mockResolvedValue(cursorPage([hidden]))
  await p.click(findByText('.segment-tabs__tab', '已处理'))
  expect(textsOf('.queue-card__tag')).toEqual(['已隐藏资料'])
  expect(bodyText()).toContain('资料已隐藏')
  expect(document.querySelector('.member-report-card__action--suspend')).toBeNull()
  await p.click(findByText('.member-report-card__action--unhide', '恢复展示'))
  expect(staffUnhideProfile).toHaveBeenCalledWith({ userId: 43 })
})

test('a suspended member can be let back in by an admin, never by an auditor', async () => {
  const suspended = report(5, 44, { status: 'suspended', handledAt: new Date().toISOString() })
  suspended.reported.accountStatus = 'disabled'
  jest.mocked(staffGetReportQueue).mockResolvedValue(cursorPage([suspended]))

  const asAuditor = await mountPage(MemberReportsPage, stores)
  await asAuditor.settle()
  await asAuditor.click(findByText('.segment-tabs__tab', '已处理'))
  expect(bodyText()).not.toContain('解除封禁')
  asAuditor.unmount()

  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  jest.mocked(staffLiftSuspension).mockResolvedValue({ ok: true })
  const asAdmin = await mountPage(MemberReportsPage, stores)
  await asAdmin.settle()
  await asAdmin.click(findByText('.segment-tabs__tab', '已处理'))
  await asAdmin.click(findByText('.member-report-card__action--unhide', '解除封禁'))
  expect(staffLiftSuspension).toHaveBeenCalledWith({ userId: 44 })
})
