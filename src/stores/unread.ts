import { makeAutoObservable } from 'mobx'
import type { UnreadSummary } from '@contract/message'

export const NO_UNREAD: UnreadSummary = { messages: 0, notices: 0, total: 0, office: 0 }

/**
 * The unread numbers behind the badges (the home's top bar, the member home, the message centre's
 * tabs, a matchmaker's 客户消息). Kept apart from the inbox store, which writes them: the badges are on the first screen,
 * the chat engine is not, and loads after it.
 */
export class UnreadStore {
  summary: UnreadSummary = NO_UNREAD

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get total(): number {
    return this.summary.total
  }

  set(summary: UnreadSummary): void {
    this.summary = summary
  }

  /** The notices tab read some: its own calls answer the notices' unread count. */
  setNotices(notices: number): void {
    this.summary = { ...this.summary, notices, total: this.summary.messages + notices }
  }

  clear(): void {
    this.summary = NO_UNREAD
  }
}
