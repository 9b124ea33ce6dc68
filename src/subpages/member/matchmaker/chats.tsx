import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import type { ConversationItem } from '@contract/message'
import { getMatchmakerChatPage } from '@/api/message'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { ConversationRow } from '@/subpages/member/message/parts/conversation-row'
import { OFFICE_STAFF } from '@/utils/staff'
import './chats.scss'

/**
 * 客户消息: what the members a matchmaker serves wrote to her, newest first, each opening the chat
 * to read and answer. Read afresh whenever she comes back from one.
 */
export default function OfficeChatsPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const allowed = access === 'allowed'
  const chats = useCursorList<ConversationItem>((page) => getMatchmakerChatPage(page), [], { enabled: allowed })
  useDidShow(() => void chats.reload())
  const open = (item: ConversationItem) =>
    void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${item.peer.userId}` })

  return (
    <PageShell title='客户消息'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='客户消息仅对红娘、店长和管理员开放' />
      )}
      {allowed && (
        <View className='office-chats'>
          {chats.list.map((item) => (
            <ConversationRow key={item.id} item={item} onOpen={open} />
          ))}
          <ListEnd
            count={chats.list.length}
            loaded={chats.loaded}
            loading={chats.loading}
            hasMore={chats.hasMore}
            failed={chats.failed}
            onRetry={() => void chats.reload()}
            emptyTitle='还没有客户发来消息'
            emptyDescription='你服务的会员在「红娘」页和你聊天后，消息会出现在这里'
          />
        </View>
      )}
    </PageShell>
  )
}
