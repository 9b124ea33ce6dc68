import { Text, View } from '@tarojs/components'
import { SHARE_KIND_LABELS, type ShareEntry } from '@contract/matchmaker'
import { percentOf, shareLines, yuanText } from '@/utils/shareText'
import { formatDate } from '@/utils/time'
import './share-row.scss'

export interface Props {
  share: ShareEntry
}

/** One customer payment and my share of it; a refunded one shows what was taken back. */
export function ShareRow({ share: s }: Props) {
  const { earned, reversal } = shareLines(s)
  return (
    <View className={`share-row ${s.reversedAt ? 'share-row--reversed' : ''}`}>
      <View className='share-row__head'>
        <Text className='share-row__kind'>{SHARE_KIND_LABELS[s.kind]}</Text>
        <Text className='share-row__who'>{s.customerName}</Text>
        <Text className='share-row__amount'>{earned}</Text>
      </View>
      <View className='share-row__line'>
        <Text>
          {s.orderTitle || '客户付款'} · 支付 {yuanText(s.baseAmount)} · 分成 {percentOf(s.basisPoints)}
        </Text>
        <Text>{formatDate(s.createdAt, 'YYYY-MM-DD HH:mm')}</Text>
      </View>
      {reversal && (
        <View className='share-row__reversal'>
          <Text>{reversal}</Text>
          <Text>{formatDate(s.reversedAt, 'YYYY-MM-DD HH:mm')}</Text>
        </View>
      )}
    </View>
  )
}
