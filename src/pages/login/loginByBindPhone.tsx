import { Text, View } from '@tarojs/components'
import { isWeapp } from '@/utils/platform'
import { useBindPhone } from './models/useBindPhone'
import { LoginLayout } from './parts/login-layout'
import { PhoneCodeFields } from './parts/phone-code-fields'
import { SubmitButton } from './parts/submit-button'
import './loginByBindPhone.scss'

/** Members who signed in through WeChat bind a phone before going on (SPEC §4 guard). */
export default function LoginByBindPhonePage() {
  const form = useBindPhone()
  return (
    <LoginLayout title='绑定手机号' subtitle='为了账号安全，请绑定您的手机号'>
      {isWeapp() && (
        <>
          <SubmitButton tone='wechat' busy={form.busy} onPhoneNumber={(detail) => void form.bindWithWechat(detail)}>
            微信手机号快捷绑定
          </SubmitButton>
          <View className='bind-phone__or'>
            <Text className='bind-phone__or-text'>或使用验证码绑定</Text>
          </View>
        </>
      )}
      <PhoneCodeFields
        phone={form.phone}
        code={form.code}
        scene='bindPhone'
        onPhone={form.setPhone}
        onCode={form.setCode}
      />
      <SubmitButton busy={form.busy} onClick={() => void form.submit()}>
        确认绑定
      </SubmitButton>
      <Text className='bind-phone__note'>手机号仅用于登录和账号安全验证，不会展示给其他会员</Text>
    </LoginLayout>
  )
}
