import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { loginByPhone } from '../../api/auth'
import { PageShell } from '../../components/page-shell'
import { ROUTES } from '../../constants/routes'
import { useStores } from '../../stores'
import { isMobile, isSmsCode } from '../../utils/validate'
import { useLoginGuard } from './models/useLoginGuard'
import { toast } from './models/toast'
import { Agreement, AGREEMENT_REQUIRED } from './parts/agreement'
import { LoginHeader } from './parts/login-header'
import { PhoneCodeFields } from './parts/phone-code-fields'
import './parts/login.scss'

/** SPEC §4: the login outside the messaging app — phone number and SMS code. */
export default function LoginBySmsPage() {
  const { authFlow } = useStores()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  useLoginGuard()

  const submit = async () => {
    if (busy) return
    if (!isMobile(phone)) return toast('请输入正确的手机号')
    if (!isSmsCode(code)) return toast('请输入6位验证码')
    if (!agreed) return toast(AGREEMENT_REQUIRED)
    setBusy(true)
    try {
      await authFlow.afterLogin(await loginByPhone({ phone, code }))
    } catch {
      setBusy(false)
    }
  }

  return (
    <PageShell title='短信登录'>
      <View className='login-page'>
        <LoginHeader subtitle='未注册的手机号验证后将自动创建账号' />
        <PhoneCodeFields phone={phone} code={code} scene='login' onPhone={setPhone} onCode={setCode} />
        <View className={`login-submit ${busy ? 'login-submit--disabled' : ''}`} onClick={() => void submit()}>
          登录
        </View>
        <Agreement checked={agreed} onChange={setAgreed} />
        <View className='login-switch'>
          <Text className='login-link' onClick={() => void Taro.redirectTo({ url: ROUTES.loginByPassword })}>
            密码登录
          </Text>
          <Text className='login-link' onClick={() => void Taro.redirectTo({ url: ROUTES.register })}>
            注册账号
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
