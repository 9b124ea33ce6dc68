import Taro from '@tarojs/taro'
import { useState } from 'react'
import { completeAccountPass } from '@/api/member'
import { useStores } from '@/stores'
import { accountProblem } from './rules'
import { announce, toast } from './toast'
import { useRequireLogin } from './useRequireLogin'
import { useSubmitting } from './useSubmitting'
import { useUsernameCheck } from './useUsernameCheck'

/**
 * Members who arrived by SMS or the messaging app set a username and password once; then they
 * start over on their own page (reLaunch: the login pages behind them are done with).
 */
export function usePerfectAccount() {
  const { session } = useStores()
  useRequireLogin()
  const name = useUsernameCheck(session.userInfo?.username ?? '')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { busy, run } = useSubmitting()

  const submit = async (): Promise<void> => {
    const problem = accountProblem(name.username, password, confirm)
    if (problem) return toast(problem)
    return run(async () => {
      session.setUser(await completeAccountPass({ username: name.username, password }))
      session.setNeedCompleteAccount(false)
      await announce('账号信息已完善')
      void Taro.reLaunch({ url: session.memberTargetRoute })
    })
  }

  return { name, password, setPassword, confirm, setConfirm, busy, submit }
}
