import { Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { loginPageForPlatform } from '@/stores'
import { useLoginGuard } from './models/useLoginGuard'
import { useMpCodeLogin } from './models/useMpCodeLogin'
import { LoginLayout } from './parts/login-layout'
import { LoginSpinner } from './parts/login-spinner'
import { SubmitButton } from './parts/submit-button'
import './loginByLoading.scss'

/** Landing page of the messaging-app OAuth redirect: logs in with the code it brings. */
export default function LoginByLoadingPage() {
  useLoginGuard()
  const { params } = useRouter()
  const state = useMpCodeLogin(params.code)
  const failed = !params.code || state === 'failed'
  return (
    <LoginLayout title={failed ? '登录' : '登录中'} subtitle={failed ? '登录没有完成' : '正在为您登录，请稍候'}>
      {failed ? (
        <>
          <Text className='login-loading__message'>
            {params.code ? '登录失败，请重新登录' : '缺少登录凭证，请重新登录'}
          </Text>
          <SubmitButton onClick={() => void Taro.redirectTo({ url: loginPageForPlatform() })}>重新登录</SubmitButton>
        </>
      ) : (
        <LoginSpinner text='登录中...' />
      )}
    </LoginLayout>
  )
}
