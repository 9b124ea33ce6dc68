import { useState } from 'react'
import { loginByAccount } from '@/api/auth'
import { useStores } from '@/stores'
import { MSG } from './rules'
import { toast } from './toast'
import { useSubmitting } from './useSubmitting'

/** Username or phone + password; a wrong pair is reported by the server's own message. */
export function usePasswordLogin() {
  const { authFlow } = useStores()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const { busy, run } = useSubmitting()

  const submit = async (): Promise<void> => {
    const name = account.trim()
    const problem = !name ? MSG.account : !password ? MSG.password : !agreed ? MSG.agreement : null
    if (problem) return toast(problem)
    return run(async () => authFlow.afterLogin(await loginByAccount({ account: name, password })))
  }

  return { account, setAccount, password, setPassword, agreed, setAgreed, busy, submit }
}
