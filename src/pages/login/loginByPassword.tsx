import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { loginByAccount } from '../../api/auth'
import { PageShell } from '../../components/page-shell'
import { ROUTES } from '../../constants/routes'
import { useStores } from '../../stores'
import { useLoginGuard } from './models/useLoginGuard'
import { toast } from './models/toast'
import { Agreement, AGREEMENT_REQUIRED } from './parts/agreement'
import { Field } from './parts/field'
import { LoginHeader } from './parts/login-header'
import './parts/login.scss'

export default function LoginByPasswordPage() {
  const { authFlow } = useStores()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  useLoginGuard()

  const submit = async () => {
    if (busy) return
    if (!account.trim()) return toast('请输入用户名或手机号')
    if (!password) return toast('请输入密码')
    if (!agreed) return toast(AGREEMENT_REQUIRED)
    setBusy(true)
    try {
      await authFlow.afterLogin(await loginByAccount({ account: account.trim(), password }))
    } catch {
      setBusy(false)
    }
  }

  return (
    <PageShell title='密码登录'>
      <View className='login-page'>
        <LoginHeader subtitle='欢迎回来' />
        <Field placeholder='请输入用户名或手机号' value={account} onInput={setAccount} />
        <Field placeholder='请输入密码' password value={password} onInput={setPassword} />
        <View className={`login-submit ${busy ? 'login-submit--disabled' : ''}`} onClick={() => void submit()}>
          登录
        </View>
        <Agreement checked={agreed} onChange={setAgreed} />
        <View className='login-switch'>
          <Text className='login-link' onClick={() => void Taro.redirectTo({ url: ROUTES.loginBySms })}>
            验证码登录
          </Text>
          <Text className='login-link' onClick={() => void Taro.redirectTo({ url: ROUTES.register })}>
            注册账号
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
