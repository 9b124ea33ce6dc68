import Taro from '@tarojs/taro'
import { bodyText, findByText, mountPage, setUp, textsOf, type MountedPage, type Ui } from '../helpers/page'
import { ApiError } from '../../../src/api/request'
import { blockMember } from '../../../src/api/loveSocial'
import {
  getGreetings,
  getMessagePage,
  getSocketTicket,
  getUnreadSummary,
  markRead,
  openConversation,
  recallMessage,
  reportMessage,
  sendMessage,
  syncMessages
} from '../../../src/api/message'
import type { Stores } from '../../../src/stores'
import { inboxOf } from '../../../src/stores/inbox'
import ChatPage from '../../../src/subpages/member/message/detail'
import { route } from '../helpers/lifecycle'
import { logInLoveUser } from '../helpers/love'
import { chatMessage, conversation, ME, opened, peer, summary } from '../helpers/message'
import { mockConnectSocket } from '../helpers/socket'
import { tenantDetail } from '../helpers/tenant'
import { mockPageStack } from '../helpers/taro'
import { TOAST_MS } from '../../../src/constants/app'

// The page also listens for being hidden, which these tests never do.
jest.mock('@tarojs/taro', () => ({
  ...require('../helpers/lifecycle').taroWithLifecycle(),
  useDidHide: () => undefined
}))
jest.mock('../../../src/api/message')
jest.mock('../../../src/api/loveSocial')

// jsdom lays nothing out, so it has no scrollIntoView: the scroll view calls it to bring a message
// into view, and this records which.
let scrolledTo: string[] = []
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id)
  }
})

const XIAOYU = peer(11, '小雨')
const minutesAgo = (n: number) => new Date(Date.now() - n * 60 * 1000).toISOString()

let stores: Stores
let ui: Ui

const texts = () => textsOf('.message-bubble__text')
const input = () => document.querySelector('.composer__input .nut-input-native') as Element

beforeEach(() => {
  jest.resetAllMocks()
  scrolledTo = []
  ;({ stores, ui } = setUp())
  route.params = { userId: '11' }
  logInLoveUser(stores)
  stores.tenant.detail = tenantDetail([15])
  // The page starts the inbox, which connects and asks for the unread numbers.
  mockConnectSocket()
  jest.mocked(getSocketTicket).mockResolvedValue({ ticket: 'tk', path: '/common/api/message/socket' })
  jest.mocked(getUnreadSummary).mockResolvedValue(summary(0))
  jest.mocked(getMessagePage).mockResolvedValue({ list: [], hasMore: false })
  jest.mocked(syncMessages).mockResolvedValue({ list: [], lastSeq: 0, hasMore: false })
  jest.mocked(markRead).mockResolvedValue(summary(0))
  jest.mocked(getGreetings).mockResolvedValue({ list: ['你好，可以认识一下吗？', '周末好～'] })
  jest
    .mocked(sendMessage)
    .mockImplementation(async (req) =>
      chatMessage(100, ME, req.text, { kind: req.kind, image: req.image, clientMessageId: req.clientMessageId })
    )
})

afterEach(() => inboxOf(stores).stop())

/** The conversation with 小雨 holding `list` (oldest first). */
async function openWith(
  list = [chatMessage(1, 11, '你好', { createdAt: minutesAgo(30) })],
  canSend = true,
  reason = ''
) {
  const last = list[list.length - 1] ?? null
  jest
    .mocked(openConversation)
    .mockResolvedValue(opened(XIAOYU, last ? conversation(1, XIAOYU, last) : null, canSend, reason))
  jest.mocked(getMessagePage).mockResolvedValue({ list, hasMore: false })
  const p = await mountPage(ChatPage, stores)
  // Taro's H5 <Input> renders its inner field a moment after it is mounted.
  await p.settle(50)
  return p
}

async function longPress(p: MountedPage, el: Element) {
  await p.run(() => void el.dispatchEvent(new CustomEvent('longpress', { bubbles: true })))
}

function chooseInSheet(index: number) {
  return jest.spyOn(Taro, 'showActionSheet').mockResolvedValue({ tapIndex: index, errMsg: 'ok' })
}

test('shows who it is with and the messages oldest first, recalled and gift ones as such', async () => {
  await openWith([
    chatMessage(1, 11, '你好', { createdAt: minutesAgo(60) }),
    chatMessage(2, ME, '', { recalled: true, createdAt: minutesAgo(59) }),
    chatMessage(3, 11, '', { recalled: true, createdAt: minutesAgo(58) }),
    chatMessage(4, 11, '', { recalled: true, removedByPlatform: true, createdAt: minutesAgo(57) }),
    chatMessage(5, ME, '', {
      kind: 'gift',
      gift: { sendId: 5, name: '玫瑰', image: '/g/rose.png', points: 10 },
      createdAt: minutesAgo(2)
    })
  ])
  expect(openConversation).toHaveBeenCalledWith(11)
  expect(getMessagePage).toHaveBeenCalledWith({ conversationId: 1, beforeId: 0, pageSize: 20 })
  expect(document.querySelector('.chat-header__name')?.textContent).toBe('小雨')
  expect(texts()).toEqual(['你好'])
  expect(textsOf('.message-bubble__recalled')).toEqual([
    '你撤回了一条消息',
    '对方撤回了一条消息',
    '该消息因违反平台规定已被移除'
  ])
  expect(bodyText()).toContain('你送出了礼物')
  expect(bodyText()).toContain('「玫瑰」')
  // A pause of over five minutes shows the time again.
  expect(document.querySelectorAll('.chat__time')).toHaveLength(2)
})

test('the name opens the profile', async () => {
  const p = await openWith()
  await p.click('.chat-header__peer')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=11' })
})

test('a typed message shows at once and goes to the server with its own id', async () => {
  const p = await openWith()
  await p.typeInto(input(), '周末去看展吗')
  await p.click(findByText('.composer__send', '发送'))
  expect(sendMessage).toHaveBeenCalledWith({
    toUserId: 11,
    clientMessageId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    kind: 'text',
    text: '周末去看展吗',
    image: ''
  })
  expect(texts()).toEqual(['你好', '周末去看展吗'])
  expect(document.querySelector('.message-bubble__sending')).toBeNull()
  expect(document.querySelector('.composer__send')).toBeNull()
})

test('contact details are caught before sending, with the spec message', async () => {
  const p = await openWith()
  await p.typeInto(input(), '加我 13812345678')
  await p.click(findByText('.composer__send', '发送'))
  expect(sendMessage).not.toHaveBeenCalled()
  expect(p.lastToast()).toBe('不得含有联系方式，请修改')
  expect(document.querySelector('.composer__send')).not.toBeNull()
})

test('a message the server refuses comes back to the box, and the page asks again whether I may write', async () => {
  const p = await openWith()
  jest
    .mocked(sendMessage)
    .mockRejectedValueOnce(new ApiError('对方回复前最多发送2条消息，请耐心等待', { status: 200, code: 40000 }))
  jest.mocked(openConversation).mockResolvedValue(opened(XIAOYU, null, false, '对方回复前最多发送2条消息，请耐心等待'))
  await p.typeInto(input(), '在吗')
  await p.click(findByText('.composer__send', '发送'))
  await p.settle()
  expect(texts()).toEqual(['你好'])
  expect(document.querySelector('.composer')).toBeNull()
  expect(bodyText()).toContain('对方回复前最多发送2条消息，请耐心等待')
})

test('a send lost on the network stays as failed and the mark sends it again', async () => {
  const p = await openWith()
  jest.mocked(sendMessage).mockRejectedValueOnce(new ApiError('网络异常，请稍后重试', { status: 0 }))
  await p.typeInto(input(), '晚安')
  await p.click(findByText('.composer__send', '发送'))
  expect(document.querySelector('.message-bubble__failed')).not.toBeNull()
  await p.click('.message-bubble__failed')
  const ids = jest.mocked(sendMessage).mock.calls.map(([req]) => req.clientMessageId)
  expect(ids).toHaveLength(2)
  expect(ids[1]).toBe(ids[0])
  expect(document.querySelector('.message-bubble__failed')).toBeNull()
  expect(texts()).toEqual(['你好', '晚安'])
})

test('an emoji from the panel goes into the text', async () => {
  const p = await openWith()
  await p.typeInto(input(), '早')
  await p.click('.composer__icon')
  await p.click(findByText('.composer__emoji', '🌹'))
  await p.click(findByText('.composer__send', '发送'))
  expect(sendMessage).toHaveBeenCalledWith(expect.objectContaining({ text: '早🌹' }))
})

test('an empty conversation offers greetings; one tap sends it', async () => {
  const p = await openWith([])
  expect(bodyText()).toContain('和小雨打个招呼吧')
  await p.click(findByText('.greeting-list__item', '你好，可以认识一下吗？'))
  expect(sendMessage).toHaveBeenCalledWith(expect.objectContaining({ toUserId: 11, text: '你好，可以认识一下吗？' }))
  expect(bodyText()).not.toContain('打个招呼吧')
})

test('when I may not write yet, the reason and the way out replace the input', async () => {
  const p = await openWith([], false, '完成实名认证后才能发起聊天')
  expect(document.querySelector('.composer')).toBeNull()
  expect(bodyText()).toContain('完成实名认证后才能发起聊天')
  await p.click(findByText('.send-blocked__action', '去实名认证'))
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/member/certification' })
})

test('the menu reports the member on the report page', async () => {
  const p = await openWith()
  chooseInSheet(0)
  await p.click('.chat-header__menu')
  expect(Taro.showActionSheet).toHaveBeenCalledWith({ itemList: ['举报', '拉黑'] })
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/report?id=11' })
})

test('blocking asks first, then blocks and leaves', async () => {
  mockPageStack(2)
  const p = await openWith()
  jest.mocked(blockMember).mockResolvedValue({ ok: true })
  chooseInSheet(1)
  await p.click('.chat-header__menu')
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('小雨') }))
  expect(blockMember).toHaveBeenCalledWith(11)
  expect(p.lastToast()).toBe('已拉黑')
  // It leaves once the toast has been read, within this test rather than in a later one.
  await p.settle(TOAST_MS)
  expect(ui.navigateBack).toHaveBeenCalled()
})

test('a cancelled block blocks nobody', async () => {
  const p = await openWith()
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' })
  chooseInSheet(1)
  await p.click('.chat-header__menu')
  expect(blockMember).not.toHaveBeenCalled()
})

test('my message can be recalled within two minutes, by a long press', async () => {
  const p = await openWith([
    chatMessage(1, 11, '你好', { createdAt: minutesAgo(30) }),
    chatMessage(2, ME, '你好呀', { createdAt: minutesAgo(1) })
  ])
  jest
    .mocked(recallMessage)
    .mockResolvedValue(chatMessage(2, ME, '', { seq: 3, recalled: true, createdAt: minutesAgo(1) }))
  chooseInSheet(1)
  await longPress(p, findByText('.message-bubble__text', '你好呀').parentElement as Element)
  expect(Taro.showActionSheet).toHaveBeenCalledWith({ itemList: ['复制', '撤回'] })
  expect(recallMessage).toHaveBeenCalledWith(2)
  expect(textsOf('.message-bubble__recalled')).toEqual(['你撤回了一条消息'])
})

test('an older message of mine offers no recall', async () => {
  const p = await openWith([chatMessage(1, ME, '很久以前', { createdAt: minutesAgo(3) })])
  jest.spyOn(Taro, 'showActionSheet').mockRejectedValue({ errMsg: 'showActionSheet:fail cancel' })
  await longPress(p, findByText('.message-bubble__text', '很久以前').parentElement as Element)
  expect(Taro.showActionSheet).toHaveBeenCalledWith({ itemList: ['复制'] })
  expect(recallMessage).not.toHaveBeenCalled()
})

test("the peer's message is reported with a reason", async () => {
  const p = await openWith()
  jest.mocked(reportMessage).mockResolvedValue({ ok: true })
  chooseInSheet(1)
  await longPress(p, findByText('.message-bubble__text', '你好').parentElement as Element)
  expect(Taro.showActionSheet).toHaveBeenCalledWith({ itemList: ['复制', '举报'] })
  await p.click(findByText('.report-sheet__submit', '提交举报'))
  expect(reportMessage).not.toHaveBeenCalled()
  expect(p.lastToast()).toBe('请选择举报原因')
  await p.click(findByText('.report-sheet .choice-chips__chip', '骚扰辱骂'))
  await p.click(findByText('.report-sheet__submit', '提交举报'))
  expect(reportMessage).toHaveBeenCalledWith({ messageId: 1, reason: 'harass', description: '' })
  expect(p.lastToast()).toBe('举报已提交，我们会尽快核实')
  expect(document.querySelector('.report-sheet')).toBeNull()
})

test('messages pushed while the page is open appear once, are marked read on screen, and a read receipt shows under mine', async () => {
  const p = await openWith([chatMessage(1, 11, '你好', { createdAt: minutesAgo(30) }), chatMessage(2, ME, '你好呀')])
  await p.run(() => inboxOf(stores).handle({ type: 'message', message: chatMessage(3, 11, '在忙吗') }))
  await p.run(() => inboxOf(stores).handle({ type: 'message', message: chatMessage(3, 11, '在忙吗') }))
  expect(texts()).toEqual(['你好', '你好呀', '在忙吗'])
  expect(scrolledTo.at(-1)).toBe('m3')
  expect(markRead).toHaveBeenLastCalledWith({ conversationId: 1, messageId: 3 })
  expect(document.querySelector('.message-bubble__read')).toBeNull()
  await p.run(() => inboxOf(stores).handle({ type: 'read', conversationId: 1, userId: 11, messageId: 3 }))
  expect(textsOf('.message-bubble__read')).toEqual(['已读'])
})

test('a tenant without the message plugin gets no chat', async () => {
  stores.tenant.detail = tenantDetail([])
  await openWith()
  expect(bodyText()).toContain('本站暂未开通聊天功能')
  expect(document.querySelector('.composer')).toBeNull()
})

test('a page opened without a member says it could not load', async () => {
  route.params = {}
  await mountPage(ChatPage, stores)
  expect(bodyText()).toContain('加载失败')
  expect(openConversation).not.toHaveBeenCalled()
})

test('with her matchmaker a member sees who she is, writes freely, and is offered no greetings', async () => {
  jest.mocked(openConversation).mockResolvedValue({
    ...opened(XIAOYU, null),
    kind: 'matchmaker',
    matchmakerId: XIAOYU.userId
  })
  const { click, unmount } = await mountPage(ChatPage, stores)
  expect(document.querySelector('.chat-header')?.textContent).toContain('专属红娘')
  expect(bodyText()).toContain('红娘看到后会尽快回复你')
  expect(getGreetings).not.toHaveBeenCalled()
  await click(document.querySelector('.chat-header__peer') as Element)
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/member/matchmaker/index' })
  unmount()
})
