import { Text, View } from '@tarojs/components'
import { ROUTES } from '@/constants/routes'
import { useLoginGuard } from './models/useLoginGuard'
import { useSmsLogin } from './models/useSmsLogin'
import { Agreement } from './parts/agreement'
import { LoginLayout } from './parts/login-layout'
import { LoginLinks } from './parts/login-links'
import { PhoneCodeFields } from './parts/phone-code-fields'
import { SubmitButton } from './parts/submit-button'
import './loginBySms.scss'

const PROMISES = ['实名认证', '隐私保护', '红娘牵线']

/** SPEC §4: the H5 login outside the messaging app — phone number and SMS code. */
export default function LoginBySmsPage() {
  useLoginGuard()
  const form = useSmsLogin()
  return (
    <LoginLayout title='短信登录' subtitle='未注册的手机号验证后将自动创建账号'>
      <PhoneCodeFields
        phone={form.phone}
        code={form.code}
        scene='login'
        onPhone={form.setPhone}
        onCode={form.setCode}
      />
      <SubmitButton busy={form.busy} onClick={() => void form.submit()}>
        登录
      </SubmitButton>
      <Agreement checked={form.agreed} onChange={form.setAgreed} />
      <LoginLinks
        links={[
          { text: '密码登录', url: ROUTES.loginByPassword },
          { text: '注册账号', url: ROUTES.register }
        ]}
      />
      <View className='sms-login__promises'>
        {PROMISES.map((text) => (
          <View key={text} className='sms-login__promise'>
            <View className='sms-login__promise-dot' />
            <Text>{text}</Text>
          </View>
        ))}
      </View>
    </LoginLayout>
  )
}
