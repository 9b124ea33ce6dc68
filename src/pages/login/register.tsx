import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { checkUserName, regByPhone } from '../../api/user'
import { PageShell } from '../../components/page-shell'
import { ROUTES } from '../../constants/routes'
import { useStores } from '../../stores'
import { isMobile, isSmsCode } from '../../utils/validate'
import { USERNAME_RE } from '../../../types/rules'
import { accountProblem } from './models/accountRules'
import { useLoginGuard } from './models/useLoginGuard'
import { toast } from './models/toast'
import { Agreement, AGREEMENT_REQUIRED } from './parts/agreement'
import { Field } from './parts/field'
import { LoginHeader } from './parts/login-header'
import { PhoneCodeFields } from './parts/phone-code-fields'
import './parts/login.scss'

export default function RegisterPage() {
  const { authFlow } = useStores()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  useLoginGuard()

  const checkName = async () => {
    if (!USERNAME_RE.test(username)) return
    const { exists } = await checkUserName({ username }, { hideMsg: true })
    if (exists) toast('用户名已被使用')
  }

  const submit = async () => {
    if (busy) return
    if (!isMobile(phone)) return toast('请输入正确的手机号')
    if (!isSmsCode(code)) return toast('请输入6位验证码')
    const problem = accountProblem(username, password, confirm)
    if (problem) return toast(problem)
    if (!agreed) return toast(AGREEMENT_REQUIRED)
    setBusy(true)
    try {
      await authFlow.afterLogin(await regByPhone({ phone, code, username, password }))
    } catch {
      setBusy(false)
    }
  }

  return (
    <PageShell title='注册账号'>
      <View className='login-page'>
        <LoginHeader subtitle='真诚交友，从这里开始' />
        <PhoneCodeFields phone={phone} code={code} scene='register' onPhone={setPhone} onCode={setCode} />
        <Field placeholder='请输入用户名' maxlength={20} value={username} onInput={setUsername} onBlur={() => void checkName().catch(() => undefined)} />
        <Field placeholder='请设置密码' password maxlength={20} value={password} onInput={setPassword} />
        <Field placeholder='请再次输入密码' password maxlength={20} value={confirm} onInput={setConfirm} />
        <View className={`login-submit ${busy ? 'login-submit--disabled' : ''}`} onClick={() => void submit()}>
          注册
        </View>
        <Agreement checked={agreed} onChange={setAgreed} />
        <View className='login-switch'>
          <Text className='login-link' onClick={() => void Taro.redirectTo({ url: ROUTES.loginBySms })}>
            已有账号，去登录
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
