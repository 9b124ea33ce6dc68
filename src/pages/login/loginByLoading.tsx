import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { useMpCodeLogin } from './models/useWechatLogin'
import './parts/login.scss'

/** Landing page of the messaging-app OAuth redirect: logs in with the code it brings. */
export default function LoginByLoadingPage() {
  const { params } = useRouter()
  useMpCodeLogin(params.code)
  return (
    <PageShell title='登录中'>
      <View className='login-page'>
        <View className='login-tip' style={{ paddingTop: '120px' }}>
          <Text>{params.code ? '登录中...' : '缺少登录凭证，请返回重试'}</Text>
        </View>
      </View>
    </PageShell>
  )
}
