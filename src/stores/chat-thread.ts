import { makeAutoObservable, runInAction } from 'mobx'
import type { ChatMessage, ChatPeer, ConversationKind, UnreadSummary } from '@contract/message'
import { uploadImage } from '@/api/image'
import { getMessagePage, markRead, recallMessage, sendMessage, syncMessages } from '@/api/message'
import { ApiError } from '@/api/request'

/** Messages asked for at a time when scrolling back. */
export const MESSAGE_PAGE_SIZE = 20

/** A message on its way: shown at once, replaced by the stored one when the server has it. */
export interface PendingMessage {
  clientMessageId: string
  kind: 'text' | 'image'
  text: string
  /** The stored image's URL once uploaded; '' before. */
  image: string
  /** The picked file, shown while it uploads. */
  localImage: string
  state: 'sending' | 'failed'
  createdAt: string
}

/** What happened to a send: refused means the server said no (the text is handed back to edit). */
export type SendOutcome = 'sent' | 'failed' | 'refused'

export interface ThreadHooks {
  myId: number
  /** The server's unread numbers changed (after a read marker moved). */
  onSummary: (summary: UnreadSummary) => void
  /** A message of mine was stored, so the conversation list moves it up. */
  onSent: (message: ChatMessage) => void
  /** The conversation was read up to `messageId`. */
  onRead: (conversationId: number, messageId: number) => void
}

/** Unique enough per device: the server only compares it among one sender's messages. */
function newClientMessageId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
}

/** The server said no to this message (contact info, a limit, a block): sending it again would not help. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 200 && error.code !== null
}

/**
 * One open conversation: its messages oldest first, the ones still on their way, and the
 * cursor (seq) up to which it is known complete. Messages from any source (a page, a sync, the
 * socket, a send's answer) are upserted by id, the version with the higher seq winning, so
 * nothing shows twice and a recall is never undone by an older copy.
 */
export class ChatThread {
  peer: ChatPeer
  kind: ConversationKind
  /** In a matchmaker conversation, which of us is the matchmaker; 0 between members. */
  matchmakerId: number
  conversationId: number | null
  canSend: boolean
  reason: string
  messages: ChatMessage[] = []
  pending: PendingMessage[] = []
  hasOlder = false
  loadingOlder = false
  /** The peer has read my messages up to this id (known from read events while the thread is open). */
  peerReadId = 0
  /** The page is shown and scrolled to the newest message: what arrives is read. */
  visible = false
  /** Everything up to this seq is here; syncMessages fetches what came after. */
  private syncedSeq = 0
  /** The newest message id I have told the server I read. */
  private markedId = 0
  private syncing: Promise<void> | null = null
  private syncAgain = false

  constructor(
    open: {
      peer: ChatPeer
      kind: ConversationKind
      matchmakerId: number
      conversationId: number | null
      canSend: boolean
      reason: string
    },
    private readonly hooks: ThreadHooks
  ) {
    this.peer = open.peer
    this.kind = open.kind
    this.matchmakerId = open.matchmakerId
    this.conversationId = open.conversationId
    this.canSend = open.canSend
    this.reason = open.reason
    // The cursors and the sync's bookkeeping change between awaits and nothing renders them.
    makeAutoObservable<ChatThread, 'hooks' | 'syncedSeq' | 'markedId' | 'syncing' | 'syncAgain'>(
      this,
      { hooks: false, syncedSeq: false, markedId: false, syncing: false, syncAgain: false },
      { autoBind: true }
    )
  }

  /** I am the member talking with the matchmaker who serves me. */
  get withMyMatchmaker(): boolean {
    return this.kind === 'matchmaker' && this.matchmakerId === this.peer.userId
  }

  get newestId(): number {
    return this.messages.length ? this.messages[this.messages.length - 1].id : 0
  }

  /** The newest message the peer wrote; a reply may lift a limit on my sending. */
  get lastPeerMessageId(): number {
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      if (this.messages[i].senderId === this.peer.userId) return this.messages[i].id
    }
    return 0
  }

  get isEmpty(): boolean {
    return this.messages.length === 0 && this.pending.length === 0
  }

  /** The first page (newest messages) of an existing conversation; `lastSeq` and `unread` as openConversation said. */
  async loadLatest(lastSeq: number, unread: number): Promise<void> {
    if (this.conversationId === null) return
    this.syncedSeq = Math.max(this.syncedSeq, lastSeq)
    const page = await getMessagePage({ conversationId: this.conversationId, beforeId: 0, pageSize: MESSAGE_PAGE_SIZE })
    runInAction(() => {
      page.list.forEach((m) => this.upsert(m))
      this.hasOlder = page.hasMore
      // Nothing unread: no need to tell the server what it knows.
      if (unread === 0) this.markedId = this.newestId
    })
    this.markReadIfSeen()
  }

  async loadOlder(): Promise<void> {
    if (!this.hasOlder || this.loadingOlder || this.conversationId === null || !this.messages.length) return
    this.loadingOlder = true
    try {
      const page = await getMessagePage({
        conversationId: this.conversationId,
        beforeId: this.messages[0].id,
        pageSize: MESSAGE_PAGE_SIZE
      })
      runInAction(() => {
        page.list.forEach((m) => this.upsert(m))
        this.hasOlder = page.hasMore
      })
    } finally {
      runInAction(() => {
        this.loadingOlder = false
      })
    }
  }

  /**
   * A message pushed over the socket. One that skips a seq means frames were missed (the socket
   * was down a moment): the gap is fetched by cursor.
   */
  receive(message: ChatMessage): void {
    if (this.conversationId === null) {
      // The peer wrote first while I had the empty conversation open.
      if (message.senderId !== this.peer.userId) return
      this.conversationId = message.conversationId
    }
    if (message.conversationId !== this.conversationId) return
    this.upsert(message)
    if (message.seq > this.syncedSeq + 1) void this.sync()
    else this.syncedSeq = Math.max(this.syncedSeq, message.seq)
    this.markReadIfSeen()
  }

  /** Fetches everything changed since the last known seq (after a reconnect, or a gap). */
  sync(): Promise<void> {
    if (this.conversationId === null) return Promise.resolve()
    if (this.syncing) {
      this.syncAgain = true
      return this.syncing
    }
    const conversationId = this.conversationId
    this.syncing = (async () => {
      try {
        do {
          this.syncAgain = false
          let more = true
          while (more) {
            const from = this.syncedSeq
            const res = await syncMessages({ conversationId, afterSeq: from })
            runInAction(() => {
              res.list.forEach((m) => this.upsert(m))
              this.syncedSeq = Math.max(this.syncedSeq, res.lastSeq)
            })
            // A page that moved nothing forward would be asked for again forever.
            more = res.hasMore && this.syncedSeq > from
          }
        } while (this.syncAgain)
      } catch {
        // Quiet: the next reconnect or gap tries again from the same seq.
      } finally {
        this.syncing = null
      }
      this.markReadIfSeen()
    })()
    return this.syncing
  }

  /** Whether I may send now, as the server last said. */
  setPermission(canSend: boolean, reason: string): void {
    this.canSend = canSend
    this.reason = reason
  }

  /** The peer read up to `messageId` (a read receipt). */
  peerRead(messageId: number): void {
    this.peerReadId = Math.max(this.peerReadId, messageId)
  }

  setVisible(visible: boolean): void {
    this.visible = visible
    this.markReadIfSeen()
  }

  sendText(text: string): Promise<SendOutcome> {
    return this.deliver(this.addPending('text', text, ''))
  }

  /** Shows the picked image at once, uploads it, then sends it. */
  sendImage(localPath: string): Promise<SendOutcome> {
    return this.deliver(this.addPending('image', '', localPath))
  }

  /** Sends a failed message again under the same clientMessageId, so the server never stores it twice. */
  retry(clientMessageId: string): Promise<SendOutcome> {
    const pending = this.pending.find((p) => p.clientMessageId === clientMessageId)
    if (!pending || pending.state !== 'failed') return Promise.resolve('failed')
    pending.state = 'sending'
    return this.deliver(pending)
  }

  discard(clientMessageId: string): void {
    this.pending = this.pending.filter((p) => p.clientMessageId !== clientMessageId)
  }

  async recall(messageId: number): Promise<void> {
    const recalled = await recallMessage(messageId)
    runInAction(() => this.upsert(recalled))
  }

  private addPending(kind: 'text' | 'image', text: string, localImage: string): PendingMessage {
    const pending: PendingMessage = {
      clientMessageId: newClientMessageId(),
      kind,
      text,
      image: '',
      localImage,
      state: 'sending',
      createdAt: new Date().toISOString()
    }
    this.pending.push(pending)
    // The observable copy, so later changes to it re-render the bubble.
    return this.pending[this.pending.length - 1]
  }

  private async deliver(pending: PendingMessage): Promise<SendOutcome> {
    try {
      if (pending.kind === 'image' && !pending.image) {
        const { url } = await uploadImage(pending.localImage)
        runInAction(() => {
          pending.image = url
        })
      }
      const message = await sendMessage({
        toUserId: this.peer.userId,
        clientMessageId: pending.clientMessageId,
        kind: pending.kind,
        text: pending.text,
        image: pending.image
      })
      runInAction(() => {
        if (this.conversationId === null) this.conversationId = message.conversationId
        this.upsert(message)
        if (message.seq === this.syncedSeq + 1) this.syncedSeq = message.seq
      })
      this.hooks.onSent(message)
      return 'sent'
    } catch (error) {
      const refused = isRefusal(error)
      runInAction(() => {
        if (refused) this.discard(pending.clientMessageId)
        else pending.state = 'failed'
      })
      return refused ? 'refused' : 'failed'
    }
  }

  private upsert(message: ChatMessage): void {
    const at = this.messages.findIndex((m) => m.id === message.id)
    if (at >= 0) {
      if (message.seq >= this.messages[at].seq) this.messages[at] = message
    } else {
      const before = this.messages.findIndex((m) => m.id > message.id)
      if (before < 0) this.messages.push(message)
      else this.messages.splice(before, 0, message)
    }
    if (message.senderId === this.hooks.myId && message.clientMessageId) {
      this.discard(message.clientMessageId)
    }
  }

  /** Moves my read marker to the newest message when it is on screen and something of the peer's is new. */
  private markReadIfSeen(): void {
    const conversationId = this.conversationId
    const newest = this.newestId
    if (!this.visible || conversationId === null || newest <= this.markedId) return
    const unseen = this.messages.some((m) => m.id > this.markedId && m.senderId !== this.hooks.myId)
    if (!unseen) return
    this.markedId = newest
    markRead({ conversationId, messageId: newest }).then(
      (summary) => {
        this.hooks.onSummary(summary)
        this.hooks.onRead(conversationId, newest)
      },
      () =>
        runInAction(() => {
          // Told again next time something arrives or the page is shown.
          if (this.markedId === newest) this.markedId = 0
        })
    )
  }
}
