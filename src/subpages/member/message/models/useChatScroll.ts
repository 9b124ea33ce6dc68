import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatThread } from '@/stores/chat-thread'
import type { TimelineItem } from './timeline'

/** Within this many px of the end counts as at the newest message. */
const BOTTOM_SLACK_PX = 80

export const SCROLL_ID = 'chat-scroll'

interface ScrollDetail {
  scrollTop: number
  scrollHeight: number
}

/**
 * Where the conversation is scrolled: it follows new messages while the member is at the end,
 * keeps its place when older ones are put above, and otherwise counts what arrived below so a
 * tap can jump down. Whether the end is on screen decides, with the page's visibility, when
 * messages count as read.
 */
export function useChatScroll(thread: ChatThread | null, items: TimelineItem[]) {
  // The row the scroll view brings into view; changing it scrolls.
  const [anchor, setAnchor] = useState('')
  const [atBottom, setAtBottom] = useState(true)
  const [below, setBelow] = useState(0)
  const viewport = useRef(0)
  const lastKey = items.length ? items[items.length - 1].key : ''
  const seenKey = useRef('')

  useEffect(() => {
    if (!lastKey || lastKey === seenKey.current) return
    const first = seenKey.current === ''
    seenKey.current = lastKey
    if (first || atBottom) setAnchor(lastKey)
    else {
      const last = items[items.length - 1]
      // Mine always brings the member down to it; the peer's are counted.
      if (last.pending || last.stored.senderId !== thread?.peer.userId) setAnchor(lastKey)
      else setBelow((n) => n + 1)
    }
  }, [lastKey, atBottom, items, thread])

  const measure = useCallback(() => {
    Taro.createSelectorQuery()
      .select(`#${SCROLL_ID}`)
      .boundingClientRect((rect) => {
        const box = Array.isArray(rect) ? rect[0] : rect
        if (box?.height) viewport.current = box.height
      })
      .exec()
  }, [])

  const onScroll = (detail: ScrollDetail) => {
    if (!viewport.current) return measure()
    const bottom = detail.scrollHeight - detail.scrollTop - viewport.current < BOTTOM_SLACK_PX
    setAtBottom(bottom)
    if (bottom) setBelow(0)
  }

  /** Older messages above: fetched, then the row that was first is brought back into view. */
  const onTop = async () => {
    if (!thread?.hasOlder || thread.loadingOlder || !items.length) return
    const keep = items[0].key
    await thread.loadOlder().catch(() => undefined)
    setAnchor(keep)
  }

  const jumpToEnd = () => {
    setBelow(0)
    setAtBottom(true)
    // Re-set even when it is already the anchor: the view has moved since.
    setAnchor('')
    setTimeout(() => setAnchor(lastKey), 0)
  }

  return { anchor, atBottom, below, onScroll, onTop, jumpToEnd }
}
