import { Button } from '@nutui/nutui-react-taro'
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

/** The two decisions on a queue item: the refusing one outlined, the going-ahead one filled; both rest while one is on its way. */
export function DecisionButtons({ rejectText, approveText, busy, onReject, onApprove }: Props) {
  return (
    <View className='decision-buttons'>
      <Button className='decision-buttons__reject' type='primary' fill='outline' disabled={busy} onClick={onReject}>
        {rejectText}
      </Button>
      <Button className='decision-buttons__approve' type='primary' disabled={busy} onClick={onApprove}>
        {approveText}
      </Button>
    </View>
  )
}
