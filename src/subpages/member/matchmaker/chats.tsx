import { View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { ConversationItem } from '@contract/message'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useInbox } from '@/stores/inbox'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { ConversationRow } from '@/subpages/member/message/parts/conversation-row'
import { OFFICE_STAFF } from '@/utils/staff'
import './chats.scss'

/**
 * 客户消息: what the members a matchmaker serves wrote to her, newest first, each opening the chat
 * to read and answer. The list is the inbox's, so what a member writes while it is on screen moves
 * her conversation to the top with its count; it is read afresh whenever the matchmaker comes back.
 */
function OfficeChatsPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const allowed = access === 'allowed'
  const { office: chats } = useInbox()
  // Counts the page's shows, so the list is read on each one and once access is known.
  const [shows, setShows] = useState(0)
  useDidShow(() => setShows((n) => n + 1))
  useEffect(() => {
    if (allowed) void chats.load()
  }, [allowed, shows, chats])
  usePullDownRefresh(() => {
    if (!allowed) return void Taro.stopPullDownRefresh()
    void chats.load().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    if (allowed) void chats.loadMore()
  })

  const open = (item: ConversationItem) =>
    void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${item.peer.userId}` })

  return (
    <PageShell title='客户消息'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='客户消息仅对红娘、店长和管理员开放' />
      )}
      {allowed && (
        <View className='office-chats'>
          {chats.items.map((item) => (
            <ConversationRow key={item.id} item={item} onOpen={open} />
          ))}
          <ListEnd
            count={chats.items.length}
            loaded={chats.loaded || chats.failed}
            loading={chats.loading}
            hasMore={chats.cursor !== ''}
            failed={chats.failed}
            onRetry={() => void chats.load()}
            emptyTitle='还没有客户发来消息'
            emptyDescription='你服务的会员在「红娘」页和你聊天后，消息会出现在这里；也可以在客户页点「发消息」先联系客户'
          />
        </View>
      )}
    </PageShell>
  )
}

export default observer(OfficeChatsPage)
