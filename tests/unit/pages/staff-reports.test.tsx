import { bodyText, findByText, mountPage, setUp, textsOf } from '../helpers/page'
import type { MessageReportItem } from '@contract/message'
import type { ProfileReport, ReportCase } from '@contract/report'
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

function profileReport(id: number, over: Partial<ProfileReport> = {}): ProfileReport {
  return {
    id,
    reporter: { userId: 20 + id, nickname: `举报人${id}`, avatar: '' },
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

function messageReport(id: number, targetId: number, text: string): MessageReportItem {
  const peer = (userId: number) => ({ userId, nickname: `会员${userId}`, avatar: '' })
  return {
    id,
    reporter: peer(30 + id),
    reported: peer(targetId),
    message: {
      id: 500 + id,
      conversationId: 1,
      seq: 1,
      senderId: targetId,
      kind: 'text',
      text,
      image: '',
      gift: null,
      recalled: false,
      createdAt: new Date().toISOString(),
      originalText: text,
      originalImage: ''
    } as MessageReportItem['message'],
    reason: 'scam',
    description: '',
    status: 'pending',
    resolution: '',
    createdAt: new Date().toISOString(),
    handledAt: ''
  }
}

function reportCase(targetId: number, over: Partial<ReportCase> = {}): ReportCase {
  return {
    member: {
      userId: targetId,
      nickname: `被举报${targetId}`,
      avatar: '/uploads/t1/a.jpg',
      album: ['/uploads/t1/p1.jpg', '/uploads/t1/p2.jpg'],
      aboutMe: '喜欢旅行',
      registeredAt: '2026-11-20T08:00:00.000Z',
      accountStatus: 'active',
      staffHidden: false,
      placementsPaused: false,
      history: [],
      warnings: 0,
      pendingReports: 1
    },
    profileReports: [profileReport(targetId * 10)],
    messageReports: [],
    at: new Date().toISOString(),
    ...over
  }
}

let stores: Stores

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores } = setUp())
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  const scammer = reportCase(41, {
    profileReports: [profileReport(1, { times: 3 }), profileReport(2, { reason: 'scam', description: '冒充客服' })],
    messageReports: [messageReport(7, 41, '先转五千到这个账户')]
  })
  scammer.member.pendingReports = 3
  scammer.member.placementsPaused = true
  jest.mocked(staffGetReportQueue).mockResolvedValue(cursorPage([scammer, reportCase(42)]))
  jest.mocked(staffHandleReport).mockResolvedValue({ decided: 3 })
  jest.mocked(staffUnhideProfile).mockResolvedValue({ ok: true })
})

const cards = () => Array.from(document.querySelectorAll('.queue-card'))
const names = () => textsOf('.member-report-card__reported')
const button = (text: string, within: ParentNode = document) =>
  Array.from(within.querySelectorAll('.nut-button')).find((b) => b.textContent?.trim() === text)!

async function open() {
  const p = await mountPage(MemberReportsPage, stores)
  await p.settle()
  return p
}

test('a matchmaker sees 没有权限 and nothing is asked for', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  await open()
  expect(bodyText()).toContain('没有权限')
  expect(staffGetReportQueue).not.toHaveBeenCalled()
})

test('one card per reported member: profile reports, the reported chat, the profile and the paused placements', async () => {
  await open()
  expect(staffGetReportQueue).toHaveBeenCalledWith({ cursor: '', pageSize: 20, tab: 'pending' })
  expect(names()).toEqual(['被举报41', '被举报42'])
  const first = cards()[0]
  expect(textsOf('.queue-card__tag')).toEqual(['3条待处理', '1条待处理'])
  expect(first.textContent).toContain('喜欢旅行')
  expect(first.textContent).toContain('注册于 2026-11-20')
  expect(first.textContent).toContain('举报人1 举报资料（3次）')
  expect(first.textContent).toContain('冒充客服')
  expect(textsOf('.member-report-card__excerpt', first)).toEqual(['先转五千到这个账户'])
  expect(first.textContent).toContain('置顶/推广已暂停')
  expect(cards()[1].textContent).not.toContain('置顶/推广已暂停')
  expect(Array.from(first.querySelectorAll('.nut-button')).map((b) => b.textContent?.trim())).toEqual([
    '驳回',
    '警告',
    '隐藏资料',
    '封禁'
  ])
})

test('a waiting card also shows the chat message staff upheld before, with what came of it', async () => {
  const earlier = {
    ...messageReport(8, 45, '带你投资稳赚不赔'),
    status: 'upheld' as const,
    resolution: '聊天中索要转账，已撤回消息'
  }
  const warned = reportCase(45, { profileReports: [profileReport(6, { reason: 'scam' })], messageReports: [earlier] })
  warned.member.warnings = 1
  jest.mocked(staffGetReportQueue).mockResolvedValue(cursorPage([warned]))
  await open()
  const [card] = cards()
  expect(textsOf('.queue-card__tag')).toEqual(['1条待处理'])
  expect(textsOf('.member-report-card__excerpt', card)).toEqual(['带你投资稳赚不赔'])
  expect(card.textContent).toContain('已撤回消息：聊天中索要转账，已撤回消息')
  expect(card.textContent).toContain('已警告1次')
})

test('suspending needs a note, then the member’s card leaves the queue', async () => {
  const p = await open()
  await p.click(button('封禁', cards()[0]))
  await p.settle(50)
  expect(bodyText()).toContain('封禁账号')
  await p.click(findByText('.staff-form__submit', '确认封禁'))
  expect(staffHandleReport).not.toHaveBeenCalled()
  expect(p.lastToast()).toBe('请填写处理说明')

  await p.click(findByText('.reject-sheet__chip', '诈骗属实'))
  await p.click(findByText('.staff-form__submit', '确认封禁'))
  expect(staffHandleReport).toHaveBeenCalledWith({ targetId: 41, action: 'suspend', resolution: '诈骗属实' })
  expect(names()).toEqual(['被举报42'])
  expect(p.lastToast()).toBe('已封禁，结案3条')
})

test('a member staff hid can be shown again from the decided tab', async () => {
  const p = await open()
  const hidden = reportCase(43, { profileReports: [profileReport(5, { status: 'hidden', resolution: '网图' })] })
  hidden.member.staffHidden = true
  hidden.member.pendingReports = 0
  jest.mocked(staffGetReportQueue).mockResolvedValue(cursorPage([hidden]))
  await p.click(findByText('.segment-tabs__tab', '已处理'))
  expect(textsOf('.queue-card__tag')).toEqual(['1条已处理'])
  expect(bodyText()).toContain('资料已隐藏')
  expect(bodyText()).toContain('已隐藏资料：网图')
  expect(button('封禁')).toBeUndefined()
  await p.click(button('恢复展示'))
  expect(staffUnhideProfile).toHaveBeenCalledWith({ userId: 43 })
})

test('a suspended member can be let back in by an admin, never by an auditor', async () => {
  const suspended = reportCase(44, { profileReports: [profileReport(5, { status: 'suspended' })] })
  suspended.member.accountStatus = 'disabled'
  suspended.member.pendingReports = 0
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
  await asAdmin.click(button('解除封禁'))
  expect(staffLiftSuspension).toHaveBeenCalledWith({ userId: 44 })
})
