import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useStores } from '@/stores'
import { useInbox } from '@/stores/inbox'

export type CentreTab = 'chat' | 'notice'

/**
 * The message centre's state: which tab, and keeping both lists fresh. Conversations live in the
 * inbox store (the socket updates them while the page is open); they are read again each time
 * the page is shown, so counts changed elsewhere (another device) are right when the member looks.
 */
export function useMessageCentre() {
  const { params } = useRouter()
  const { authFlow } = useStores()
  const inbox = useInbox()
  const [tab, setTab] = useState<CentreTab>(params.tab === 'notice' ? 'notice' : 'chat')
  const [allowed, setAllowed] = useState(false)
  // Bumped to have the notices tab read its list afresh (pull-down).
  const [noticeKey, setNoticeKey] = useState(0)

  // Counts the page's shows, so the list is read on each one, and also when the tenant's plugins
  // arrive after the first.
  const [shows, setShows] = useState(0)
  const chat = inbox.chatEnabled
  // Without the message plugin there are only notices.
  const shownTab: CentreTab = chat ? tab : 'notice'

  useDidShow(() => {
    if (!authFlow.ensureLogin()) return setAllowed(false)
    setAllowed(true)
    setShows((n) => n + 1)
    void inbox.refreshUnread()
  })

  useEffect(() => {
    if (allowed && chat) void inbox.chats.load()
  }, [allowed, chat, shows, inbox])

  usePullDownRefresh(() => {
    if (!allowed) return void Taro.stopPullDownRefresh()
    const lists = shownTab === 'chat' ? inbox.chats.load() : setNoticeKey((k) => k + 1)
    void Promise.all([inbox.refreshUnread(), lists]).finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (allowed && shownTab === 'chat') void inbox.chats.loadMore()
  })

  return { allowed, tab: shownTab, setTab, noticeKey }
}
