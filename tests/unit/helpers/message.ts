import type { ChatMessage, ChatPeer, ConversationItem, OpenConversationRes, UnreadSummary } from '@contract/message'

/** The member the tests log in as (tests/unit/helpers/love.ts: 莉莉). */
export const ME = 7

export const peer = (userId: number, nickname: string, avatar = ''): ChatPeer => ({ userId, nickname, avatar })

/** A text message `id` of conversation `conversationId`, its seq the id unless told. */
export function chatMessage(
  id: number,
  senderId: number,
  text: string,
  overrides: Partial<ChatMessage> = {}
): ChatMessage {
  return {
    id,
    conversationId: 1,
    seq: id,
    senderId,
    kind: 'text',
    text,
    image: '',
    gift: null,
    recalled: false,
    removedByPlatform: false,
    clientMessageId: '',
    createdAt: new Date().toISOString(),
    ...overrides
  }
}

export function conversation(
  id: number,
  with_: ChatPeer,
  lastMessage: ChatMessage | null,
  unread = 0,
  overrides: Partial<ConversationItem> = {}
): ConversationItem {
  return {
    id,
    kind: 'member',
    peer: with_,
    lastMessage,
    unread,
    lastSeq: lastMessage?.seq ?? 0,
    updatedAt: lastMessage?.createdAt ?? new Date().toISOString(),
    ...overrides
  }
}

export const summary = (messages: number, notices = 0, office = 0): UnreadSummary => ({
  messages,
  notices,
  total: messages + notices,
  office
})

export function opened(
  with_: ChatPeer,
  item: ConversationItem | null,
  canSend = true,
  reason = ''
): OpenConversationRes {
  return { kind: item?.kind ?? 'member', matchmakerId: 0, peer: with_, conversation: item, canSend, reason }
}
