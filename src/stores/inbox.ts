import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { ChatMessage, ConversationItem, SocketEvent, UnreadSummary } from '@contract/message'
import { MESSAGE_SOCKET_PATH, SOCKET_CLOSE_CODES } from '@contract/message'
import { getConversationPage, getSocketTicket, getUnreadSummary, markAllRead, openConversation } from '@/api/message'
import { ReconnectingSocket, socketUrl } from '@/utils/socket'
import { ChatThread } from './chat-thread'
import { useStores } from './context'
import type { Stores } from './root'
import type { SessionStore } from './session'
import type { TenantStore } from './tenant'
import type { UnreadStore } from './unread'

export const CONVERSATION_PAGE_SIZE = 20
/** Several frames in a burst (a recall, a read on another device) ask for the list once. */
const LIST_REFRESH_DEBOUNCE_MS = 300

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
 * conversation list, the conversation on screen, and the socket that keeps them live. The socket
 * runs only for a logged-in member of a tenant with the message plugin; every (re)connect catches up
 * over HTTP (unread numbers, the open conversation by cursor, the list), so a dropped line loses nothing.
 */
export class InboxStore {
  conversations: ConversationItem[] = []
  /** Where the next page of conversations starts; '' when there is none. */
  cursor = ''
  listLoaded = false
  listLoading = false
  listFailed = false
  /** The conversation on screen, if any. */
  thread: ChatThread | null = null
  /** The socket has said it is ready. */
  online = false
  private socket: InboxSocket
  private refreshTimer: ReturnType<typeof setTimeout> | null = null
  /** Bumped by a logout: answers asked for before it are dropped. */
  private epoch = 0
  private unreadAsked: Promise<void> | null = null
  /** Bumped by each list load: an answer a newer load replaced is dropped. */
  private listTicket = 0
  private stopWatching: (() => void) | null = null

  constructor(
    private readonly session: SessionStore,
    private readonly tenant: TenantStore,
    private readonly counts: UnreadStore,
    socketFactory: SocketFactory = liveSocket
  ) {
    makeAutoObservable<
      InboxStore,
      | 'session'
      | 'tenant'
      | 'counts'
      | 'socket'
      | 'refreshTimer'
      | 'epoch'
      | 'listTicket'
      | 'stopWatching'
      | 'unreadAsked'
    >(
      this,
      {
        session: false,
        tenant: false,
        counts: false,
        socket: false,
        refreshTimer: false,
        epoch: false,
        listTicket: false,
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

  /** The first page of conversations afresh (pull-down, page shown, a change the frames cannot say). */
  async loadConversations(): Promise<void> {
    const ticket = ++this.listTicket
    this.listLoading = true
    try {
      const page = await getConversationPage({ cursor: '', pageSize: CONVERSATION_PAGE_SIZE })
      if (ticket !== this.listTicket) return
      runInAction(() => {
        // Rows already shown beyond the first page stay, after it, with the cursor that follows them.
        const fresh = new Set(page.list.map((c) => c.id))
        // (A first page that is the whole list replaces everything: the rest were deleted or moved up.)
        const beyond = this.listLoaded && page.nextCursor !== '' && this.conversations.length > page.list.length
        const rest = beyond ? this.conversations.filter((c) => !fresh.has(c.id)) : []
        this.conversations = [...page.list, ...rest]
        if (!beyond) this.cursor = page.nextCursor
        this.listLoaded = true
        this.listFailed = false
      })
    } catch {
      if (ticket === this.listTicket) runInAction(() => (this.listFailed = true))
    } finally {
      if (ticket === this.listTicket) runInAction(() => (this.listLoading = false))
    }
  }

  async loadMoreConversations(): Promise<void> {
    if (!this.cursor || this.listLoading) return
    const ticket = ++this.listTicket
    this.listLoading = true
    try {
      const page = await getConversationPage({ cursor: this.cursor, pageSize: CONVERSATION_PAGE_SIZE })
      if (ticket !== this.listTicket) return
      runInAction(() => {
        const shown = new Set(this.conversations.map((c) => c.id))
        this.conversations = [...this.conversations, ...page.list.filter((c) => !shown.has(c.id))]
        this.cursor = page.nextCursor
        this.listFailed = false
      })
    } catch {
      if (ticket === this.listTicket) runInAction(() => (this.listFailed = true))
    } finally {
      if (ticket === this.listTicket) runInAction(() => (this.listLoading = false))
    }
  }

  async markAllRead(): Promise<void> {
    const summary = await markAllRead()
    runInAction(() => {
      this.counts.set(summary)
      this.conversations = this.conversations.map((c) => (c.unread ? { ...c, unread: 0 } : c))
    })
  }

  /** The conversation leaves the list (the peer was blocked). */
  dropConversation(conversationId: number): void {
    this.conversations = this.conversations.filter((c) => c.id !== conversationId)
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
      this.listLoaded ? this.loadConversations() : undefined
    ])
  }

  /** A message stored (sent by me here or elsewhere, or by a peer): its conversation moves to the top. */
  private noteMessage(message: ChatMessage): void {
    const at = this.conversations.findIndex((c) => c.id === message.conversationId)
    if (at < 0) {
      // A conversation the list has not got (new, or further down): only the server knows its peer.
      if (this.listLoaded) this.scheduleListRefresh()
      return
    }
    const conversation = this.conversations[at]
    const last = conversation.lastMessage
    if (last && message.id < last.id) {
      // An older message recalled: the preview stays, but an unread one may no longer count.
      if (message.recalled) this.scheduleListRefresh()
      return
    }
    if (last && message.id === last.id) {
      this.conversations[at] = {
        ...conversation,
        lastMessage: message,
        lastSeq: Math.max(conversation.lastSeq, message.seq)
      }
      if (message.recalled && message.senderId !== this.myId) this.scheduleListRefresh()
      return
    }
    const fromPeer = message.senderId !== this.myId
    const seen = fromPeer && this.thread?.conversationId === message.conversationId && this.thread.visible
    const updated: ConversationItem = {
      ...conversation,
      lastMessage: message,
      lastSeq: Math.max(conversation.lastSeq, message.seq),
      unread: conversation.unread + (fromPeer && !seen && !message.recalled ? 1 : 0),
      updatedAt: message.createdAt
    }
    this.conversations = [updated, ...this.conversations.filter((c) => c.id !== conversation.id)]
  }

  /** I read a conversation up to `messageId` (here or on another device). */
  private noteRead(conversationId: number, messageId: number): void {
    const at = this.conversations.findIndex((c) => c.id === conversationId)
    if (at < 0) return
    const conversation = this.conversations[at]
    if (!conversation.lastMessage || messageId >= conversation.lastMessage.id) {
      this.conversations[at] = { ...conversation, unread: 0 }
    } else {
      this.scheduleListRefresh()
    }
  }

  private scheduleListRefresh(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer)
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null
      if (this.listLoaded) void this.loadConversations()
    }, LIST_REFRESH_DEBOUNCE_MS)
  }

  /** The member a conversation of my list is with; the first page is read when the list is not loaded. */
  private async peerOf(conversationId: number): Promise<number> {
    const find = () => this.conversations.find((c) => c.id === conversationId)?.peer.userId
    const known = find()
    if (known) return known
    await this.loadConversations()
    const found = find()
    if (!found) throw new Error('会话不存在')
    return found
  }

  private clear(): void {
    this.epoch += 1
    this.listTicket += 1
    this.unreadAsked = null
    if (this.refreshTimer) clearTimeout(this.refreshTimer)
    this.refreshTimer = null
    this.counts.clear()
    this.conversations = []
    this.cursor = ''
    this.listLoaded = false
    this.listLoading = false
    this.listFailed = false
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
