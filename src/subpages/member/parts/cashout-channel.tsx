import { Text, View } from '@tarojs/components'
import { Input, Radio } from '@nutui/nutui-react-taro'
import { CASHOUT_CHANNELS, CASHOUT_CHANNEL_LABELS, type CashoutChannel } from '@contract/finance'
import type { CashoutForm } from '@/subpages/member/models/cashoutForm'

export interface Props {
  form: CashoutForm
  onChange: (patch: Partial<CashoutForm>) => void
}

/** Where the money goes; Alipay also needs the account and the name it is registered to. */
export function CashoutChannelPicker({ form, onChange }: Props) {
  const pick = (channel: CashoutChannel) => onChange({ channel })
  return (
    <View className='cashout-channel'>
      <Text className='cashout-channel__label'>到账方式</Text>
      {CASHOUT_CHANNELS.map((c) => (
        <View key={c} className='cashout-channel__item' onClick={() => pick(c)}>
          <Text className='cashout-channel__name'>{CASHOUT_CHANNEL_LABELS[c]}</Text>
          <Radio
            className={`cashout-channel__radio ${form.channel === c ? 'cashout-channel__radio--on' : ''}`}
            checked={form.channel === c}
            ariaLabel={CASHOUT_CHANNEL_LABELS[c]}
          />
        </View>
      ))}
      {form.channel === 'alipay' && (
        <View className='cashout-channel__payee'>
          <Input
            className='cashout-channel__input'
            placeholder='支付宝账号（手机号或邮箱）'
            maxLength={64}
            value={form.account}
            onChange={(account) => onChange({ account })}
          />
          <Input
            className='cashout-channel__input'
            placeholder='真实姓名（与支付宝实名一致）'
            maxLength={20}
            value={form.realName}
            onChange={(realName) => onChange({ realName })}
          />
        </View>
      )}
    </View>
  )
}
