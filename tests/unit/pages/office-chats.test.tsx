import { bodyText, mountPage, setUp, textsOf, tick, type Ui } from '../helpers/page'
import { DEFAULT_POOL_RULES, type LeadDetail } from '@contract/crm'
import { getLeadDetail, getLeadPage, getOffice } from '../../../src/api/crm'
import { getMatchmakerChatPage, getSocketTicket, getUnreadSummary, openCustomerChat } from '../../../src/api/message'
import { getMyStaffRoles } from '../../../src/api/staff'
import type { Stores } from '../../../src/stores'
import { inboxOf } from '../../../src/stores/inbox'
import CustomerDetailPage from '../../../src/subpages/customer/detail'
import CustomerOfficePage from '../../../src/subpages/customer/index'
import OfficeChatsPage from '../../../src/subpages/member/matchmaker/chats'
import { route } from '../helpers/lifecycle'
import { chatMessage, conversation, peer, summary } from '../helpers/message'
import { logIn, userInfo } from '../helpers/session'
import { mockConnectSocket } from '../helpers/socket'
import { tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/crm')
jest.mock('../../../src/api/message')
jest.mock('../../../src/api/staff')

/** The matchmaker logged in here. */
const WANG = 30
const XIAOYU = peer(11, '小雨')
const AJIE = peer(12, '阿杰')

let stores: Stores
let ui: Ui
let socket: ReturnType<typeof mockConnectSocket>

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores, userInfo({ id: WANG, nickname: '王红娘' }))
  stores.tenant.detail = tenantDetail([15])
  route.params = {}
  socket = mockConnectSocket()
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  jest.mocked(getSocketTicket).mockResolvedValue({ ticket: 'tk', path: '/common/api/message/socket' })
  jest.mocked(getUnreadSummary).mockResolvedValue(summary(0))
})

afterEach(() => inboxOf(stores).stop())

/** The matchmaker's socket, open and ready. */
async function online() {
  await tick()
  const task = socket.last()
  task.open()
  task.push({ type: 'ready', userId: WANG })
  await tick()
  return task
}

describe('客户消息', () => {
  const fromAjie = chatMessage(5, AJIE.userId, '周末有空吗', { conversationId: 2 })
  const fromXiaoyu = chatMessage(3, XIAOYU.userId, '王老师好', { conversationId: 1 })

  beforeEach(() => {
    jest.mocked(getMatchmakerChatPage).mockResolvedValue({
      list: [
        conversation(2, AJIE, fromAjie, 1, { kind: 'matchmaker' }),
        conversation(1, XIAOYU, fromXiaoyu, 0, { kind: 'matchmaker' })
      ],
      nextCursor: ''
    })
  })

  const rows = () =>
    Array.from(document.querySelectorAll('.conversation-row')).map((row) => [
      row.querySelector('.conversation-row__name')?.textContent,
      row.querySelector('.conversation-row__preview')?.textContent,
      row.querySelector('.nut-badge-sup')?.textContent ?? ''
    ])

  test('what a customer writes while the list is on screen moves her conversation to the top with its count', async () => {
    const p = await mountPage(OfficeChatsPage, stores)
    const task = await online()
    expect(rows()).toEqual([
      ['阿杰', '周末有空吗', '1'],
      ['小雨', '王老师好', '']
    ])

    await p.run(() =>
      task.push({
        type: 'message',
        message: chatMessage(6, XIAOYU.userId, '周六下午可以见面吗？', { conversationId: 1 })
      })
    )
    expect(rows()).toEqual([
      ['小雨', '周六下午可以见面吗？', '1'],
      ['阿杰', '周末有空吗', '1']
    ])

    // Her answer from another device moves it up without counting.
    await p.run(() => task.push({ type: 'message', message: chatMessage(7, WANG, '有空', { conversationId: 2 }) }))
    expect(rows()[0]).toEqual(['阿杰', '有空', '1'])

    // Read on another device: the count goes.
    await p.run(() => task.push({ type: 'read', conversationId: 2, userId: WANG, messageId: 7 }))
    expect(rows()[0]).toEqual(['阿杰', '有空', ''])

    await p.click(document.querySelector('.conversation-row') as Element)
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: `/subpages/member/message/detail?userId=${AJIE.userId}` })
  })

  test('a first message from another customer reads the list again, and so does coming back to it', async () => {
    const p = await mountPage(OfficeChatsPage, stores)
    const task = await online()
    jest.mocked(getMatchmakerChatPage).mockClear()
    await p.run(() => task.push({ type: 'message', message: chatMessage(9, 13, '王老师您好', { conversationId: 3 }) }))
    await p.settle(350)
    expect(getMatchmakerChatPage).toHaveBeenCalledTimes(1)
  })

  test('staff without an office role are told so and nothing is asked for', async () => {
    jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
    await mountPage(OfficeChatsPage, stores)
    expect(bodyText()).toContain('客户消息仅对红娘、店长和管理员开放')
    expect(getMatchmakerChatPage).not.toHaveBeenCalled()
  })
})

describe('红娘办公室', () => {
  beforeEach(() => {
    jest.mocked(getLeadPage).mockResolvedValue({ list: [], nextCursor: '' })
    jest.mocked(getOffice).mockResolvedValue({
      dueToday: 0,
      myLeads: 2,
      expiring: 0,
      claimsLeftToday: 5,
      poolCount: 10,
      rules: DEFAULT_POOL_RULES,
      manager: false
    })
  })

  const officeBadge = () =>
    Array.from(document.querySelectorAll('.office__links .badge'))
      .find((b) => b.textContent?.includes('客户消息'))
      ?.querySelector('.nut-badge-sup')?.textContent

  test('the 客户消息 button counts what her customers wrote, live, apart from her own messages', async () => {
    jest.mocked(getUnreadSummary).mockResolvedValue(summary(4, 0, 2))
    // The app starts the inbox once its first page has drawn; this page only reads its numbers.
    inboxOf(stores)
    const p = await mountPage(CustomerOfficePage, stores)
    const task = await online()
    await p.settle()
    expect(officeBadge()).toBe('2')

    await p.run(() => task.push({ type: 'unread', summary: summary(4, 0, 3) }))
    expect(officeBadge()).toBe('3')
    await p.run(() => task.push({ type: 'unread', summary: summary(4, 0, 0) }))
    expect(officeBadge()).toBeUndefined()
    expect(textsOf('.office__link')).toContain('客户消息')
    await p.clickText('客户消息')
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/matchmaker/chats' })
  })
})

describe('the lead page’s 发消息', () => {
  const lead = (over: Partial<LeadDetail> = {}): LeadDetail => ({
    userId: 11,
    nickname: '小雨',
    avatar: '',
    gender: 'female',
    age: 29,
    city: '杭州市',
    phoneTail: '0001',
    source: 'register',
    stage: 'member',
    tags: [],
    status: 'mine',
    owner: { userId: WANG, nickname: '王红娘' },
    claimedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    expiring: false,
    protectedByContract: false,
    lastFollowUpAt: '',
    nextFollowUpAt: '',
    registeredAt: new Date().toISOString(),
    remark: '',
    aboutMe: '',
    claimBlocker: '',
    canClaim: false,
    canManage: true,
    canAbandon: true,
    canAssign: false,
    hasPhone: true,
    timeline: [],
    ...over
  })

  test('on her own customer it opens their conversation on the server, then the chat', async () => {
    route.params = { userId: '11' }
    jest.mocked(getLeadDetail).mockResolvedValue(lead())
    jest.mocked(openCustomerChat).mockResolvedValue(conversation(4, XIAOYU, null, 0, { kind: 'matchmaker' }))
    const p = await mountPage(CustomerDetailPage, stores)
    await p.clickText('发消息')
    expect(openCustomerChat).toHaveBeenCalledWith(11)
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/message/detail?userId=11' })
  })

  test('refused by the server, she stays on the page', async () => {
    route.params = { userId: '11' }
    jest.mocked(getLeadDetail).mockResolvedValue(lead())
    jest.mocked(openCustomerChat).mockRejectedValue(new Error('只能给你正在服务的客户发消息'))
    const p = await mountPage(CustomerDetailPage, stores)
    await p.clickText('发消息')
    expect(ui.navigateTo).not.toHaveBeenCalled()
  })

  test('a store manager looking at her matchmaker’s customer, or a lead in the pool, has no 发消息', async () => {
    route.params = { userId: '11' }
    for (const status of ['scope', 'pool'] as const) {
      jest.mocked(getLeadDetail).mockResolvedValue(lead({ status }))
      const p = await mountPage(CustomerDetailPage, stores)
      expect(bodyText()).toContain('小雨')
      expect(bodyText()).not.toContain('发消息')
      p.unmount()
    }
  })
})
