import { useDidHide, useDidShow, useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ChatThread } from '@/stores/chat-thread'
import { useInbox, type ThreadTarget } from '@/stores/inbox'
import { useStores } from '@/stores'

/** `?userId=` names the member; `?conversationId=` one of my conversations. Anything else names nobody. */
function targetOf(params: Partial<Record<string, string>>): ThreadTarget | null {
  const userId = Number(params.userId)
  if (Number.isInteger(userId) && userId > 0) return { userId }
  const conversationId = Number(params.conversationId)
  if (Number.isInteger(conversationId) && conversationId > 0) return { conversationId }
  return null
}

/**
 * The conversation the page shows: opened once logged in, closed when the page goes. `shown`
 * follows the page's visibility, which decides (with the scroll position) whether what arrives
 * has been read.
 */
export function useChat() {
  const { params } = useRouter()
  const { authFlow, tenant } = useStores()
  const inbox = useInbox()
  const target = useMemo(() => targetOf(params), [params])
  const [thread, setThread] = useState<ChatThread | null>(null)
  const [failed, setFailed] = useState(false)
  const [shown, setShown] = useState(false)
  const opening = useRef(false)

  const open = useCallback(() => {
    if (!target) return setFailed(true)
    if (opening.current) return
    opening.current = true
    setFailed(false)
    inbox
      .openThread(target)
      .then(setThread, () => setFailed(true))
      .finally(() => {
        opening.current = false
      })
  }, [inbox, target])

  // A tenant known to lack chat is told so by the page; the server would only refuse.
  const closed = tenant.detail !== null && !tenant.plugins.message
  useDidShow(() => {
    if (!authFlow.ensureLogin()) return
    setShown(true)
    if (!thread && !closed) open()
  })
  useDidHide(() => setShown(false))

  useEffect(() => (thread ? () => inbox.closeThread(thread) : undefined), [inbox, thread])

  // A reply may lift "wait for a reply"; the server says whether it did.
  const lastPeerMessageId = thread?.lastPeerMessageId ?? 0
  const canSend = thread?.canSend ?? true
  const peerIdAtOpen = useRef<number | null>(null)
  useEffect(() => {
    if (!thread) return
    if (peerIdAtOpen.current === null) peerIdAtOpen.current = lastPeerMessageId
    else if (!canSend && lastPeerMessageId > peerIdAtOpen.current) {
      peerIdAtOpen.current = lastPeerMessageId
      void inbox.recheck(thread).catch(() => undefined)
    }
  }, [inbox, thread, canSend, lastPeerMessageId])

  return { thread, failed, shown, retry: open }
}
