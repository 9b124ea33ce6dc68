import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { completeAccountPass } from '../../api/member'
import { PageShell } from '../../components/page-shell'
import { useStores } from '../../stores'
import { accountProblem } from './models/accountRules'
import { toast } from './models/toast'
import { Field } from './parts/field'
import { LoginHeader } from './parts/login-header'
import './parts/login.scss'

/** Members who arrived by SMS or the messaging app choose a username and password once. */
export default function LoginByPerfectMsgPage() {
  const { session, authFlow } = useStores()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)

  useDidShow(() => {
    if (!session.isLoggedIn) authFlow.redirectToLogin()
  })

  const submit = async () => {
    if (busy) return
    const problem = accountProblem(username, password, confirm)
    if (problem) return toast(problem)
    setBusy(true)
    try {
      session.setUser(await completeAccountPass({ username, password }))
      session.setNeedCompleteAccount(false)
      toast('账号信息已完善')
      void Taro.reLaunch({ url: session.memberTargetRoute })
    } catch {
      setBusy(false)
    }
  }

  return (
    <PageShell title='完善账号信息'>
      <View className='login-page'>
        <LoginHeader subtitle='设置用户名和密码，下次可用密码登录' />
        <Field placeholder='请输入用户名' maxlength={20} value={username} onInput={setUsername} />
        <Field placeholder='请输入密码' password maxlength={20} value={password} onInput={setPassword} />
        <Field placeholder='请再次输入密码' password maxlength={20} value={confirm} onInput={setConfirm} />
        <View className={`login-submit ${busy ? 'login-submit--disabled' : ''}`} onClick={() => void submit()}>
          完成
        </View>
      </View>
    </PageShell>
  )
}
