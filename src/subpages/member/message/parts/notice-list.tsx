import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { StatusView } from '@/components/status-view'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useSubscribeOptIn } from '@/hooks/useSubscribeOptIn'
import { useNoticeList } from '@/subpages/member/message/models/useNoticeList'
import { NoticeRow } from './notice-row'
import './notice-list.scss'

export interface Props {
  /** Changed by the page to read the list afresh (its pull-down). */
  refreshKey: number
}

/** The message centre's 通知 tab: what happened that concerns me, newest first. */
export function NoticeList({ refreshKey }: Props) {
  const notices = useNoticeList(refreshKey)
  const subscribe = useSubscribeOptIn()
  const subscribing = useSingleFlight()

  const optIn = () =>
    void subscribing
      .run(subscribe.optIn)
      .then((accepted) => {
        if (accepted?.length) void Taro.showToast({ title: '已开启微信提醒', icon: 'none' })
      })
      .catch(() => undefined)

  const empty = notices.loaded && notices.list.length === 0
  return (
    <View className='notice-list'>
      {subscribe.available && (
        <View className='notice-list__subscribe'>
          <Text className='notice-list__subscribe-text'>开启微信提醒，有新动态第一时间告诉你</Text>
          <Button
            className='notice-list__subscribe-btn'
            type='primary'
            size='small'
            loading={subscribing.busy}
            onClick={optIn}
          >
            开启
          </Button>
        </View>
      )}
      {notices.hasUnread && (
        <View className='notice-list__bar'>
          <Button
            className='notice-list__read-all'
            type='primary'
            fill='none'
            size='small'
            loading={notices.readingAll}
            onClick={notices.readAll}
          >
            全部已读
          </Button>
        </View>
      )}
      {notices.list.map((n) => (
        <NoticeRow key={n.id} notice={n} onOpen={notices.open} />
      ))}
      {empty && notices.failed && <StatusView icon='!' title='加载失败，点击重试' onAction={notices.reload} />}
      {empty && !notices.failed && (
        <StatusView
          icon={<LineIcon name='message' />}
          title='暂无通知'
          description='有人看过你、收藏你，或认证、提现、牵线有了结果，都会在这里告诉你'
        />
      )}
      {notices.list.length > 0 && (
        <ListFooter loading={notices.loading} hasMore={notices.hasMore} failed={notices.failed} />
      )}
    </View>
  )
}
