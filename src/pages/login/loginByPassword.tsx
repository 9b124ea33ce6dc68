import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'
import { useLoginGuard } from './models/useLoginGuard'
import { usePasswordLogin } from './models/usePasswordLogin'
import { Agreement } from './parts/agreement'
import { Field } from './parts/field'
import { LoginLayout } from './parts/login-layout'
import { LoginLinks } from './parts/login-links'
import { SubmitButton } from './parts/submit-button'
import './loginByPassword.scss'

/** Username or phone + password. A wrong pair is the server's message, toasted by the request layer. */
export default function LoginByPasswordPage() {
  useLoginGuard()
  const form = usePasswordLogin()
  return (
    <LoginLayout title='密码登录' subtitle='欢迎回来，用账号密码登录'>
      <Field placeholder='请输入用户名或手机号' maxlength={30} value={form.account} onInput={form.setAccount} />
      <Field placeholder='请输入密码' password maxlength={20} value={form.password} onInput={form.setPassword} />
      {/* A forgotten password is no dead end: the SMS login needs only the phone. */}
      <View className='password-login__forgot'>
        <Text onClick={() => void Taro.redirectTo({ url: ROUTES.loginBySms })}>忘记密码？</Text>
      </View>
      <SubmitButton busy={form.busy} onClick={() => void form.submit()}>
        登录
      </SubmitButton>
      <Agreement checked={form.agreed} onChange={form.setAgreed} />
      <LoginLinks
        links={[
          { text: '验证码登录', url: ROUTES.loginBySms },
          { text: '注册账号', url: ROUTES.register }
        ]}
      />
    </LoginLayout>
  )
}
