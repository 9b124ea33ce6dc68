import { View } from '@tarojs/components'
import './decision-buttons.scss'

export interface Props {
  rejectText: string
  approveText: string
  /** A decision on this item is on its way. */
  busy: boolean
  onReject: () => void
  onApprove: () => void
}

/** The two decisions on a queue item: the refusing one outlined, the going-ahead one filled. */
export function DecisionButtons({ rejectText, approveText, busy, onReject, onApprove }: Props) {
  return (
    <View className={`decision-buttons ${busy ? 'decision-buttons--busy' : ''}`}>
      <View className='decision-buttons__reject' onClick={onReject}>
        {rejectText}
      </View>
      <View className='decision-buttons__approve' onClick={onApprove}>
        {approveText}
      </View>
    </View>
  )
}
