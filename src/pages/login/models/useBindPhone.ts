import type { ButtonProps } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import type { UserInfo } from '@contract/models'
import { bindPhone, bindPhoneByMa } from '@/api/member'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { isWeapp } from '@/utils/platform'
import { leaveTo } from './leave'
import { phoneFromButton } from './maPhone'
import { phoneCodeProblem } from './rules'
import { announce, toast } from './toast'
import { useMaCode } from './useMaCode'
import { useRequireLogin } from './useRequireLogin'
import { useSubmitting } from './useSubmitting'

/** A logged-in member without a phone binds one: by SMS code, or in the mini-program by WeChat. */
export function useBindPhone() {
  const { session } = useStores()
  useRequireLogin(ROUTES.loginByBindPhone)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const { prefetch, take } = useMaCode()
  const { busy, run } = useSubmitting()

  useDidShow(() => {
    if (isWeapp() && session.isLoggedIn) prefetch()
  })

  const done = async (user: UserInfo) => {
    session.setUser(user)
    await announce('手机号绑定成功')
    leaveTo(session.memberTargetRoute)
  }

  const submit = async (): Promise<void> => {
    const problem = phoneCodeProblem(phone, code)
    if (problem) return toast(problem)
    return run(async () => done(await bindPhone({ phone, code })))
  }

  const bindWithWechat = async (detail: ButtonProps.onGetPhoneNumberEventDetail): Promise<void> => {
    const encrypted = phoneFromButton(detail)
    if (!encrypted) return
    return run(async () => {
      const wxCode = await take()
      try {
        await done(await bindPhoneByMa({ code: wxCode, ...encrypted }))
      } catch (error) {
        prefetch()
        throw error
      }
    })
  }

  return { phone, setPhone, code, setCode, busy, submit, bindWithWechat }
}
