import type { ViewItem } from '@contract/love'
import { relativeTime } from '@/utils/time'

export type LookTab = 'viewed' | 'viewers'

/** '3天前 看过你 · 共2次': the last visit, who looked at whom, and how often when more than once. */
export function viewNote(item: ViewItem, tab: LookTab, now: Date = new Date()): string {
  const who = tab === 'viewers' ? '看过你' : '看过ta'
  const times = item.times > 1 ? ` · 共${item.times}次` : ''
  return `${relativeTime(item.at, now)} ${who}${times}`
}
