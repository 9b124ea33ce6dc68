import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { LEAD_STAGE_LABELS } from '@contract/crm'
import type { CustomerCard as Customer } from '@contract/customer'
import { completenessLevel, customerFacts, ownershipText } from '@/utils/customerText'
import './customer-card.scss'

export type CustomerAction = 'edit' | 'album' | 'detail'

export interface Props {
  item: Customer
  /** Store managers and admins see whose customer it is. */
  showOwner: boolean
  onAction: (action: CustomerAction) => void
}

const ACTIONS: { key: CustomerAction; label: string }[] = [
  { key: 'edit', label: '编辑资料' },
  { key: 'album', label: '相册' },
  { key: 'detail', label: '详情' }
]

/** One customer: who they are, how complete their profile is, where the lead stands, and what to do next. */
export function CustomerCard({ item, showOwner, onAction }: Props) {
  const ownership = ownershipText(item)
  const level = completenessLevel(item.completeness)
  return (
    <View className='customer-card'>
      <View className='customer-card__head'>
        {item.avatar ? (
          <Image className='customer-card__avatar' src={item.avatar} mode='aspectFill' lazyLoad />
        ) : (
          <View className='customer-card__avatar customer-card__avatar--empty'>{item.nickname.slice(0, 1)}</View>
        )}
        <View className='customer-card__who'>
          <View className='customer-card__name-row'>
            <Text className='customer-card__name'>{item.nickname}</Text>
            <Text className='customer-card__stage'>{LEAD_STAGE_LABELS[item.stage]}</Text>
          </View>
          <Text className='customer-card__facts'>{customerFacts(item)}</Text>
          <Text className='customer-card__facts'>
            ID {item.userId}
            {item.phone ? ` · ${item.phone}` : ''}
            {item.photoCount > 0 ? ` · 相册${item.photoCount}张` : ''}
          </Text>
        </View>
      </View>
      <View className='customer-card__progress'>
        <Text className='customer-card__progress-label'>资料完整度</Text>
        <View className='customer-card__bar'>
          <View
            className={`customer-card__bar-fill customer-card__bar-fill--${level}`}
            style={{ width: `${item.completeness}%` }}
          />
        </View>
        <Text className='customer-card__percent'>{item.completeness}%</Text>
      </View>
      {(ownership.text || showOwner) && (
        <View className='customer-card__meta'>
          {showOwner && <Text className='customer-card__owner'>红娘：{item.ownerName}</Text>}
          {ownership.text && (
            <Text className={`customer-card__due ${ownership.warn ? 'customer-card__due--warn' : ''}`}>
              {ownership.text}
            </Text>
          )}
        </View>
      )}
      <View className='customer-card__actions'>
        {ACTIONS.map((a, i) => (
          <Button
            key={a.key}
            className='customer-card__action'
            type='primary'
            size='small'
            fill={i === 0 ? 'solid' : 'outline'}
            onClick={() => onAction(a.key)}
          >
            {a.label}
          </Button>
        ))}
      </View>
    </View>
  )
}
