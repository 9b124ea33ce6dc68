import { useState } from 'react'
import { loginByPhone } from '@/api/auth'
import { useStores } from '@/stores'
import { MSG, phoneCodeProblem } from './rules'
import { toast } from './toast'
import { useSubmitting } from './useSubmitting'

/** SMS login: phone + code + agreement, then the shared post-login steps. */
export function useSmsLogin() {
  const { authFlow } = useStores()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const { busy, run } = useSubmitting()

  const submit = async (): Promise<void> => {
    const problem = phoneCodeProblem(phone, code) ?? (agreed ? null : MSG.agreement)
    if (problem) return toast(problem)
    return run(async () => authFlow.afterLogin(await loginByPhone({ phone, code })))
  }

  return { phone, setPhone, code, setCode, agreed, setAgreed, busy, submit }
}
