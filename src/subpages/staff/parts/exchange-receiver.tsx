import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Receiver } from '@contract/gift'
import './exchange-receiver.scss'

export interface Props {
  /** As the queue sends it: masked. */
  masked: Receiver
  /** Revealed on this visit; shown whole, with 复制 for the shipping label. */
  revealed?: Receiver
  busy?: boolean
  /** Where staff may ask for it whole: a 查看收货信息 button (every tap is logged on the server). */
  onReveal?: () => void
}

// Where the clipboard refuses, the text itself can still be selected and copied by hand.
const copy = (r: Receiver) =>
  void Taro.setClipboardData({ data: `${r.name} ${r.phone} ${r.address}` }).catch(() => undefined)

/** Whom and where a mailed exchange goes: masked until staff ask, then whole and copyable. */
export function ExchangeReceiver({ masked, revealed, busy = false, onReveal }: Props) {
  const shown = revealed ?? masked
  // 注销账号 blanks the receiver: say so instead of an empty box and a button with nothing behind it.
  if (!masked.phone && !masked.address)
    return (
      <View className='exchange-receiver'>
        <Text className='exchange-receiver__line'>会员已注销，收货信息已删除</Text>
      </View>
    )
  return (
    <View className={`exchange-receiver ${revealed ? 'exchange-receiver--revealed' : ''}`}>
      <View className='exchange-receiver__text'>
        <Text className='exchange-receiver__line' userSelect={Boolean(revealed)}>
          {`${shown.name} ${shown.phone}`}
        </Text>
        <Text className='exchange-receiver__line' userSelect={Boolean(revealed)}>
          {shown.address}
        </Text>
      </View>
      {revealed && (
        <Button className='exchange-receiver__action' size='small' fill='none' onClick={() => copy(revealed)}>
          复制
        </Button>
      )}
      {!revealed && onReveal && (
        <Button
          className='exchange-receiver__reveal'
          size='small'
          type='primary'
          fill='outline'
          disabled={busy}
          onClick={onReveal}
        >
          查看收货信息
        </Button>
      )}
    </View>
  )
}
