import { useState } from 'react'
import { regByPhone } from '@/api/auth'
import { useStores } from '@/stores'
import { accountProblem, MSG, phoneCodeProblem } from './rules'
import { toast } from './toast'
import { useSubmitting } from './useSubmitting'
import { useUsernameCheck } from './useUsernameCheck'

/** Registration: phone + code, a username and a password typed twice, the agreement. */
export function useRegister() {
  const { authFlow } = useStores()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const name = useUsernameCheck()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [agreed, setAgreed] = useState(false)
  const { busy, run } = useSubmitting()

  const submit = async (): Promise<void> => {
    const problem =
      phoneCodeProblem(phone, code) ??
      accountProblem(name.username, password, confirm) ??
      (name.error === MSG.usernameTaken ? MSG.changeUsername : null) ??
      (agreed ? null : MSG.agreement)
    if (problem) return toast(problem)
    return run(async () =>
      authFlow.afterLogin(await regByPhone({ phone, code, username: name.username, password }), '注册成功')
    )
  }

  return {
    phone,
    setPhone,
    code,
    setCode,
    name,
    password,
    setPassword,
    confirm,
    setConfirm,
    agreed,
    setAgreed,
    busy,
    submit
  }
}
