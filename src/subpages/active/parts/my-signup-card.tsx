import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { SIGNUP_STATUS_LABELS, signinQrText, type MySignupItem } from '@contract/active'
import { EventCardView } from '@/components/event-card'
import { QrCode } from '@/components/qr-code'
import { mayEnterRoom, refundText } from '@/utils/eventSignup'
import { eventDay, feeText } from '@/utils/eventText'
import { formatDate } from '@/utils/time'
import './my-signup-card.scss'

export interface Props {
  item: MySignupItem
  balanceName: string
  creditName: string
  busy: boolean
  onOpen: () => void
  onPay: () => void
  onCancel: () => void
  onRoom: () => void
}

/** The venue sign-in code, big enough to read out, and its QR for the staff's scanner. */
function SigninCode({ item }: { item: MySignupItem }) {
  return (
    <View className='my-signup__code-box'>
      <Text className='my-signup__code-label'>签到码</Text>
      <Text className='my-signup__code'>{item.checkInCode}</Text>
      <QrCode
        className='my-signup__qr'
        text={signinQrText(item.eventId, item.checkInCode)}
        label={`签到码 ${item.checkInCode} 的二维码`}
      />
      <Text className='my-signup__hint'>活动当天到场出示此码，工作人员扫码签到</Text>
    </View>
  )
}

/** One of my sign-ups: the event, where the sign-up stands, what I paid and got back, what I can do. */
export function MySignupCard({ item, balanceName, creditName, busy, onOpen, onPay, onCancel, onRoom }: Props) {
  const { event } = item
  const refund = refundText(item, balanceName, creditName)
  const closed = item.status === 'rejected' || item.status === 'cancelled'
  const payable = item.status === 'unpaid' && item.orderNo !== ''
  const room = mayEnterRoom(event, item)
  const showCode = item.status === 'approved' && event.kind === 'offline' && item.checkInCode !== ''

  return (
    <View className='my-signup'>
      <EventCardView event={event} onClick={onOpen} />
      <View className='my-signup__state'>
        <Text className={`my-signup__status my-signup__status--${item.status}`}>
          {SIGNUP_STATUS_LABELS[item.status]}
        </Text>
        <Text className='my-signup__fee'>{`报名费 ${feeText(item.fee)}`}</Text>
      </View>
      {payable && item.holdExpiresAt && (
        <Text className='my-signup__line my-signup__line--warn'>
          {`请在 ${formatDate(item.holdExpiresAt, 'MM-DD HH:mm')} 前完成支付，超时名额将释放`}
        </Text>
      )}
      {item.status === 'pending_audit' && <Text className='my-signup__line'>报名已提交，红娘审核通过后会通知你</Text>}
      {item.status === 'approved' && event.kind === 'online' && (
        <Text className='my-signup__line'>
          {event.mutualSelection ? '线上活动无需签到，活动开始后可进入互选' : '线上活动无需签到，请按活动说明准时参加'}
        </Text>
      )}
      {item.status === 'checked_in' && (
        <Text className='my-signup__line'>{`已于 ${eventDay(item.checkedInAt)} 签到`}</Text>
      )}
      {closed && item.reason && <Text className='my-signup__line'>{`原因：${item.reason}`}</Text>}
      {refund && <Text className='my-signup__line my-signup__line--refund'>{refund}</Text>}
      {showCode && <SigninCode item={item} />}
      {(payable || item.cancellable || room) && (
        <View className='my-signup__actions'>
          {item.cancellable && (
            <Button className='my-signup__action' size='small' disabled={busy} onClick={onCancel}>
              取消报名
            </Button>
          )}
          {room && (
            <Button className='my-signup__action' type='primary' size='small' disabled={busy} onClick={onRoom}>
              进入互选
            </Button>
          )}
          {payable && (
            <Button className='my-signup__action' type='primary' size='small' disabled={busy} onClick={onPay}>
              去支付
            </Button>
          )}
        </View>
      )}
    </View>
  )
}
