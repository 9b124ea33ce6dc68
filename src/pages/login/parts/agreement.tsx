import { Text, View } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'

export interface Props {
  checked?: boolean
  onChange?: (checked: boolean) => void
  /**
   * No checkbox, only the notice that logging in accepts both documents: for the WeChat buttons,
   * whose tap already is the consent and cannot wait for a tick.
   */
  notice?: boolean
}

/** Content-page ids of the two documents (the content pages are edited by the tenant). */
const USER_AGREEMENT_ID = 2
const PRIVACY_POLICY_ID = 3

const open = (id: number) => void Taro.navigateTo({ url: `${ROUTES.singlePage}?id=${id}` })

/** The user agreement and privacy policy must be accepted before an account is created or used. */
export function Agreement({ checked = false, onChange, notice = false }: Props) {
  const toggle = () => onChange?.(!checked)
  return (
    <View className='login-agreement'>
      {!notice && (
        <Checkbox
          className='login-agreement__box'
          checked={checked}
          aria-label='同意用户服务协议和隐私政策'
          onChange={(on) => onChange?.(on)}
        />
      )}
      <Text onClick={toggle}>{notice ? '登录即表示同意' : '我已阅读并同意'}</Text>
      <Text className='login-agreement__link' onClick={() => open(USER_AGREEMENT_ID)}>
        《用户服务协议》
      </Text>
      <Text onClick={toggle}>和</Text>
      <Text className='login-agreement__link' onClick={() => open(PRIVACY_POLICY_ID)}>
        《隐私政策》
      </Text>
    </View>
  )
}
