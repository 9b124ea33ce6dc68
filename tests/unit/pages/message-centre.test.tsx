import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { bodyText, findByText, mountPage, setUp, textOf, textsOf, type Ui } from '../helpers/page'
import type { MemberNotice } from '@contract/notice'
import { getConversationPage, getSocketTicket, getUnreadSummary, markAllRead } from '../../../src/api/message'
import { getNoticePage } from '../../../src/api/notice'
import type { Stores } from '../../../src/stores'
import { inboxOf } from '../../../src/stores/inbox'
import MessageCentrePage from '../../../src/subpages/member/message/index'
import { route, trigger } from '../helpers/lifecycle'
import { cursorPage, logInLoveUser } from '../helpers/love'
import { chatMessage, conversation, ME, peer, summary } from '../helpers/message'
import { mockConnectSocket } from '../helpers/socket'
import { tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/message')
jest.mock('../../../src/api/notice')

const XIAOYU = peer(11, '小雨')
const AJIE = peer(12, '阿杰')
const QING = peer(13, '晴晴')

let stores: Stores
let ui: Ui

const rowNames = () => textsOf('.conversation-row__name')
const rowOf = (name: string) => {
  const row = Array.from(document.querySelectorAll('.conversation-row')).find(
    (r) => r.querySelector('.conversation-row__name')?.textContent === name
  )
  if (!row) throw new Error(`no row for ${name}`)
  return row
}
const badgeOf = (name: string) => rowOf(name).querySelector('.badge .nut-badge-sup')?.textContent ?? null

function notice(id: number, title: string): MemberNotice {
  return { id, kind: 'viewed', title, body: '', link: '', read: false, createdAt: new Date().toISOString() }
}

const today = new Date()
today.setHours(9, 5, 0, 0)

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  route.params = {}
  logInLoveUser(stores)
  stores.tenant.detail = tenantDetail([15])
  // The page starts the inbox, which connects and asks for the unread numbers.
  mockConnectSocket()
  jest.mocked(getSocketTicket).mockResolvedValue({ ticket: 'tk', path: '/common/api/message/socket' })
  jest.mocked(getUnreadSummary).mockResolvedValue(summary(0))
  jest.mocked(getConversationPage).mockResolvedValue(cursorPage([]))
  jest.mocked(getNoticePage).mockResolvedValue(cursorPage([]))
})

afterEach(() => inboxOf(stores).stop())

const open = () => mountPage(MessageCentrePage, stores)

test('lists conversations: who, the last message as a preview, its time and the unread count up to 99+', async () => {
  jest.mocked(getUnreadSummary).mockResolvedValue(summary(123, 2))
  jest
    .mocked(getConversationPage)
    .mockResolvedValue(
      cursorPage([
        conversation(1, XIAOYU, chatMessage(9, XIAOYU.userId, '周末有空吗', { createdAt: today.toISOString() }), 120),
        conversation(2, AJIE, chatMessage(8, AJIE.userId, '', { recalled: true }), 3),
        conversation(3, QING, chatMessage(7, ME, '', { kind: 'image', image: '/u/a.jpg' })),
        conversation(
          4,
          peer(14, '子涵'),
          chatMessage(6, 14, '', { kind: 'gift', gift: { sendId: 1, name: '玫瑰', image: '', points: 10 } })
        )
      ])
    )
  await open()
  expect(getConversationPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(rowNames()).toEqual(['小雨', '阿杰', '晴晴', '子涵'])
  expect(textsOf('.conversation-row__preview')).toEqual(['周末有空吗', '消息已撤回', '[图片]', '[礼物] 玫瑰'])
  expect(rowOf('小雨').querySelector('.conversation-row__time')?.textContent).toBe('今天 09:05')
  expect(badgeOf('小雨')).toBe('99+')
  expect(badgeOf('阿杰')).toBe('3')
  expect(badgeOf('晴晴')).toBeNull()
  expect(textsOf('.segment-tabs__tab')).toEqual(['聊天(99+)', '通知(2)'])
  expect(bodyText()).toContain('没有更多了')
})

test('tapping a conversation opens it with the member', async () => {
  jest.mocked(getConversationPage).mockResolvedValue(cursorPage([conversation(1, XIAOYU, chatMessage(9, 11, '在吗'))]))
  const { click } = await open()
  await click(rowOf('小雨'))
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/subpages/member/message/detail?userId=11' })
})

test('a message arriving over the socket moves its conversation to the top and counts it', async () => {
  jest
    .mocked(getConversationPage)
    .mockResolvedValue(
      cursorPage([
        conversation(1, XIAOYU, chatMessage(9, 11, '在吗', { conversationId: 1 })),
        conversation(2, AJIE, chatMessage(5, 12, '你好', { conversationId: 2 }), 1)
      ])
    )
  const { run } = await open()
  expect(rowNames()).toEqual(['小雨', '阿杰'])
  await run(() =>
    inboxOf(stores).handle({ type: 'message', message: chatMessage(10, 12, '今晚一起吃饭？', { conversationId: 2 }) })
  )
  expect(rowNames()).toEqual(['阿杰', '小雨'])
  expect(badgeOf('阿杰')).toBe('2')
  expect(rowOf('阿杰').querySelector('.conversation-row__preview')?.textContent).toBe('今晚一起吃饭？')
})

test('全部已读 clears every count and hides itself', async () => {
  jest.mocked(getUnreadSummary).mockResolvedValue(summary(4))
  jest
    .mocked(getConversationPage)
    .mockResolvedValue(
      cursorPage([
        conversation(1, XIAOYU, chatMessage(9, 11, '在吗'), 3),
        conversation(2, AJIE, chatMessage(5, 12, '嗨'), 1)
      ])
    )
  jest.mocked(markAllRead).mockResolvedValue(summary(0))
  const { click } = await open()
  await click(findByText('.message-centre__read-all', '全部已读'))
  expect(markAllRead).toHaveBeenCalledTimes(1)
  expect(document.querySelectorAll('.conversation-row .badge')).toHaveLength(0)
  expect(document.querySelector('.message-centre__read-all')).toBeNull()
  expect(textOf('.segment-tabs__tab--on')).toBe('聊天')
})

test('with no conversations it says how to start one and leads to the recommendations', async () => {
  const { click } = await open()
  expect(bodyText()).toContain('还没有聊天')
  await click(findByText('.status-view__action', '去首页看看推荐'))
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('pulling down reads the list and the numbers again; the bottom reads the next page', async () => {
  jest
    .mocked(getConversationPage)
    .mockResolvedValue(cursorPage([conversation(1, XIAOYU, chatMessage(9, 11, '在吗'))], 'next-1'))
  const { run } = await open()
  expect(bodyText()).toContain('上拉加载更多')

  jest.mocked(getConversationPage).mockResolvedValue(cursorPage([conversation(2, AJIE, chatMessage(5, 12, '嗨'))]))
  await run(() => trigger('reachBottom'))
  expect(getConversationPage).toHaveBeenLastCalledWith({ cursor: 'next-1', pageSize: 20 })
  expect(rowNames()).toEqual(['小雨', '阿杰'])

  jest.mocked(getUnreadSummary).mockClear()
  jest.mocked(getConversationPage).mockClear()
  await run(() => trigger('pullDown'))
  expect(getConversationPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(getUnreadSummary).toHaveBeenCalledTimes(1)
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
})

test('the 通知 tab lists the notices', async () => {
  jest.mocked(getNoticePage).mockResolvedValue(cursorPage([notice(1, '有人看过你')]))
  route.params = { tab: 'notice' }
  await open()
  expect(textOf('.segment-tabs__tab--on')).toBe('通知')
  expect(bodyText()).toContain('有人看过你')
  expect(getConversationPage).toHaveBeenCalled()
})

test('a tenant without the message plugin shows only notices and asks nothing of chat', async () => {
  stores.tenant.detail = tenantDetail([])
  jest.mocked(getNoticePage).mockResolvedValue(cursorPage([notice(1, '你的实名认证已通过')]))
  await open()
  expect(document.querySelector('.segment-tabs')).toBeNull()
  expect(bodyText()).toContain('你的实名认证已通过')
  expect(getConversationPage).not.toHaveBeenCalled()
})

test('a visitor is sent to log in', async () => {
  stores.session.logout()
  await open()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  expect(getConversationPage).not.toHaveBeenCalled()
})

test('the chats appear once the tenant is known to have the message plugin', async () => {
  stores.tenant.detail = null
  jest.mocked(getConversationPage).mockResolvedValue(cursorPage([conversation(1, XIAOYU, chatMessage(9, 11, '在吗'))]))
  const { run } = await open()
  expect(getConversationPage).not.toHaveBeenCalled()
  await run(() =>
    runInAction(() => {
      stores.tenant.detail = tenantDetail([15])
    })
  )
  expect(rowNames()).toEqual(['小雨'])
})
