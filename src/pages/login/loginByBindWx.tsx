import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { bindWxByMpCode } from '../../api/member'
import { PageShell } from '../../components/page-shell'
import { useStores } from '../../stores'
import { goBack } from '../../utils/navigation'
import { isWechatBrowser } from '../../utils/platform'
import { startWechatOauth } from './models/wechatOauth'
import { LoginHeader } from './parts/login-header'
import './parts/login.scss'

/** Binds the messaging-app account to the logged-in member (web OAuth inside the messaging app). */
export default function LoginByBindWxPage() {
  const { session, authFlow } = useStores()
  const { params } = useRouter()
  const [bound, setBound] = useState(session.userInfo?.wxBound === true)

  useEffect(() => {
    if (!authFlow.ensureLogin() || !params.code) return
    bindWxByMpCode({ code: params.code })
      .then((user) => {
        session.setUser(user)
        setBound(true)
        void Taro.showToast({ title: '微信绑定成功', icon: 'success' })
      })
      .catch(() => undefined)
  }, [params.code, authFlow, session])

  return (
    <PageShell title='绑定微信'>
      <View className='login-page'>
        <LoginHeader subtitle={bound ? '已绑定微信，可使用微信一键登录' : '绑定后可使用微信一键登录'} />
        {bound ? (
          <View className='login-submit' onClick={() => goBack()}>
            返回
          </View>
        ) : isWechatBrowser() ? (
          <View className='login-submit' onClick={() => void startWechatOauth().catch(() => undefined)}>
            绑定微信
          </View>
        ) : (
          <>
            <View className='login-tip'>请在微信中打开本页面完成绑定</View>
            <View className='login-submit' onClick={() => goBack()}>
              返回
            </View>
          </>
        )}
      </View>
    </PageShell>
  )
}
