import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { ApiError } from '../../src/api/request'
import { uploadImage } from '../../src/api/image'
import {
  getConversationPage,
  getMessagePage,
  getSocketTicket,
  getUnreadSummary,
  markAllRead,
  markRead,
  openConversation,
  recallMessage,
  sendMessage,
  syncMessages
} from '../../src/api/message'
import { ConfigCache } from '../../src/stores/config-cache'
import { InboxStore } from '../../src/stores/inbox'
import { SessionStore } from '../../src/stores/session'
import { TenantStore } from '../../src/stores/tenant'
import { UnreadStore } from '../../src/stores/unread'
import { logInLoveUser } from './helpers/love'
import { chatMessage, conversation, ME, opened, peer, summary } from './helpers/message'
import { mockConnectSocket, type FakeSocketTask } from './helpers/socket'
import { tenantDetail } from './helpers/tenant'
import type { Stores } from '../../src/stores'

jest.mock('../../src/api/message')
jest.mock('../../src/api/image')

const XIAOYU = peer(11, '小雨')
const AJIE = peer(12, '阿杰')

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

let session: SessionStore
let tenant: TenantStore
let inbox: InboxStore
let socket: ReturnType<typeof mockConnectSocket>

function logIn() {
  logInLoveUser({ session } as Stores)
}

/** Logged in, plugin on, socket open and ready. */
async function connected(): Promise<FakeSocketTask> {
  logIn()
  tenant.detail = tenantDetail([15])
  inbox.start()
  await settle()
  const task = socket.last()
  task.open()
  task.push({ type: 'ready', userId: ME })
  await settle()
  return task
}

beforeEach(() => {
  jest.resetAllMocks()
  Taro.clearStorageSync()
  session = new SessionStore()
  tenant = new TenantStore(new ConfigCache())
  inbox = new InboxStore(session, tenant, new UnreadStore())
  socket = mockConnectSocket()
  jest.mocked(getSocketTicket).mockResolvedValue({ ticket: 'tk1', path: '/common/api/message/socket' })
  jest.mocked(getUnreadSummary).mockResolvedValue(summary(0))
  jest.mocked(getConversationPage).mockResolvedValue({ list: [], nextCursor: '' })
  jest.mocked(getMessagePage).mockResolvedValue({ list: [], hasMore: false })
  jest.mocked(syncMessages).mockResolvedValue({ list: [], lastSeq: 0, hasMore: false })
  jest.mocked(markRead).mockResolvedValue(summary(0))
})

afterEach(() => inbox.stop())

describe('the socket follows who is logged in and what the tenant offers', () => {
  test('a visitor never connects and never asks for numbers', async () => {
    tenant.detail = tenantDetail([15])
    inbox.start()
    await settle()
    expect(socket.tasks).toHaveLength(0)
    expect(getUnreadSummary).not.toHaveBeenCalled()
  })

  test('a member of a tenant without the message plugin gets the numbers but no socket', async () => {
    jest.mocked(getUnreadSummary).mockResolvedValue(summary(0, 2))
    logIn()
    inbox.start()
    await settle()
    expect(socket.tasks).toHaveLength(0)
    expect(inbox.unread.total).toBe(2)
  })

  test('a member with the plugin connects with a one-use ticket, and logging out closes and forgets', async () => {
    jest.mocked(getUnreadSummary).mockResolvedValue(summary(3, 1))
    const task = await connected()
    expect(task.url).toBe(`ws://${location.host}/common/api/message/socket?ticket=tk1`)
    expect(task.url).not.toContain('tok')
    expect(inbox.unread).toEqual(summary(3, 1))
    expect(inbox.online).toBe(true)

    session.logout()
    expect(task.closed).toBe(true)
    expect(inbox.unread.total).toBe(0)
    expect(inbox.online).toBe(false)
  })

  test('the plugin arriving later (tenant loaded after login) starts the socket', async () => {
    logIn()
    inbox.start()
    await settle()
    expect(socket.tasks).toHaveLength(0)
    runInAction(() => (tenant.detail = tenantDetail([15])))
    await settle()
    expect(socket.tasks).toHaveLength(1)
  })

  test('the badge follows unread frames, and coming back to the app asks again', async () => {
    const task = await connected()
    task.push({ type: 'unread', summary: summary(4, 1) })
    expect(inbox.unread.total).toBe(5)

    jest.mocked(getUnreadSummary).mockResolvedValue(summary(1))
    inbox.resume()
    await settle()
    expect(inbox.unread.total).toBe(1)
  })
})

describe('the conversation list stays live', () => {
  const lastFromAjie = chatMessage(5, AJIE.userId, '周末有空吗', { conversationId: 2 })
  const lastFromXiaoyu = chatMessage(3, XIAOYU.userId, '你好', { conversationId: 1 })

  async function withList() {
    jest.mocked(getConversationPage).mockResolvedValue({
      list: [conversation(2, AJIE, lastFromAjie, 1), conversation(1, XIAOYU, lastFromXiaoyu, 0)],
      nextCursor: ''
    })
    const task = await connected()
    await inbox.chats.load()
    return task
  }

  test("a peer's new message moves its conversation to the top and counts as unread; my own does not count", async () => {
    const task = await withList()
    task.push({ type: 'message', message: chatMessage(6, XIAOYU.userId, '在吗', { conversationId: 1 }) })
    expect(inbox.chats.items.map((c) => [c.peer.nickname, c.unread, c.lastMessage?.text])).toEqual([
      ['小雨', 1, '在吗'],
      ['阿杰', 1, '周末有空吗']
    ])

    // Sent from my other phone: the preview changes, the count does not.
    task.push({ type: 'message', message: chatMessage(7, ME, '有空', { conversationId: 2 }) })
    expect(inbox.chats.items.map((c) => [c.peer.nickname, c.unread, c.lastMessage?.text])).toEqual([
      ['阿杰', 1, '有空'],
      ['小雨', 1, '在吗']
    ])

    // The same frame twice (a resend) is one message.
    task.push({ type: 'message', message: chatMessage(7, ME, '有空', { conversationId: 2 }) })
    expect(inbox.chats.items[0].unread).toBe(1)
  })

  test('a message in a conversation the list has not got reloads the list from the server', async () => {
    const task = await withList()
    jest.mocked(getConversationPage).mockClear()
    task.push({ type: 'message', message: chatMessage(9, 13, '你好呀', { conversationId: 3 }) })
    task.push({ type: 'message', message: chatMessage(10, 13, '我是晴晴', { conversationId: 3 }) })
    await settle(350)
    expect(getConversationPage).toHaveBeenCalledTimes(1)
  })

  test('reading on my other device clears that conversation here', async () => {
    const task = await withList()
    task.push({ type: 'read', conversationId: 2, userId: ME, messageId: 5 })
    expect(inbox.chats.items.find((c) => c.id === 2)?.unread).toBe(0)
  })

  test('全部已读 clears every count with the answer the server gives', async () => {
    await withList()
    jest.mocked(markAllRead).mockResolvedValue(summary(0, 2))
    await inbox.markAllRead()
    expect(inbox.chats.items.map((c) => c.unread)).toEqual([0, 0])
    expect(inbox.unread).toEqual(summary(0, 2))
  })

  test('a reconnect reloads the numbers and the list, keeping rows further down', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) =>
      conversation(
        100 + i,
        peer(200 + i, `会员${i}`),
        chatMessage(1000 - i, 200 + i, 'hi', { conversationId: 100 + i })
      )
    )
    const page2 = [conversation(1, XIAOYU, lastFromXiaoyu)]
    jest.mocked(getConversationPage).mockResolvedValueOnce({ list: page1, nextCursor: 'c2' })
    const task = await connected()
    await inbox.chats.load()
    jest.mocked(getConversationPage).mockResolvedValueOnce({ list: page2, nextCursor: '' })
    await inbox.chats.loadMore()
    expect(inbox.chats.items).toHaveLength(21)

    task.drop()
    expect(inbox.online).toBe(false)
    jest.mocked(getUnreadSummary).mockResolvedValue(summary(2))
    jest.mocked(getConversationPage).mockResolvedValue({ list: page1, nextCursor: 'c2' })
    inbox.resume()
    await settle()
    const again = socket.last()
    again.open()
    again.push({ type: 'ready', userId: ME })
    await settle()
    expect(inbox.unread.total).toBe(2)
    expect(inbox.chats.items).toHaveLength(21)
    expect(inbox.chats.cursor).toBe('')
  })
})

describe('an open conversation', () => {
  const first = chatMessage(1, XIAOYU.userId, '你好')
  const second = chatMessage(2, ME, '你好呀')

  async function openWithXiaoyu(unread = 0) {
    jest.mocked(openConversation).mockResolvedValue(opened(XIAOYU, conversation(1, XIAOYU, second, unread)))
    jest.mocked(getMessagePage).mockResolvedValue({ list: [first, second], hasMore: true })
    const task = await connected()
    const thread = await inbox.openThread({ userId: XIAOYU.userId })
    return { task, thread }
  }

  test('shows the newest page oldest first, and scrolling back asks before the oldest', async () => {
    const { thread } = await openWithXiaoyu()
    expect(thread.messages.map((m) => m.text)).toEqual(['你好', '你好呀'])
    expect(thread.hasOlder).toBe(true)
    jest.mocked(getMessagePage).mockResolvedValue({ list: [chatMessage(0, ME, '早')], hasMore: false })
    await thread.loadOlder()
    expect(getMessagePage).toHaveBeenLastCalledWith({ conversationId: 1, beforeId: 1, pageSize: 20 })
    expect(thread.messages.map((m) => m.text)).toEqual(['早', '你好', '你好呀'])
    expect(thread.hasOlder).toBe(false)
  })

  test('a conversation from my list opens by its id', async () => {
    jest.mocked(getConversationPage).mockResolvedValue({ list: [conversation(1, XIAOYU, second)], nextCursor: '' })
    jest.mocked(openConversation).mockResolvedValue(opened(XIAOYU, conversation(1, XIAOYU, second)))
    await connected()
    const thread = await inbox.openThread({ conversationId: 1 })
    expect(openConversation).toHaveBeenCalledWith(XIAOYU.userId)
    expect(thread.peer.nickname).toBe('小雨')
  })

  test('a pushed message appears once, and a recall replaces it for good', async () => {
    const { task, thread } = await openWithXiaoyu()
    const third = chatMessage(3, XIAOYU.userId, '在忙吗')
    task.push({ type: 'message', message: third })
    task.push({ type: 'message', message: third })
    expect(thread.messages.map((m) => m.id)).toEqual([1, 2, 3])

    const recalled = { ...third, seq: 4, recalled: true, text: '' }
    task.push({ type: 'message', message: recalled })
    // An older copy arriving late (a slow sync) does not bring the text back.
    task.push({ type: 'message', message: third })
    expect(thread.messages[2]).toMatchObject({ recalled: true, text: '' })
  })

  test('a frame that skips a seq fetches the gap by cursor, and nothing is doubled', async () => {
    const { task, thread } = await openWithXiaoyu()
    const missed = chatMessage(3, XIAOYU.userId, '刚才断线了')
    const next = chatMessage(4, XIAOYU.userId, '收到吗')
    jest.mocked(syncMessages).mockResolvedValue({ list: [missed, next], lastSeq: 4, hasMore: false })
    task.push({ type: 'message', message: next })
    await settle()
    expect(syncMessages).toHaveBeenCalledWith({ conversationId: 1, afterSeq: 2 })
    expect(thread.messages.map((m) => m.text)).toEqual(['你好', '你好呀', '刚才断线了', '收到吗'])
  })

  test('after a reconnect the open conversation catches up from its last seq, page after page', async () => {
    const { task, thread } = await openWithXiaoyu()
    task.drop()
    jest
      .mocked(syncMessages)
      .mockResolvedValueOnce({ list: [chatMessage(3, XIAOYU.userId, '一')], lastSeq: 3, hasMore: true })
      .mockResolvedValueOnce({ list: [chatMessage(4, XIAOYU.userId, '二')], lastSeq: 4, hasMore: false })
    inbox.resume()
    await settle()
    socket.last().open()
    socket.last().push({ type: 'ready', userId: ME })
    await settle()
    expect(jest.mocked(syncMessages).mock.calls.map(([req]) => req.afterSeq)).toEqual([2, 3])
    expect(thread.messages.map((m) => m.id)).toEqual([1, 2, 3, 4])
  })

  test('a sent message shows at once and is replaced by the stored one, even when the socket echo comes first', async () => {
    const { task, thread } = await openWithXiaoyu()
    let answer: (value: ReturnType<typeof chatMessage>) => void = () => undefined
    jest.mocked(sendMessage).mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const sending = thread.sendText('周末去看展吗')
    expect(thread.pending.map((p) => [p.text, p.state])).toEqual([['周末去看展吗', 'sending']])
    const { clientMessageId } = thread.pending[0]
    expect(sendMessage).toHaveBeenCalledWith({
      toUserId: XIAOYU.userId,
      clientMessageId,
      kind: 'text',
      text: '周末去看展吗',
      image: ''
    })

    const stored = chatMessage(3, ME, '周末去看展吗', { clientMessageId })
    task.push({ type: 'message', message: stored })
    expect(thread.pending).toEqual([])
    answer(stored)
    expect(await sending).toBe('sent')
    expect(thread.messages.filter((m) => m.text === '周末去看展吗')).toHaveLength(1)
  })

  test('a send lost on the network waits as failed and goes again under the same id', async () => {
    const { thread } = await openWithXiaoyu()
    jest.mocked(sendMessage).mockRejectedValueOnce(new ApiError('网络异常', { status: 0 }))
    expect(await thread.sendText('晚安')).toBe('failed')
    expect(thread.pending.map((p) => p.state)).toEqual(['failed'])
    const { clientMessageId } = thread.pending[0]

    jest.mocked(sendMessage).mockResolvedValueOnce(chatMessage(3, ME, '晚安', { clientMessageId }))
    expect(await thread.retry(clientMessageId)).toBe('sent')
    expect(jest.mocked(sendMessage).mock.calls.map(([req]) => req.clientMessageId)).toEqual([
      clientMessageId,
      clientMessageId
    ])
    expect(thread.pending).toEqual([])
    expect(thread.messages.map((m) => m.text)).toContain('晚安')
  })

  test('a message the server refuses is taken back rather than left to retry', async () => {
    const { thread } = await openWithXiaoyu()
    jest
      .mocked(sendMessage)
      .mockRejectedValueOnce(new ApiError('不得含有联系方式，请修改', { status: 200, code: 41005 }))
    expect(await thread.sendText('加我微信abc123')).toBe('refused')
    expect(thread.pending).toEqual([])
  })

  test('an image is shown from the device while it uploads, then sent as the stored URL', async () => {
    const { thread } = await openWithXiaoyu()
    jest.mocked(uploadImage).mockResolvedValue({ url: '/uploads/a.jpg' } as Awaited<ReturnType<typeof uploadImage>>)
    jest
      .mocked(sendMessage)
      .mockImplementation(async (req) =>
        chatMessage(3, ME, '', { kind: 'image', image: req.image, clientMessageId: req.clientMessageId })
      )
    const sending = thread.sendImage('blob:local-1')
    expect(thread.pending[0]).toMatchObject({ kind: 'image', localImage: 'blob:local-1' })
    expect(await sending).toBe('sent')
    expect(uploadImage).toHaveBeenCalledWith('blob:local-1')
    expect(sendMessage).toHaveBeenCalledWith(expect.objectContaining({ kind: 'image', image: '/uploads/a.jpg' }))
    expect(thread.messages[thread.messages.length - 1].image).toBe('/uploads/a.jpg')
  })

  test('the read marker moves only while the newest message is on screen, and the list and badge follow', async () => {
    jest.mocked(getConversationPage).mockResolvedValue({ list: [conversation(1, XIAOYU, first, 1)], nextCursor: '' })
    const { task, thread } = await openWithXiaoyu(1)
    await inbox.chats.load()
    expect(markRead).not.toHaveBeenCalled()

    jest.mocked(markRead).mockResolvedValue(summary(0, 1))
    thread.setVisible(true)
    await settle()
    expect(markRead).toHaveBeenCalledWith({ conversationId: 1, messageId: 2 })
    expect(inbox.unread).toEqual(summary(0, 1))
    expect(inbox.chats.items[0].unread).toBe(0)

    // My own message needs no marker; the peer's next one does, while visible.
    task.push({ type: 'message', message: chatMessage(3, ME, '嗯') })
    await settle()
    expect(markRead).toHaveBeenCalledTimes(1)
    thread.setVisible(false)
    task.push({ type: 'message', message: chatMessage(4, XIAOYU.userId, '晚点聊') })
    await settle()
    expect(markRead).toHaveBeenCalledTimes(1)
    thread.setVisible(true)
    await settle()
    expect(markRead).toHaveBeenLastCalledWith({ conversationId: 1, messageId: 4 })
  })

  test("the peer's read marker becomes a read receipt", async () => {
    const { task, thread } = await openWithXiaoyu()
    task.push({ type: 'read', conversationId: 1, userId: XIAOYU.userId, messageId: 2 })
    expect(thread.peerReadId).toBe(2)
  })

  test('recalling my message replaces it with the recalled version', async () => {
    const { thread } = await openWithXiaoyu()
    jest.mocked(recallMessage).mockResolvedValue({ ...second, seq: 3, recalled: true, text: '' })
    await thread.recall(2)
    expect(thread.messages[1]).toMatchObject({ id: 2, recalled: true, text: '' })
  })

  test('the first message from the peer into an empty conversation gives it its id', async () => {
    jest.mocked(openConversation).mockResolvedValue(opened(AJIE, null))
    const task = await connected()
    const thread = await inbox.openThread({ userId: AJIE.userId })
    expect(thread.conversationId).toBeNull()
    task.push({ type: 'message', message: chatMessage(1, 99, '别人的消息', { conversationId: 8 }) })
    expect(thread.messages).toEqual([])
    task.push({ type: 'message', message: chatMessage(1, AJIE.userId, '你好', { conversationId: 9 }) })
    expect(thread.conversationId).toBe(9)
    expect(thread.messages.map((m) => m.text)).toEqual(['你好'])
  })
})
