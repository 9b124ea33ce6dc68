import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ConversationItem } from '@contract/message'
import { badgeText } from '@/components/badge'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useInbox } from '@/stores/inbox'
import { useMessageCentre, type CentreTab } from './models/useMessageCentre'
import { ConversationRow } from './parts/conversation-row'
import { NoticeList } from './parts/notice-list'
import './index.scss'

const withCount = (title: string, count: number) => (count > 0 ? `${title}(${badgeText(count)})` : title)

/** Conversations with other members and the notices of what concerns me, each with its unread count. */
function MessageCentrePage() {
  const inbox = useInbox()
  const { allowed, tab, setTab, noticeKey } = useMessageCentre()
  const { busy, run } = useSingleFlight()
  const tabs: { key: CentreTab; title: string }[] = [
    { key: 'chat', title: withCount('聊天', inbox.unread.messages) },
    { key: 'notice', title: withCount('通知', inbox.unread.notices) }
  ]

  const openConversation = (item: ConversationItem) =>
    void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${item.peer.userId}` })
  const readAll = () => void run(() => inbox.markAllRead()).catch(() => undefined)

  const { chats } = inbox
  const empty = chats.loaded && chats.items.length === 0
  return (
    <PageShell title='消息中心'>
      {allowed && (
        <View className='message-centre'>
          {inbox.chatEnabled && <SegmentTabs tabs={tabs} value={tab} onChange={setTab} />}
          {tab === 'chat' && (
            <View className='message-centre__chats'>
              {inbox.unread.messages > 0 && (
                <View className='message-centre__tools'>
                  <Button className='message-centre__read-all' size='mini' loading={busy} onClick={readAll}>
                    全部已读
                  </Button>
                </View>
              )}
              {chats.items.map((item) => (
                <ConversationRow key={item.id} item={item} onOpen={openConversation} />
              ))}
              {empty && chats.failed && (
                <StatusView icon='!' title='加载失败，点击重试' onAction={() => void chats.load()} />
              )}
              {empty && !chats.failed && (
                <StatusView
                  icon={<LineIcon name='message' />}
                  title='还没有聊天'
                  description='在会员资料页点「发消息」，和心动的人打个招呼吧'
                  action='去首页看看推荐'
                  onAction={() => void Taro.reLaunch({ url: ROUTES.home })}
                />
              )}
              {chats.items.length > 0 && (
                <ListFooter loading={chats.loading} hasMore={chats.cursor !== ''} failed={chats.failed} />
              )}
            </View>
          )}
          {tab === 'notice' && <NoticeList refreshKey={noticeKey} />}
        </View>
      )}
    </PageShell>
  )
}

export default observer(MessageCentrePage)
