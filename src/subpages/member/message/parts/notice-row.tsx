import { Text, View } from '@tarojs/components'
import type { MemberNotice, NoticeKind } from '@contract/notice'
import { LineIcon } from '@/components/line-icon'
import { relativeTime } from '@/utils/time'
import './notice-row.scss'

const ICONS: Record<NoticeKind, string> = {
  viewed: 'my',
  faved: 'heart',
  liked: 'heart',
  matched: 'heart',
  certification: 'shield',
  cashout: 'wallet',
  line: 'people',
  event: 'date',
  gift: 'gift',
  exchange: 'cart',
  report: 'flag',
  system: 'info'
}

export interface Props {
  notice: MemberNotice
  onOpen: (notice: MemberNotice) => void
}

/** One notice: what kind, what happened and when; a dot while unread, an arrow when it leads somewhere. */
export function NoticeRow({ notice, onOpen }: Props) {
  return (
    <View className='notice-row' onClick={() => onOpen(notice)}>
      <View className={`notice-row__icon notice-row__icon--${notice.kind}`}>
        <LineIcon name={ICONS[notice.kind]} />
        {!notice.read && <Text className='notice-row__dot' aria-label='未读' />}
      </View>
      <View className='notice-row__body'>
        <View className='notice-row__top'>
          <Text className={`notice-row__title ${notice.read ? '' : 'notice-row__title--unread'}`}>{notice.title}</Text>
          <Text className='notice-row__time'>{relativeTime(notice.createdAt)}</Text>
        </View>
        {notice.body && <Text className='notice-row__text'>{notice.body}</Text>}
      </View>
      {notice.link && <Text className='notice-row__arrow'>›</Text>}
    </View>
  )
}
