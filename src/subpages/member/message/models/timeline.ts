import type { ChatMessage } from '@contract/message'
import type { PendingMessage } from '@/stores/chat-thread'
import { chatTime, startsChatStretch } from '@/utils/time'

/** One row of the conversation: a stored message or one on its way, with the time above it when due. */
export type TimelineItem =
  | { key: string; time: string; stored: ChatMessage; pending?: undefined }
  | { key: string; time: string; pending: PendingMessage; stored?: undefined }

/** DOM ids of rows (scroll anchors): they must start with a letter. */
export const storedKey = (id: number) => `m${id}`
export const pendingKey = (clientMessageId: string) => `p${clientMessageId}`

/** Stored messages by id, then the ones still sending, each with a time when a new stretch starts. */
export function timeline(messages: ChatMessage[], pending: PendingMessage[], now = new Date()): TimelineItem[] {
  const items: TimelineItem[] = []
  let previous: string | null = null
  const timeAbove = (at: string) => {
    const shown = startsChatStretch(previous, at) ? chatTime(at, now) : ''
    previous = at
    return shown
  }
  for (const m of messages) items.push({ key: storedKey(m.id), time: timeAbove(m.createdAt), stored: m })
  for (const p of pending) items.push({ key: pendingKey(p.clientMessageId), time: timeAbove(p.createdAt), pending: p })
  return items
}
