import { Text, View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import { LEAD_SOURCE_LABELS, LEAD_STAGE_LABELS, type LeadItem } from '@contract/crm'
import { GENDER_LABELS } from '@contract/love'
import { MemberAvatar } from '@/components/member-avatar'
import { leadDueText, leadKeepText } from '@/utils/leadText'

export interface Props {
  item: LeadItem
  /** Show whose lead it is (a manager's lists). */
  showOwner: boolean
  /** The pool's 认领 button; absent elsewhere. */
  onClaim?: () => void
  onOpen: () => void
}

/** One lead in the office's lists: who, how far, how long still mine, when to follow up. */
export function LeadCard({ item, showOwner, onClaim, onOpen }: Props) {
  const facts = [
    item.gender ? GENDER_LABELS[item.gender] : '',
    item.age ? `${item.age}岁` : '',
    item.city,
    LEAD_SOURCE_LABELS[item.source]
  ].filter(Boolean)
  const keep = leadKeepText(item)
  const due = leadDueText(item.nextFollowUpAt)
  return (
    <View className='lead-card' onClick={onOpen}>
      <MemberAvatar src={item.avatar} name={item.nickname} />
      <View className='lead-card__body'>
        <View className='lead-card__head'>
          <Text className='lead-card__name'>{item.nickname || `会员${item.userId}`}</Text>
          <Tag type='primary' className='lead-card__stage chip--on'>
            {LEAD_STAGE_LABELS[item.stage]}
          </Tag>
        </View>
        <View className='lead-card__facts'>{facts.join(' · ')}</View>
        {item.tags.length > 0 && (
          <View className='lead-card__tags'>
            {item.tags.map((t) => (
              <Tag key={t} className='lead-card__tag'>
                {t}
              </Tag>
            ))}
          </View>
        )}
        {showOwner && item.owner && <View className='lead-card__line'>跟进红娘：{item.owner.nickname}</View>}
        {due && <View className='lead-card__line'>{due}</View>}
        {keep && <View className={`lead-card__line ${item.expiring ? 'lead-card__line--warn' : ''}`}>{keep}</View>}
      </View>
      {onClaim && (
        <Button
          type='primary'
          size='small'
          className='lead-card__action'
          onClick={(e: { stopPropagation: () => void }) => {
            e.stopPropagation()
            onClaim()
          }}
        >
          认领
        </Button>
      )}
    </View>
  )
}
