import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { ROUTES } from '../../../constants/routes'

export interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
}

const open = (id: number) => void Taro.navigateTo({ url: `${ROUTES.singlePage}?id=${id}` })

/** The user agreement must be accepted before an account is created or used. */
export function Agreement({ checked, onChange }: Props) {
  return (
    <View className='login-agreement'>
      <View
        className={`login-agreement__box ${checked ? 'login-agreement__box--on' : ''}`}
        role='checkbox'
        aria-checked={checked}
        onClick={() => onChange(!checked)}
      />
      <Text onClick={() => onChange(!checked)}>我已阅读并同意</Text>
      <Text className='login-link' onClick={() => open(2)}>
        《用户服务协议》
      </Text>
      <Text>和</Text>
      <Text className='login-link' onClick={() => open(3)}>
        《隐私政策》
      </Text>
    </View>
  )
}

export const AGREEMENT_REQUIRED = '请先阅读并同意用户协议'
