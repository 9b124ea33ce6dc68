import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { CustomStatus, MemberContact, StaffCustomService } from '@contract/finance'
import { chatTime, formatDate } from '@/utils/time'
import { memberName } from '@/subpages/staff/models/memberName'
import { InfoRows } from './info-rows'
import { QueueCard } from './queue-card'
import './custom-card.scss'

/** Where a service stands, in the matchmaker's words. */
export const CUSTOM_STAFF_LABELS: Record<CustomStatus, string> = {
  waiting: '待联系',
  serving: '服务中',
  finished: '已完成'
}

export interface Props {
  item: StaffCustomService
  /** The step on (开始服务 / 完成服务); absent once the service is finished. */
  actionText?: string
  /** A change to this service is on its way. */
  busy: boolean
  onAction: () => void
  /** The whole phone once revealed on this visit; until then the list's mask and a button. */
  contact?: MemberContact
  /** A reveal is on its way. */
  revealing: boolean
  onReveal: () => void
}

const call = (phone: string) => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)

/** One member's private service: who to call, what they asked for, its period and the latest note. */
export function CustomCard({ item, actionText, busy, onAction, contact, revealing, onReveal }: Props) {
  return (
    <QueueCard
      title={
        <View className='custom-card__who'>
          <Text className='custom-card__name'>{memberName(item.nickname, item.userId)}</Text>
          {contact?.phone ? (
            <Text className='custom-card__phone' onClick={() => call(contact.phone)}>
              {contact.phone}
            </Text>
          ) : (
            <Text className='custom-card__masked'>{item.phone || '未绑定手机'}</Text>
          )}
          {item.phone && !contact && (
            <Button
              className='custom-card__reveal'
              size='small'
              type='primary'
              fill='outline'
              disabled={revealing}
              onClick={onReveal}
            >
              查看联系方式
            </Button>
          )}
        </View>
      }
      tag={CUSTOM_STAFF_LABELS[item.status]}
      settled={item.status === 'finished'}
    >
      <InfoRows
        rows={[
          { label: '定制服务', value: item.title },
          { label: '会员要求', value: item.remark || '未填写' },
          { label: '服务期', value: `${formatDate(item.startsAt)} 至 ${formatDate(item.endsAt)}` },
          { label: '购买时间', value: chatTime(item.createdAt) },
          { label: '红娘备注', value: item.note },
          { label: '处理时间', value: chatTime(item.handledAt) }
        ]}
      />
      {actionText && (
        <Button className='custom-card__action' type='primary' block disabled={busy} onClick={onAction}>
          {actionText}
        </Button>
      )}
    </QueueCard>
  )
}
