/**
 * Messages between members (plugin message, SPEC §3 id 15): conversations, their messages, read
 * markers and the unread numbers behind the top bar's badge. Real-time delivery goes over the
 * WebSocket at MESSAGE_SOCKET_PATH; every HTTP call here also works without it.
 */
import type { CursorPage, CursorReq, ReportReason } from './love'
import type { MESSAGE_API } from './message-api'

/** The WebSocket endpoint; the client connects with `?ticket=` from getSocketTicket. */
export const MESSAGE_SOCKET_PATH = '/common/api/message/socket'

/**
 * Why the server closed a socket. sessionEnded: the session was logged out or revoked (a new
 * ticket is refused, so the client ends up at login); tooSlow: it stopped reading (reconnect and
 * sync); replaced: a newer device of the member took its place (stay down until the app shows again).
 */
export const SOCKET_CLOSE_CODES = { sessionEnded: 4401, tooSlow: 4408, replaced: 4409 } as const

/** A recall is possible this long after sending (the message stays stored for staff review). */
export const RECALL_WINDOW_MS = 2 * 60 * 1000
/** Longest text message, in characters (SPEC §9 input max length). */
export const MESSAGE_TEXT_MAX = 140

/** What members can send themselves; 'gift' messages are written when a gift is sent in a chat. */
export type ChatMessageKind = 'text' | 'image' | 'gift'

export interface ChatGift {
  /** The love-gift send this message shows. */
  sendId: number
  name: string
  image: string
  points: number
}

export interface ChatMessage {
  id: number
  conversationId: number
  /**
   * The conversation's change counter when this message last changed (sent, then recalled):
   * syncMessages returns everything above a seq, so a reconnecting client gets new messages and
   * recalls alike. Messages are shown in id order, not seq order.
   */
  seq: number
  senderId: number
  kind: ChatMessageKind
  /** '' for an image or gift message and for a recalled one. */
  text: string
  /** The stored image's URL for kind 'image'; '' otherwise and when recalled. */
  image: string
  gift: ChatGift | null
  /** A recalled message is shown to both sides as 消息已撤回, without its content. */
  recalled: boolean
  /** Recalled by the platform after a report was upheld, not by the sender. */
  removedByPlatform: boolean
  /** Echo of the sender's clientMessageId, so the sending device can match its pending bubble. */
  clientMessageId: string
  createdAt: string
}

/**
 * 'member': two members chatting, under the tenant's rules (daily allowance of new chats, real-name
 * certification, messages before a reply, no contact details). 'matchmaker': a member and the
 * matchmaker who serves her now, free of those limits; the matchmaker answers from her office.
 */
export type ConversationKind = 'member' | 'matchmaker'

export interface ChatPeer {
  userId: number
  nickname: string
  avatar: string
}

export interface ConversationItem {
  id: number
  kind: ConversationKind
  /** For the member in a matchmaker conversation, her matchmaker as her office card names her. */
  peer: ChatPeer
  /** null only for a conversation whose every message was recalled before anything else was said. */
  lastMessage: ChatMessage | null
  /** Messages from the peer after my read marker, not recalled. */
  unread: number
  /** The highest seq in the conversation: a client holding less calls syncMessages. */
  lastSeq: number
  updatedAt: string
}

/** The numbers behind the badge: chat messages and system notices not yet read. */
export interface UnreadSummary {
  messages: number
  notices: number
  /** messages + notices: the member's own badge. */
  total: number
  /**
   * For a matchmaker, unread messages from the members she serves, waiting in her office's 客户消息;
   * not in total, since they are her work and not her own chats. 0 for everyone else.
   */
  office: number
}

export interface OpenConversationReq {
  userId: number
}
export interface OpenConversationRes {
  /** 'matchmaker' when one of us serves the other as matchmaker now, even before the first message. */
  kind: ConversationKind
  /** In a matchmaker conversation, which of us is the matchmaker; 0 between members. */
  matchmakerId: number
  peer: ChatPeer
  /** null until the first message is sent. */
  conversation: ConversationItem | null
  /** Whether I may send now; when not, `reason` says why in words for the member. */
  canSend: boolean
  reason: string
}

export interface MessagePageReq {
  conversationId: number
  /** Messages older than this id; 0 for the newest page. */
  beforeId: number
  pageSize: number
}
export interface MessagePage {
  /** Oldest first. */
  list: ChatMessage[]
  hasMore: boolean
}

export interface SyncMessagesReq {
  conversationId: number
  afterSeq: number
}
export interface SyncMessagesRes {
  /** Messages sent or recalled after afterSeq, by seq; upsert them by id. */
  list: ChatMessage[]
  lastSeq: number
  /** More than one call's worth changed: call again with the last seq returned. */
  hasMore: boolean
}

export interface SendMessageReq {
  toUserId: number
  /** Chosen by the sending device; sending the same one again returns the first message. */
  clientMessageId: string
  kind: 'text' | 'image'
  text: string
  image: string
}

export interface MessageIdReq {
  messageId: number
}
export interface MarkReadReq {
  conversationId: number
  /** The newest message the member has seen; a marker never moves back. */
  messageId: number
}

export interface GreetingsRes {
  list: string[]
}

export interface MessageReportReq {
  messageId: number
  reason: ReportReason
  description: string
}

export interface SocketTicket {
  /** One use, valid for a minute: the session token itself never goes into a URL. */
  ticket: string
  path: string
}

export type MessageReportStatus = 'pending' | 'upheld' | 'dismissed'
/** A reported message on the reports desk's card of its sender (types/report.ts). */
export interface MessageReportItem {
  id: number
  reporter: ChatPeer
  reported: ChatPeer
  /** As sent, recalled or not: staff judge what was actually said. */
  message: ChatMessage & { originalText: string; originalImage: string }
  reason: ReportReason
  description: string
  status: MessageReportStatus
  /** What staff wrote when handling it; '' while pending. */
  resolution: string
  createdAt: string
  handledAt: string
}
/**
 * Frames the server pushes over the socket. Every one is also reachable over HTTP, so a client
 * that missed some (offline, reconnecting) loses nothing by calling syncMessages and
 * getUnreadSummary.
 */
export type SocketEvent =
  | { type: 'ready'; userId: number }
  /** A new message, or one that changed (recalled): upsert by id. Also sent to my other devices. */
  | { type: 'message'; message: ChatMessage }
  /** A read marker moved: mine on another device, or the peer's (read receipt). */
  | { type: 'read'; conversationId: number; userId: number; messageId: number }
  /** My unread numbers changed. */
  | { type: 'unread'; summary: UnreadSummary }
  | { type: 'pong' }

/** Frames the client sends: a ping keeps proxies from closing an idle socket. */
export type ClientFrame = { type: 'ping' }

export interface MessageEndpoints {
  [MESSAGE_API.getConversationPage]: { req: CursorReq; res: CursorPage<ConversationItem> }
  [MESSAGE_API.openConversation]: { req: OpenConversationReq; res: OpenConversationRes }
  [MESSAGE_API.getMessagePage]: { req: MessagePageReq; res: MessagePage }
  [MESSAGE_API.syncMessages]: { req: SyncMessagesReq; res: SyncMessagesRes }
  [MESSAGE_API.send]: { req: SendMessageReq; res: ChatMessage }
  [MESSAGE_API.recall]: { req: MessageIdReq; res: ChatMessage }
  [MESSAGE_API.markRead]: { req: MarkReadReq; res: UnreadSummary }
  [MESSAGE_API.markAllRead]: { req: Record<string, never>; res: UnreadSummary }
  [MESSAGE_API.getUnreadSummary]: { req: Record<string, never>; res: UnreadSummary }
  [MESSAGE_API.getGreetings]: { req: Record<string, never>; res: GreetingsRes }
  [MESSAGE_API.report]: { req: MessageReportReq; res: { ok: boolean } }
  [MESSAGE_API.getSocketTicket]: { req: Record<string, never>; res: SocketTicket }
  [MESSAGE_API.getMatchmakerChatPage]: { req: CursorReq; res: CursorPage<ConversationItem> }
  [MESSAGE_API.openCustomerChat]: { req: OpenConversationReq; res: ConversationItem }
}
