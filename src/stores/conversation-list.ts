import { makeAutoObservable, runInAction } from 'mobx'
import type { CursorPage, CursorReq } from '@contract/love'
import type { ChatMessage, ConversationItem } from '@contract/message'

export const CONVERSATION_PAGE_SIZE = 20
/** Several frames in a burst (a recall, a read on another device) ask for the list once. */
const LIST_REFRESH_DEBOUNCE_MS = 300

/** Who reads the list, for counting what arrives: me, and whether the message's conversation is on screen. */
export interface Reader {
  myId: number
  /** The conversation is open and scrolled to its newest message: what arrives there is read. */
  seen: boolean
}

/**
 * A list of conversations, newest first, read by cursor and kept live by the socket's frames: a
 * member's own chats (the message centre) or a matchmaker's with the members she serves (her
 * office's 客户消息). A message moves its conversation to the top and counts as unread; one in a
 * conversation the list has not got has the first page read again.
 */
export class ConversationList {
  items: ConversationItem[] = []
  /** Where the next page starts; '' when there is none. */
  cursor = ''
  loaded = false
  loading = false
  failed = false
  /** Bumped by each load: an answer a newer load replaced is dropped. */
  private ticket = 0
  private refreshTimer: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly fetchPage: (req: CursorReq) => Promise<CursorPage<ConversationItem>>) {
    makeAutoObservable<ConversationList, 'fetchPage' | 'ticket' | 'refreshTimer'>(
      this,
      { fetchPage: false, ticket: false, refreshTimer: false },
      { autoBind: true }
    )
  }

  /** The first page afresh (pull-down, page shown, a change the frames cannot say). */
  async load(): Promise<void> {
    const ticket = ++this.ticket
    this.loading = true
    try {
      const page = await this.fetchPage({ cursor: '', pageSize: CONVERSATION_PAGE_SIZE })
      if (ticket !== this.ticket) return
      runInAction(() => {
        // Rows already shown beyond the first page stay, after it, with the cursor that follows them.
        const fresh = new Set(page.list.map((c) => c.id))
        // (A first page that is the whole list replaces everything: the rest were deleted or moved up.)
        const beyond = this.loaded && page.nextCursor !== '' && this.items.length > page.list.length
        const rest = beyond ? this.items.filter((c) => !fresh.has(c.id)) : []
        this.items = [...page.list, ...rest]
        if (!beyond) this.cursor = page.nextCursor
        this.loaded = true
        this.failed = false
      })
    } catch {
      if (ticket === this.ticket) runInAction(() => (this.failed = true))
    } finally {
      if (ticket === this.ticket) runInAction(() => (this.loading = false))
    }
  }

  async loadMore(): Promise<void> {
    if (!this.cursor || this.loading) return
    const ticket = ++this.ticket
    this.loading = true
    try {
      const page = await this.fetchPage({ cursor: this.cursor, pageSize: CONVERSATION_PAGE_SIZE })
      if (ticket !== this.ticket) return
      runInAction(() => {
        const shown = new Set(this.items.map((c) => c.id))
        this.items = [...this.items, ...page.list.filter((c) => !shown.has(c.id))]
        this.cursor = page.nextCursor
        this.failed = false
      })
    } catch {
      if (ticket === this.ticket) runInAction(() => (this.failed = true))
    } finally {
      if (ticket === this.ticket) runInAction(() => (this.loading = false))
    }
  }

  /** Every conversation read (the server has just marked them). */
  clearUnread(): void {
    this.items = this.items.map((c) => (c.unread ? { ...c, unread: 0 } : c))
  }

  /** The conversation leaves the list (the peer was blocked). */
  drop(conversationId: number): void {
    this.items = this.items.filter((c) => c.id !== conversationId)
  }

  /**
   * A message stored (sent by me here or elsewhere, or by the peer): its conversation moves to the
   * top. False when the list has not got the conversation, which only the server can place.
   */
  noteMessage(message: ChatMessage, reader: Reader): boolean {
    const at = this.items.findIndex((c) => c.id === message.conversationId)
    if (at < 0) return false
    const conversation = this.items[at]
    const last = conversation.lastMessage
    if (last && message.id < last.id) {
      // An older message recalled: the preview stays, but an unread one may no longer count.
      if (message.recalled) this.refreshSoon()
      return true
    }
    if (last && message.id === last.id) {
      this.items[at] = { ...conversation, lastMessage: message, lastSeq: Math.max(conversation.lastSeq, message.seq) }
      if (message.recalled && message.senderId !== reader.myId) this.refreshSoon()
      return true
    }
    const fromPeer = message.senderId !== reader.myId
    const updated: ConversationItem = {
      ...conversation,
      lastMessage: message,
      lastSeq: Math.max(conversation.lastSeq, message.seq),
      unread: conversation.unread + (fromPeer && !reader.seen && !message.recalled ? 1 : 0),
      updatedAt: message.createdAt
    }
    this.items = [updated, ...this.items.filter((c) => c.id !== conversation.id)]
    return true
  }

  /** I read a conversation up to `messageId` (here or on another device). */
  noteRead(conversationId: number, messageId: number): void {
    const at = this.items.findIndex((c) => c.id === conversationId)
    if (at < 0) return
    const conversation = this.items[at]
    if (!conversation.lastMessage || messageId >= conversation.lastMessage.id) {
      this.items[at] = { ...conversation, unread: 0 }
    } else {
      this.refreshSoon()
    }
  }

  /** The first page again shortly, once for a burst of changes; nothing while the list was never read. */
  refreshSoon(): void {
    if (!this.loaded) return
    if (this.refreshTimer) clearTimeout(this.refreshTimer)
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null
      if (this.loaded) void this.load()
    }, LIST_REFRESH_DEBOUNCE_MS)
  }

  /** Forgets everything (another member logs in on this device); answers on their way are dropped. */
  clear(): void {
    this.ticket += 1
    if (this.refreshTimer) clearTimeout(this.refreshTimer)
    this.refreshTimer = null
    this.items = []
    this.cursor = ''
    this.loaded = false
    this.loading = false
    this.failed = false
  }
}
