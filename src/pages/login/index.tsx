import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'
import { isWeapp } from '@/utils/platform'
import { useLoginGuard } from './models/useLoginGuard'
import { useMaLogin } from './models/useMaLogin'
import { useMpCodeLogin } from './models/useMpCodeLogin'
import { useSubmitting } from './models/useSubmitting'
import { startWechatOauth } from './models/wechatOauth'
import { Agreement } from './parts/agreement'
import { LoginLayout } from './parts/login-layout'
import { LoginLinks } from './parts/login-links'
import { LoginSpinner } from './parts/login-spinner'
import { SubmitButton } from './parts/submit-button'
import './index.scss'

const PHONE_LOGIN = [{ text: '使用手机号登录', url: ROUTES.loginBySms }]

/** Mini-program: silent code login, else the phone-number button. */
function MiniProgramLogin() {
  const ma = useMaLogin()
  if (ma.state === 'checking') return <LoginSpinner text='正在登录...' />
  return (
    <SubmitButton busy={ma.busy} onPhoneNumber={(detail) => void ma.loginWithPhone(detail)}>
      手机号快捷登录
    </SubmitButton>
  )
}

/** Messaging-app browser: OAuth, which comes back to this page with `?code=`. */
function WechatBrowserLogin() {
  const { params } = useRouter()
  const codeLogin = useMpCodeLogin(params.code)
  const oauth = useSubmitting()
  if (codeLogin === 'pending') return <LoginSpinner text='登录中...' />
  return (
    <SubmitButton tone='wechat' busy={oauth.busy} onClick={() => void oauth.run(startWechatOauth)}>
      微信一键登录
    </SubmitButton>
  )
}

/** SPEC §4: the login page of the mini-program and of the messaging-app browser. */
export default function LoginIndexPage() {
  useLoginGuard()
  return (
    <LoginLayout title='登录' subtitle='登录后查看更多优质会员'>
      <View className='wx-login__action'>{isWeapp() ? <MiniProgramLogin /> : <WechatBrowserLogin />}</View>
      <Agreement notice />
      <LoginLinks links={PHONE_LOGIN} />
    </LoginLayout>
  )
}
