import { Button, Text, View, type BaseEventOrig, type ButtonProps } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { loginByMaCode, loginByMaPhone } from '../../api/auth'
import { PageShell } from '../../components/page-shell'
import { ROUTES } from '../../constants/routes'
import { useStores } from '../../stores'
import { isWeapp } from '../../utils/platform'
import { useLoginGuard } from './models/useLoginGuard'
import { useMpCodeLogin } from './models/useWechatLogin'
import { startWechatOauth } from './models/wechatOauth'
import { toast } from './models/toast'
import { LoginHeader } from './parts/login-header'
import './parts/login.scss'

const AUTH_DENIED = { title: '提示', content: '使用此功能请先在小程序设置中授权', showCancel: false }

/** Login inside the mini-program (code + phone button) or the messaging-app browser (OAuth). */
export default function LoginIndexPage() {
  const { authFlow } = useStores()
  const { params } = useRouter()
  const [needPhone, setNeedPhone] = useState(false)
  useLoginGuard()
  useMpCodeLogin(isWeapp() ? undefined : params.code)

  useDidShow(() => {
    if (!isWeapp()) return
    Taro.login()
      .then(({ code }) => loginByMaCode({ code }, { hideMsg: true }))
      .then((result) => (result.registered ? authFlow.afterLogin(result) : setNeedPhone(true)))
      .catch(() => setNeedPhone(true))
  })

  const onPhoneNumber = async (e: BaseEventOrig<ButtonProps.onGetPhoneNumberEventDetail>) => {
    if (!e.detail.encryptedData || !e.detail.iv) {
      if (/deny|auth/i.test(e.detail.errMsg)) void Taro.showModal(AUTH_DENIED)
      else toast('未获取到手机号，请重试')
      return
    }
    const { code } = await Taro.login()
    const result = await loginByMaPhone({ code, phoneEncryptedData: e.detail.encryptedData, phoneIv: e.detail.iv })
    await authFlow.afterLogin(result)
  }

  return (
    <PageShell title='登录'>
      <View className='login-page'>
        <LoginHeader subtitle='登录后查看更多优质会员' />
        {isWeapp() ? (
          needPhone && (
            <Button className='login-submit' openType='getPhoneNumber' onGetPhoneNumber={(e) => void onPhoneNumber(e).catch(() => undefined)}>
              手机号快捷登录
            </Button>
          )
        ) : (
          <View className='login-submit' onClick={() => void startWechatOauth().catch(() => undefined)}>
            微信一键登录
          </View>
        )}
        <View className='login-switch'>
          <Text className='login-link' onClick={() => void Taro.navigateTo({ url: ROUTES.loginBySms })}>
            使用手机号登录
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
