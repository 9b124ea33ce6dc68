import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { MemberContact } from '@contract/finance'
import './line-contact.scss'

export interface Props {
  /** 申请人 or 牵线对象. */
  role: string
  name: string
  /** Revealed on this visit; until then a 查看联系方式 button. */
  contact?: MemberContact
  busy: boolean
  onReveal: () => void
}

const call = (phone: string) => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)

/** One member of a line and how to reach them: revealed on request (and logged), then a tap calls. */
export function LineContactRow({ role, name, contact, busy, onReveal }: Props) {
  return (
    <View className='line-contact'>
      <Text className='line-contact__role'>{role}</Text>
      <Text className='line-contact__name'>{name}</Text>
      {!contact && (
        <Button
          className='line-contact__reveal'
          type='primary'
          fill='outline'
          size='mini'
          loading={busy}
          onClick={onReveal}
        >
          查看联系方式
        </Button>
      )}
      {contact && contact.phone && (
        <Text className='line-contact__phone' onClick={() => call(contact.phone)}>
          {contact.phone}
        </Text>
      )}
      {contact && !contact.phone && <Text className='line-contact__none'>未绑定手机</Text>}
    </View>
  )
}
