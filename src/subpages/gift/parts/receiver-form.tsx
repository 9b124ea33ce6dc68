import { Input, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { RECEIVER_ADDRESS_MAX, RECEIVER_NAME_MAX } from '@contract/gift'
import type { ReceiverForm as Form } from '@/subpages/gift/models/exchangeForm'
import './receiver-form.scss'

export interface Props {
  value: Form
  onChange: (value: Form) => void
}

/** Where shipped goods go; only the member and the staff who ship them see it. */
export function ReceiverForm({ value, onChange }: Props) {
  const set = (key: keyof Form) => (text: string) => onChange({ ...value, [key]: text })
  return (
    <View className='receiver-form'>
      <View className='receiver-form__head'>
        <Text className='receiver-form__title'>收货信息</Text>
        <Text className='receiver-form__note'>仅工作人员发货时可见</Text>
      </View>
      <View className='receiver-form__row'>
        <Text className='receiver-form__label'>收货人</Text>
        <Input
          className='receiver-form__input'
          placeholder='请填写收货人姓名'
          maxLength={RECEIVER_NAME_MAX}
          value={value.name}
          onChange={set('name')}
        />
      </View>
      <View className='receiver-form__row'>
        <Text className='receiver-form__label'>手机号</Text>
        <Input
          className='receiver-form__input'
          type='number'
          placeholder='请填写收货人手机号'
          maxLength={11}
          value={value.phone}
          onChange={set('phone')}
        />
      </View>
      <View className='receiver-form__row receiver-form__row--top'>
        <Text className='receiver-form__label'>详细地址</Text>
        <TextArea
          className='receiver-form__address'
          placeholder='省市区、街道、门牌号'
          maxLength={RECEIVER_ADDRESS_MAX}
          autoSize
          value={value.address}
          onChange={set('address')}
        />
      </View>
    </View>
  )
}
