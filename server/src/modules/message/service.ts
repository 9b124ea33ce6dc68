import { RECALL_WINDOW_MS } from '@contract/message'
import type {
  ChatGift,
  ChatMessage,
  ChatPeer,
  ConversationItem,
  ConversationKind,
  MarkReadReq,
  MessagePage,
  MessagePageReq,
  MessageReportReq,
  OpenConversationRes,
  SendMessageReq,
  SyncMessagesReq,
  SyncMessagesRes,
  UnreadSummary
} from '@contract/message'
import type { CursorPage, CursorReq } from '@contract/love'
import type { Db, Queryable, Tx } from '../../db/client'
import type { MessageConfig } from '../../db/schema'
import { assertNoContactInfo, assertNoOtherContactInfo } from '../../lib/contact-guard'
import { cursorPage, decodeTimeCursor, encodeTimeCursor, pageLimit, splitPage } from '../../lib/cursor'
import type { ServerDeps } from '../../lib/deps'
import { BizError, conflict, forbidden, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { dayText } from '../../lib/tenant-time'
import { findCert } from '../certification/service'
import { blockedEitherWay } from '../block/service'
import { servedMemberIds, serviceBetween } from '../matchmaker/customers'
import { matchmakerCards } from '../matchmaker/service'
import { unreadNoticeCount } from '../notice/service'
import { findUserById, isVip, type UserRow } from '../user/service'
import {
  blocksBetween,
  conversationPage,
  conversationPair,
  countSent,
  ensureConversation,
  findByClientId,
  findMembership,
  findMessage,
  findPairConversation,
  insertMessage,
  insertReport,
  listedConversation,
  markRecalled,
  membersOf,
  messagesAfterSeq,
  messagesBefore,
  messagesByIds,
  nextSeq,
  officeConversationPage,
  officeUnreadByPeer,
  peersOf,
  raiseAllReadMarkers,
  raiseReadMarker,
  recentTextsBy,
  startedOn,
  takeDailyStart,
  toChatMessage,
  unreadMessageCount,
  type ListedConversation,
  type MessageRow
} from './repository'

/** What delivering needs: the database to find who to tell, the hub, and a log for failures. */
export type DeliveryDeps = Pick<ServerDeps, 'db' | 'realtime' | 'log'>

const NO_MEMBER = '该会员不存在'
const NO_CONVERSATION = '会话不存在'
const NO_MESSAGE = '消息不存在'
export const REAL_NAME_TO_START = '完成实名认证后才能发起聊天'
export const BLOCKED_BY_ME = '你已将对方拉黑，解除拉黑后才能聊天'
export const PEER_DISABLED = '对方账号已停用，无法发送消息'
export const RECALL_TOO_LATE = '超过2分钟的消息不能撤回'
export const SERVICE_ENDED = '红娘服务已结束，如需帮助请联系客服'
export const NOT_MY_CUSTOMER = '只能给你正在服务的客户发消息'

export function dailyLimitReason(rules: MessageConfig, vip: boolean): string {
  if (vip) return `今天已发起${rules.vipDailyNewConversations}次新聊天，明天再来吧`
  const more =
    rules.vipDailyNewConversations > rules.dailyNewConversations
      ? `，开通VIP每天可发起${rules.vipDailyNewConversations}次`
      : '，明天再来吧'
  return `今天已发起${rules.dailyNewConversations}次新聊天${more}`
}

export function beforeReplyReason(rules: MessageConfig): string {
  return `对方回复前最多发送${rules.maxMessagesBeforeReply}条消息，请耐心等待`
}

/** Greetings a member can send with one tap when opening a chat. */
export const GREETINGS = [
  '你好，看了你的资料觉得很投缘，可以认识一下吗？',
  '嗨，很高兴在这里遇见你，方便聊聊吗？',
  '你好呀，平时下班后一般喜欢做些什么？',
  '周末好～最近有没有去哪里走走？',
  '你好，我是认真来找另一半的，期待你的回复。',
  '缘分让我们在这里相遇，希望能多了解你一些。',
  '打个招呼，工作再忙也要记得好好吃饭哦。',
  '你好，我们的城市离得不远，有机会一起喝杯咖啡吗？'
]

async function realNameApproved(db: Queryable, tenantId: number, userId: number): Promise<boolean> {
  const cert = await findCert(db, tenantId, userId, 'realname')
  return cert?.status === 'approved'
}

const dailyLimit = (rules: MessageConfig, me: UserRow) =>
  isVip(me) ? rules.vipDailyNewConversations : rules.dailyNewConversations

/**
 * The member at the other end. Someone who blocked me reads as missing, as everywhere else, so
 * nobody learns they were blocked; someone I blocked is named as such, since I can undo it.
 */
async function peerFor(db: Db, who: AuthedUser, peerId: number): Promise<{ me: UserRow; peer: UserRow }> {
  if (peerId === who.userId) throw new BizError('不能和自己聊天')
  const [me, peer, blocks] = await Promise.all([
    findUserById(db, who.tenantId, who.userId),
    findUserById(db, who.tenantId, peerId),
    blocksBetween(db, who.tenantId, who.userId, peerId)
  ])
  if (!me) throw notFound(NO_MEMBER)
  if (!peer || blocks.theirs) throw notFound(NO_MEMBER)
  if (blocks.mine) throw new BizError(BLOCKED_BY_ME)
  return { me, peer }
}

/** One of the pair serves the other as matchmaker now: who is who. */
type Service = Awaited<ReturnType<typeof serviceBetween>>

const serviceWith = (db: Queryable, who: AuthedUser, peerId: number) =>
  serviceBetween(db, who.tenantId, who.userId, peerId, new Date())

/**
 * Why I may not send in this conversation (or start it) right now; '' when I may. Writes nothing.
 * A member and the matchmaker serving her talk without the members' limits; once the service has
 * ended, their conversation is closed to both.
 */
async function refusal(
  db: Db,
  who: AuthedUser,
  rules: MessageConfig,
  me: UserRow,
  peer: UserRow,
  conversation: { id: number; kind: ConversationKind } | null,
  service: Service,
  timeZone: string
): Promise<string> {
  if (peer.status !== 'active') return PEER_DISABLED
  if (service) return ''
  if (conversation?.kind === 'matchmaker') return SERVICE_ENDED
  const conversationId = conversation?.id ?? null
  if (conversationId === null) {
    if (rules.requireRealNameToStart && !(await realNameApproved(db, who.tenantId, who.userId))) {
      return REAL_NAME_TO_START
    }
    const started = await startedOn(db, who.tenantId, who.userId, dayText(new Date(), timeZone))
    return started >= dailyLimit(rules, me) ? dailyLimitReason(rules, isVip(me)) : ''
  }
  const members = await membersOf(db, who.tenantId, conversationId)
  return waitsForReply(members, who.userId, rules) ? beforeReplyReason(rules) : ''
}

function waitsForReply(members: { userId: number; sentCount: number }[], me: number, rules: MessageConfig): boolean {
  const mine = members.find((m) => m.userId === me)
  const theirs = members.find((m) => m.userId !== me)
  return (theirs?.sentCount ?? 0) === 0 && (mine?.sentCount ?? 0) >= rules.maxMessagesBeforeReply
}

/** Members see the matchmaker serving them as her office card presents her. */
async function withMatchmakerCards(
  db: Queryable,
  tenantId: number,
  peers: Map<number, ChatPeer>,
  matchmakerIds: number[]
): Promise<Map<number, ChatPeer>> {
  const cards = await matchmakerCards(db, tenantId, matchmakerIds)
  for (const [userId, card] of cards) {
    peers.set(userId, { userId, nickname: card.name, avatar: card.avatar || (peers.get(userId)?.avatar ?? '') })
  }
  return peers
}

async function toItems(db: Queryable, tenantId: number, rows: ListedConversation[]): Promise<ConversationItem[]> {
  const [peers, lasts] = await Promise.all([
    peersOf(
      db,
      tenantId,
      rows.map((r) => r.peerId)
    ).then((found) =>
      withMatchmakerCards(
        db,
        tenantId,
        found,
        rows.flatMap((r) => (r.matchmakerId === r.peerId ? [r.peerId] : []))
      )
    ),
    messagesByIds(
      db,
      tenantId,
      rows.flatMap((r) => (r.lastShownId ? [r.lastShownId] : []))
    )
  ])
  const lastById = new Map(lasts.map((m) => [m.id, toChatMessage(m)]))
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    peer: peers.get(r.peerId) ?? { userId: r.peerId, nickname: '会员', avatar: '' },
    lastMessage: r.lastShownId ? (lastById.get(r.lastShownId) ?? null) : null,
    unread: r.unread,
    lastSeq: r.lastSeq,
    updatedAt: r.updatedAt.toISOString()
  }))
}

/** My conversations, the one with the newest message first; those with a member blocked either way are left out. */
export async function getConversationPage(
  db: Db,
  who: AuthedUser,
  page: CursorReq
): Promise<CursorPage<ConversationItem>> {
  const blocked = await blockedEitherWay(db, who.tenantId, who.userId)
  const rows = await conversationPage(db, who.tenantId, who.userId, {
    blocked,
    after: decodeTimeCursor(page.cursor),
    limit: pageLimit(page.pageSize)
  })
  const conversations = cursorPage(rows, page.pageSize, (last) =>
    encodeTimeCursor({ at: last.updatedText, id: last.id })
  )
  return { ...conversations, list: await toItems(db, who.tenantId, conversations.list) }
}

export async function openConversation(
  db: Db,
  who: AuthedUser,
  rules: MessageConfig,
  peerId: number,
  timeZone: string
): Promise<OpenConversationRes> {
  const { me, peer } = await peerFor(db, who, peerId)
  const [existing, service] = await Promise.all([
    findPairConversation(db, who.tenantId, who.userId, peerId),
    serviceWith(db, who, peerId)
  ])
  // A matchmaker who no longer serves the member keeps nothing of their conversation.
  const shown = existing && (service || existing.matchmakerId !== who.userId) ? existing : undefined
  const [peers, listed, reason] = await Promise.all([
    peersOf(db, who.tenantId, [peerId]).then((found) =>
      withMatchmakerCards(db, who.tenantId, found, service?.matchmakerId === peerId ? [peerId] : [])
    ),
    shown ? listedConversation(db, who.tenantId, who.userId, shown.id) : Promise.resolve(undefined),
    refusal(db, who, rules, me, peer, existing ?? null, service, timeZone)
  ])
  const [conversation] = listed ? await toItems(db, who.tenantId, [listed]) : [null]
  const kind: ConversationKind = service ? 'matchmaker' : (existing?.kind ?? 'member')
  const matchmakerId = service?.matchmakerId ?? existing?.matchmakerId ?? 0
  return { kind, matchmakerId, peer: peers.get(peerId)!, conversation, canSend: reason === '', reason }
}

/**
 * The matchmaker's office inbox: her conversations with the members she serves now, newest first.
 * A member handed to another matchmaker drops out of it, and her conversation with it.
 */
export async function getMatchmakerChatPage(
  db: Db,
  who: AuthedUser,
  page: CursorReq
): Promise<CursorPage<ConversationItem>> {
  const memberIds = await servedMemberIds(db, who.tenantId, who.userId, new Date())
  const rows = await officeConversationPage(db, who.tenantId, who.userId, {
    memberIds,
    after: decodeTimeCursor(page.cursor),
    limit: pageLimit(page.pageSize)
  })
  const conversations = cursorPage(rows, page.pageSize, (last) =>
    encodeTimeCursor({ at: last.updatedText, id: last.id })
  )
  return { ...conversations, list: await toItems(db, who.tenantId, conversations.list) }
}

/**
 * The office's 发消息 on a customer's page: the matchmaker's conversation with a member she serves
 * now, created without a message when they have none, so she can write first; a chat the two had
 * as members becomes their matchmaker conversation, as her first message would make it. Nobody
 * else is written to from the office: not another matchmaker's customer, not a member in the pool.
 */
export async function openCustomerChat(db: Db, who: AuthedUser, memberId: number): Promise<ConversationItem> {
  const { peer } = await peerFor(db, who, memberId)
  const service = await serviceWith(db, who, memberId)
  if (service?.matchmakerId !== who.userId) throw new BizError(NOT_MY_CUSTOMER)
  if (peer.status !== 'active') throw new BizError(PEER_DISABLED)
  const { id } = await db.transaction((tx) => ensureConversation(tx, who.tenantId, who.userId, memberId, who.userId))
  const listed = await listedConversation(db, who.tenantId, who.userId, id)
  if (!listed) throw notFound(NO_CONVERSATION)
  const [item] = await toItems(db, who.tenantId, [listed])
  return item
}

/** My side of the conversation; a matchmaker reads a member's only while she serves her. */
async function membership(db: Queryable, who: AuthedUser, conversationId: number) {
  const member = await findMembership(db, who.tenantId, conversationId, who.userId)
  if (!member) throw notFound(NO_CONVERSATION)
  if (member.matchmakerId === who.userId && !(await serviceWith(db, who, member.peerId))) {
    throw notFound(NO_CONVERSATION)
  }
  return member
}

/** Older messages, newest page first, each page oldest first. */
export async function getMessagePage(db: Db, who: AuthedUser, req: MessagePageReq): Promise<MessagePage> {
  await membership(db, who, req.conversationId)
  const rows = await messagesBefore(db, who.tenantId, req.conversationId, req.beforeId, pageLimit(req.pageSize))
  const { shown, more } = splitPage(rows, req.pageSize)
  return { list: shown.reverse().map(toChatMessage), hasMore: more }
}

const SYNC_BATCH = 100

/**
 * Everything sent or recalled after `afterSeq`. The conversation's seq is read first and nothing
 * above it is returned: a seq is visible only once its change committed, and every lower seq
 * committed before it, so a client that continues from `lastSeq` never skips a change.
 */
export async function syncMessages(db: Db, who: AuthedUser, req: SyncMessagesReq): Promise<SyncMessagesRes> {
  const member = await membership(db, who, req.conversationId)
  const rows = await messagesAfterSeq(
    db,
    who.tenantId,
    req.conversationId,
    { after: req.afterSeq, upTo: member.lastSeq },
    SYNC_BATCH + 1
  )
  const list = rows.slice(0, SYNC_BATCH).map(toChatMessage)
  const hasMore = rows.length > SYNC_BATCH
  return { list, lastSeq: hasMore ? list[list.length - 1].seq : Math.max(member.lastSeq, req.afterSeq), hasMore }
}

/** Thrown inside the send transaction to undo it when the same clientMessageId got there first. */
class AlreadySent extends Error {}

function sameSend(row: MessageRow, input: SendMessageReq, peerOk: boolean): boolean {
  return peerOk && row.kind === input.kind && row.text === input.text && row.image === input.image
}

/** A repeated clientMessageId returns the first message; reusing one for something else is refused. */
async function firstSend(db: Db, tenantId: number, row: MessageRow, input: SendMessageReq): Promise<ChatMessage> {
  const pair = await conversationPair(db, tenantId, row.conversationId)
  const toSamePeer = pair?.userLow === input.toUserId || pair?.userHigh === input.toUserId
  if (!sameSend(row, input, toSamePeer)) throw conflict('消息编号已被使用，请重新发送')
  return toChatMessage(row)
}

function assertContent(input: SendMessageReq): void {
  if (input.kind === 'text') {
    if (input.image !== '') throw new BizError('文字消息不能带图片')
    if (input.text.trim() === '') throw new BizError('请输入消息内容')
  } else {
    if (input.image === '') throw new BizError('请选择要发送的图片')
    if (input.text !== '') throw new BizError('图片消息不能带文字')
  }
}

/** How many of the sender's own latest texts a new one is read with, and for how long after sending. */
const SPLIT_CONTACT_TEXTS = 3
export const SPLIT_CONTACT_WINDOW_MS = 10 * 60 * 1000

/**
 * A number sent a piece per message ("138", "1234", "5678") reaches the peer as surely as in one,
 * so a new text is checked together with the sender's latest ones in the conversation. Recalled
 * ones count: the peer may have read them first. The time window is applied here, not in the
 * query, so the query stops at the sender's last few texts instead of reading back through a
 * whole conversation they have been quiet in. The message's own clientMessageId is left out, so
 * a replay that raced its first send is not read as a second piece.
 */
async function assertNoSplitContactInfo(
  tx: Tx,
  tenantId: number,
  conversationId: number,
  senderId: number,
  input: SendMessageReq,
  own: string[]
): Promise<void> {
  const since = Date.now() - SPLIT_CONTACT_WINDOW_MS
  const latest = await recentTextsBy(tx, tenantId, conversationId, senderId, {
    exceptClientId: input.clientMessageId,
    limit: SPLIT_CONTACT_TEXTS
  })
  const earlier = latest.filter((m) => m.createdAt.getTime() > since).map((m) => m.text)
  if (earlier.length) assertNoOtherContactInfo(own, ...earlier.reverse(), input.text)
}

/**
 * Which contacts of the sender's own a text may carry, or null when it is not checked at all. A
 * member writing to the matchmaker serving her is not checked: her office holds her phone already,
 * and handing over her WeChat is what she asked the matchmaker for. A matchmaker may give her
 * office phone to the member she serves, and nobody else's number: the guard stands for the rest.
 * Between members it stands for everything.
 */
async function contactsAllowed(db: Queryable, who: AuthedUser, service: Service): Promise<string[] | null> {
  if (!service) return []
  if (service.memberId === who.userId) return null
  const card = (await matchmakerCards(db, who.tenantId, [who.userId])).get(who.userId)
  return card?.phone ? [card.phone] : []
}

/**
 * Sends a text or image. Every rule is checked where a racing request can't slip past it: a new
 * conversation's daily allowance by one conditional upsert, the messages-before-reply limit and a
 * number split over messages under the conversation's row lock, a double send by the unique
 * clientMessageId. Persisted first, pushed after the commit.
 */
export async function sendMessage(
  deps: DeliveryDeps,
  who: AuthedUser,
  rules: MessageConfig,
  input: SendMessageReq,
  timeZone: string
): Promise<ChatMessage> {
  assertContent(input)
  const { tenantId, userId } = who
  const repeat = await findByClientId(deps.db, tenantId, userId, input.clientMessageId)
  if (repeat) return firstSend(deps.db, tenantId, repeat, input)
  const { me, peer } = await peerFor(deps.db, who, input.toUserId)
  if (peer.status !== 'active') throw new BizError(PEER_DISABLED)
  const service = await serviceWith(deps.db, who, peer.id)
  const own = await contactsAllowed(deps.db, who, service)
  if (input.kind === 'text' && own) assertNoOtherContactInfo(own, input.text)
  let row: MessageRow
  try {
    row = await deps.db.transaction(async (tx) => {
      const conversation = await ensureConversation(tx, tenantId, userId, peer.id, service?.matchmakerId ?? null)
      if (conversation.kind === 'matchmaker' && !service) throw new BizError(SERVICE_ENDED)
      if (conversation.created && !service) {
        if (rules.requireRealNameToStart && !(await realNameApproved(tx, tenantId, userId))) {
          throw new BizError(REAL_NAME_TO_START)
        }
        // The allowance starts over at midnight in the tenant's city.
        const today = dayText(new Date(), timeZone)
        if (!(await takeDailyStart(tx, tenantId, userId, today, dailyLimit(rules, me)))) {
          throw new BizError(dailyLimitReason(rules, isVip(me)))
        }
      }
      const seq = await nextSeq(tx, tenantId, conversation.id, true)
      if (!service && waitsForReply(await membersOf(tx, tenantId, conversation.id), userId, rules)) {
        throw new BizError(beforeReplyReason(rules))
      }
      if (input.kind === 'text' && own && !conversation.created) {
        await assertNoSplitContactInfo(tx, tenantId, conversation.id, userId, input, own)
      }
      const inserted = await insertMessage(tx, tenantId, {
        conversationId: conversation.id,
        seq,
        senderId: userId,
        kind: input.kind,
        text: input.kind === 'text' ? input.text : '',
        image: input.kind === 'image' ? input.image : '',
        gift: null,
        clientMessageId: input.clientMessageId
      })
      if (!inserted) throw new AlreadySent()
      await countSent(tx, tenantId, conversation.id, userId)
      return inserted
    })
  } catch (err) {
    if (!(err instanceof AlreadySent)) throw err
    const first = await findByClientId(deps.db, tenantId, userId, input.clientMessageId)
    if (!first) throw err
    return firstSend(deps.db, tenantId, first, input)
  }
  const message = toChatMessage(row)
  await publishMessage(deps, tenantId, message, peer.id)
  return message
}

/**
 * For the gifts module, inside its transaction: shows a gift in the pair's conversation when they
 * already have one (no allowance or before-reply limit applies: the gift is paid for). Returns
 * null when they have never chatted. Call deliverMessage with the result after the commit.
 */
export async function appendGiftMessage(
  tx: Tx,
  tenantId: number,
  input: { senderId: number; receiverId: number; gift: ChatGift }
): Promise<ChatMessage | null> {
  const conversation = await findPairConversation(tx, tenantId, input.senderId, input.receiverId)
  if (!conversation) return null
  const seq = await nextSeq(tx, tenantId, conversation.id, true)
  const clientMessageId = `gift-${input.gift.sendId}`
  const row =
    (await insertMessage(tx, tenantId, {
      conversationId: conversation.id,
      seq,
      senderId: input.senderId,
      kind: 'gift',
      text: '',
      image: '',
      gift: input.gift,
      clientMessageId
    })) ?? (await findByClientId(tx, tenantId, input.senderId, clientMessageId))
  return row ? toChatMessage(row) : null
}

/**
 * For the events module, inside its reveal transaction: two guests who picked each other get
 * their conversation opened, so either may write first without spending a new-conversation
 * allowance (they already chose each other). Returns its id.
 */
export async function openMatchConversation(tx: Tx, tenantId: number, userA: number, userB: number): Promise<number> {
  return (await ensureConversation(tx, tenantId, userA, userB)).id
}

/**
 * What the members a matchmaker serves now wrote her and she has not read, as her office list shows
 * them (a member handed to another matchmaker drops out). Who she serves is asked only when someone
 * wrote her as their matchmaker, so a member's summary costs one read.
 */
async function officeUnread(db: Queryable, tenantId: number, userId: number): Promise<number> {
  const unread = await officeUnreadByPeer(db, tenantId, userId)
  if (unread.length === 0) return 0
  const served = new Set(await servedMemberIds(db, tenantId, userId, new Date()))
  return unread.reduce((sum, peer) => (served.has(peer.peerId) ? sum + peer.unread : sum), 0)
}

/** Without chat (a tenant lacking the message plugin) only notices count. */
export async function unreadSummary(
  db: Queryable,
  tenantId: number,
  userId: number,
  chat = true
): Promise<UnreadSummary> {
  const [messages, notices, office] = await Promise.all([
    chat ? unreadMessageCount(db, tenantId, userId) : 0,
    unreadNoticeCount(db, tenantId, userId),
    chat ? officeUnread(db, tenantId, userId) : 0
  ])
  return { messages, notices, total: messages + notices, office }
}

/** Tells these members' devices their unread numbers (after a notice or message reached them). */
export async function pushUnread(deps: DeliveryDeps, tenantId: number, userIds: number[]): Promise<void> {
  try {
    for (const userId of new Set(userIds)) {
      const summary = await unreadSummary(deps.db, tenantId, userId)
      await deps.realtime.publish(tenantId, [userId], { type: 'unread', summary })
    }
  } catch (err) {
    deps.log.warn({ err }, 'unread push failed')
  }
}

/**
 * Pushes a committed message (new, or changed by a recall) to both members' devices, and the
 * receiver's new unread numbers. Never throws: the message is already stored and syncMessages
 * hands it to any device that missed the push.
 */
export async function deliverMessage(deps: DeliveryDeps, tenantId: number, message: ChatMessage): Promise<void> {
  try {
    const pair = await conversationPair(deps.db, tenantId, message.conversationId)
    if (pair)
      await publishMessage(deps, tenantId, message, pair.userLow === message.senderId ? pair.userHigh : pair.userLow)
  } catch (err) {
    deps.log.warn({ err }, 'message delivery failed')
  }
}

async function publishMessage(deps: DeliveryDeps, tenantId: number, message: ChatMessage, receiverId: number) {
  await deps.realtime.publish(tenantId, [message.senderId, receiverId], { type: 'message', message })
  await pushUnread(deps, tenantId, [receiverId])
}

/**
 * Recalls under a new seq, so a device syncing from its last seq learns of it; `byPlatform` when
 * staff remove it. Undefined if already recalled.
 */
export async function recallInTx(
  tx: Tx,
  tenantId: number,
  message: MessageRow,
  byPlatform: boolean
): Promise<MessageRow | undefined> {
  const seq = await nextSeq(tx, tenantId, message.conversationId, false)
  return markRecalled(tx, tenantId, message.id, seq, byPlatform)
}

/** Both members then see 消息已撤回; the content stays stored for staff reviewing a report. */
export async function recallMessage(deps: DeliveryDeps, who: AuthedUser, messageId: number): Promise<ChatMessage> {
  const message = await findMessage(deps.db, who.tenantId, messageId)
  const member = message && (await findMembership(deps.db, who.tenantId, message.conversationId, who.userId))
  if (!message || !member) throw notFound(NO_MESSAGE)
  if (message.senderId !== who.userId) throw forbidden('只能撤回自己发送的消息')
  if (message.kind === 'gift') throw new BizError('礼物消息不能撤回')
  if (message.recalledAt) return toChatMessage(message)
  if (Date.now() - message.createdAt.getTime() > RECALL_WINDOW_MS) throw new BizError(RECALL_TOO_LATE)
  const recalled = await deps.db.transaction((tx) => recallInTx(tx, who.tenantId, message, false))
  if (!recalled) return toChatMessage((await findMessage(deps.db, who.tenantId, messageId))!)
  const view = toChatMessage(recalled)
  await publishMessage(deps, who.tenantId, view, member.peerId)
  return view
}

/**
 * Moves my read marker (never back) and tells the peer (read receipt) and my other devices,
 * which also get my new unread numbers.
 */
export async function markRead(deps: DeliveryDeps, who: AuthedUser, req: MarkReadReq): Promise<UnreadSummary> {
  const member = await membership(deps.db, who, req.conversationId)
  const message = await findMessage(deps.db, who.tenantId, req.messageId)
  if (!message || message.conversationId !== req.conversationId) throw notFound(NO_MESSAGE)
  const moved = await raiseReadMarker(deps.db, who.tenantId, req.conversationId, who.userId, req.messageId)
  const summary = await unreadSummary(deps.db, who.tenantId, who.userId)
  if (moved) {
    await deps.realtime.publish(who.tenantId, [member.peerId, who.userId], {
      type: 'read',
      conversationId: req.conversationId,
      userId: who.userId,
      messageId: req.messageId
    })
    await deps.realtime.publish(who.tenantId, [who.userId], { type: 'unread', summary })
  }
  return summary
}

export async function markAllRead(deps: DeliveryDeps, who: AuthedUser): Promise<UnreadSummary> {
  const moved = await raiseAllReadMarkers(deps.db, who.tenantId, who.userId)
  const summary = await unreadSummary(deps.db, who.tenantId, who.userId)
  for (const m of moved) {
    await deps.realtime.publish(who.tenantId, [m.peerId, who.userId], {
      type: 'read',
      conversationId: m.conversationId,
      userId: who.userId,
      messageId: m.messageId
    })
  }
  if (moved.length) await deps.realtime.publish(who.tenantId, [who.userId], { type: 'unread', summary })
  return summary
}

/**
 * Reporting a message the peer sent. The description is checked for contact details like any
 * text staff may relay; reporting the same message again changes nothing. A first report is told
 * as message.reported (the desk pauses a reported scammer's placements).
 */
export async function reportMessage(db: Db, who: AuthedUser, input: MessageReportReq): Promise<{ ok: boolean }> {
  assertNoContactInfo(input.description)
  const message = await findMessage(db, who.tenantId, input.messageId)
  if (!message || !(await findMembership(db, who.tenantId, message.conversationId, who.userId))) {
    throw notFound(NO_MESSAGE)
  }
  if (message.senderId === who.userId) throw new BizError('不能举报自己发送的消息')
  if (message.kind === 'gift') throw new BizError('礼物消息不能举报')
  await db.transaction(async (tx) => {
    const [filed] = await insertReport(tx, who.tenantId, {
      messageId: message.id,
      reporterId: who.userId,
      reportedId: message.senderId,
      reason: input.reason,
      description: input.description
    })
    if (filed) {
      await emit(tx, 'message.reported', {
        tenantId: who.tenantId,
        reportId: filed.id,
        reporterId: who.userId,
        reportedId: message.senderId,
        reason: input.reason
      })
    }
  })
  return { ok: true }
}
