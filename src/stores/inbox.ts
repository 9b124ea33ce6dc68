import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { ChatMessage, SocketEvent, UnreadSummary } from '@contract/message'
import { MESSAGE_SOCKET_PATH, SOCKET_CLOSE_CODES } from '@contract/message'
import {
  getConversationPage,
  getMatchmakerChatPage,
  getSocketTicket,
  getUnreadSummary,
  markAllRead,
  openConversation
} from '@/api/message'
import { ReconnectingSocket, socketUrl } from '@/utils/socket'
import { ChatThread } from './chat-thread'
import { ConversationList } from './conversation-list'
import { useStores } from './context'
import type { Stores } from './root'
import type { SessionStore } from './session'
import type { TenantStore } from './tenant'
import type { UnreadStore } from './unread'

/** What the store needs of a socket; tests hand in their own. */
export interface InboxSocket {
  start(): void
  stop(): void
  wake(): void
}
export type SocketFactory = (handlers: { onFrame: (event: SocketEvent) => void; onDown: () => void }) => InboxSocket

/** The real socket: a fresh one-use ticket before every attempt, the token never in a URL. */
const liveSocket: SocketFactory = ({ onFrame, onDown }) =>
  new ReconnectingSocket<SocketEvent>({
    url: async () => {
      const { ticket, path } = await getSocketTicket()
      return `${socketUrl(path || MESSAGE_SOCKET_PATH)}?ticket=${encodeURIComponent(ticket)}`
    },
    onFrame,
    onDown,
    ping: JSON.stringify({ type: 'ping' }),
    // Nine devices at once: the oldest gives way and must not take its place back in turn.
    stayDownOn: [SOCKET_CLOSE_CODES.replaced]
  })

/** How openThread names the conversation: by the member, or by a conversation of my list. */
export type ThreadTarget = { userId: number } | { conversationId: number }

/**
 * The member's messages: the unread numbers behind the badges (kept in the UnreadStore), the
 * conversation lists, the conversation on screen, and the socket that keeps them live. The socket
 * runs only for a logged-in member of a tenant with the message plugin; every (re)connect catches up
 * over HTTP (unread numbers, the open conversation by cursor, the lists), so a dropped line loses nothing.
 */
export class InboxStore {
  /** My own chats: the message centre's list. */
  readonly chats = new ConversationList((req) => getConversationPage(req))
  /** For a matchmaker, her chats with the members she serves: her office's 客户消息. */
  readonly office = new ConversationList((req) => getMatchmakerChatPage(req))
  /** The conversation on screen, if any. */
  thread: ChatThread | null = null
  /** The socket has said it is ready. */
  online = false
  private socket: InboxSocket
  /** Bumped by a logout: answers asked for before it are dropped. */
  private epoch = 0
  private unreadAsked: Promise<void> | null = null
  private stopWatching: (() => void) | null = null

  constructor(
    private readonly session: SessionStore,
    private readonly tenant: TenantStore,
    private readonly counts: UnreadStore,
    socketFactory: SocketFactory = liveSocket
  ) {
    makeAutoObservable<
      InboxStore,
      'session' | 'tenant' | 'counts' | 'socket' | 'epoch' | 'stopWatching' | 'unreadAsked'
    >(
      this,
      {
        session: false,
        tenant: false,
        counts: false,
        chats: false,
        office: false,
        socket: false,
        epoch: false,
        stopWatching: false,
        unreadAsked: false
      },
      { autoBind: true }
    )
    this.socket = socketFactory({ onFrame: this.handle, onDown: this.wentDown })
  }

  get unread(): UnreadSummary {
    return this.counts.summary
  }

  get myId(): number {
    return this.session.userInfo?.id ?? 0
  }

  /** Chat is offered: a logged-in member of a tenant with the message plugin. */
  get chatEnabled(): boolean {
    return this.session.isLoggedIn && this.tenant.plugins.message
  }

  /** Follows the session and the tenant's plugins: connects, disconnects and clears as they change. */
  start(): void {
    if (this.stopWatching) return
    this.stopWatching = reaction(
      () => ({ token: this.session.token, chat: this.chatEnabled }),
      (now, before) => {
        // Another member on this device must not see a thing of the last one's.
        if (!before || now.token !== before.token) {
          this.socket.stop()
          this.clear()
        }
        if (!now.token) return this.socket.stop()
        if (!before || now.token !== before.token) void this.refreshUnread()
        if (now.chat) this.socket.start()
        else this.socket.stop()
      },
      { fireImmediately: true }
    )
  }

  stop(): void {
    this.stopWatching?.()
    this.stopWatching = null
    this.socket.stop()
    this.clear()
  }

  /** The app is in the foreground again: numbers afresh, and a lost socket reconnects now. */
  resume(): void {
    if (!this.session.isLoggedIn) return
    void this.refreshUnread()
    if (this.chatEnabled) this.socket.wake()
  }

  /** One at a time: the app's launch shows it and connects it in the same moment. */
  refreshUnread(): Promise<void> {
    if (!this.session.isLoggedIn) return Promise.resolve()
    if (this.unreadAsked) return this.unreadAsked
    const epoch = this.epoch
    this.unreadAsked = getUnreadSummary()
      .then((summary) => {
        if (epoch === this.epoch) this.setUnread(summary)
      })
      // Quiet: the badge keeps its last number until the next show or socket event.
      .catch(() => undefined)
      .finally(() => {
        this.unreadAsked = null
      })
    return this.unreadAsked
  }

  setUnread(summary: UnreadSummary): void {
    this.counts.set(summary)
  }

  /** 全部已读 of the message centre: my own chats (the server leaves a matchmaker's office ones as they are). */
  async markAllRead(): Promise<void> {
    const summary = await markAllRead()
    runInAction(() => {
      this.counts.set(summary)
      this.chats.clearUnread()
    })
  }

  /**
   * Opens a conversation for the detail page: who it is with, whether I may write, its newest
   * messages. Rejects when it cannot be opened (the request layer has said why).
   */
  async openThread(target: ThreadTarget): Promise<ChatThread> {
    const userId = 'userId' in target ? target.userId : await this.peerOf(target.conversationId)
    const opened = await openConversation(userId)
    const thread = new ChatThread(
      {
        peer: opened.peer,
        kind: opened.kind,
        matchmakerId: opened.matchmakerId,
        conversationId: opened.conversation?.id ?? null,
        canSend: opened.canSend,
        reason: opened.reason
      },
      {
        myId: this.myId,
        onSummary: this.setUnread,
        onSent: this.noteMessage,
        onRead: this.noteRead
      }
    )
    runInAction(() => {
      this.thread = thread
    })
    if (opened.conversation) await thread.loadLatest(opened.conversation.lastSeq, opened.conversation.unread)
    return thread
  }

  /** Asks again whether I may send (after a refusal, or once the peer has replied). */
  async recheck(thread: ChatThread): Promise<void> {
    const opened = await openConversation(thread.peer.userId, { hideMsg: true })
    thread.setPermission(opened.canSend, opened.reason)
  }

  closeThread(thread: ChatThread): void {
    if (this.thread === thread) this.thread = null
  }

  /** A frame from the socket. */
  handle(event: SocketEvent): void {
    switch (event.type) {
      case 'ready':
        this.online = true
        void this.catchUp()
        return
      case 'message':
        this.thread?.receive(event.message)
        this.noteMessage(event.message)
        return
      case 'read':
        if (event.userId === this.myId) this.noteRead(event.conversationId, event.messageId)
        else if (this.thread?.conversationId === event.conversationId) this.thread.peerRead(event.messageId)
        return
      case 'unread':
        this.counts.set(event.summary)
        return
      case 'pong':
        return
    }
  }

  private wentDown(): void {
    this.online = false
  }

  /** After a (re)connect: whatever the frames missed while the line was down. */
  private async catchUp(): Promise<void> {
    await Promise.all([
      this.refreshUnread(),
      this.thread?.sync(),
      this.chats.loaded ? this.chats.load() : undefined,
      this.office.loaded ? this.office.load() : undefined
    ])
  }

  /** A message stored (sent by me here or elsewhere, or by a peer): its conversation moves to the top. */
  private noteMessage(message: ChatMessage): void {
    const seen =
      message.senderId !== this.myId && this.thread?.conversationId === message.conversationId && this.thread.visible
    const reader = { myId: this.myId, seen }
    if (this.chats.noteMessage(message, reader) || this.office.noteMessage(message, reader)) return
    // A conversation neither list has got (new, or further down): only the server knows its peer,
    // and which of the two it belongs in.
    this.chats.refreshSoon()
    this.office.refreshSoon()
  }

  /** I read a conversation up to `messageId` (here or on another device). */
  private noteRead(conversationId: number, messageId: number): void {
    this.chats.noteRead(conversationId, messageId)
    this.office.noteRead(conversationId, messageId)
  }

  /** The member a conversation of my list is with; the first page is read when the list is not loaded. */
  private async peerOf(conversationId: number): Promise<number> {
    const find = () => this.chats.items.find((c) => c.id === conversationId)?.peer.userId
    const known = find()
    if (known) return known
    await this.chats.load()
    const found = find()
    if (!found) throw new Error('会话不存在')
    return found
  }

  private clear(): void {
    this.epoch += 1
    this.unreadAsked = null
    this.counts.clear()
    this.chats.clear()
    this.office.clear()
    this.thread = null
    this.online = false
  }
}

const engines = new WeakMap<Stores, InboxStore>()

/**
 * The app's inbox, created and started on first use: by the app shell once the first page has its
 * content, or at once by a message page that is the first page opened.
 */
export function inboxOf(stores: Stores): InboxStore {
  let inbox = engines.get(stores)
  if (!inbox) {
    inbox = new InboxStore(stores.session, stores.tenant, stores.unread)
    engines.set(stores, inbox)
    inbox.start()
  }
  return inbox
}

/** The inbox for the message pages (components that read it are wrapped in `observer`). */
export function useInbox(): InboxStore {
  return inboxOf(useStores())
}
