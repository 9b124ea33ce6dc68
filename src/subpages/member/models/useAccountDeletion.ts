import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { DELETION_PHRASE, type DeletionCheck } from '@contract/account'
import { deleteAccount, getDeletionCheck } from '@/api/account'
import { sendCaptcha } from '@/api/system'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { useCountdown } from './useCountdown'

export interface DeletionForm {
  password: string
  code: string
  confirmText: string
}
export const EMPTY_DELETION_FORM: DeletionForm = { password: '', code: '', confirmText: '' }

/** What is missing before the request may go, or null when the form is complete. */
export function deletionProblem(form: DeletionForm, check: DeletionCheck): string | null {
  if (check.blockers.length > 0) return check.blockers[0]
  if (check.hasPassword && !form.password) return '请输入登录密码'
  if (!check.hasPassword && !form.code.trim()) return '请输入短信验证码'
  if (form.confirmText.trim() !== DELETION_PHRASE) return `请输入“${DELETION_PHRASE}”`
  return null
}

const say = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/**
 * Reads whether the account may go now (money still owed to the member blocks it), then deletes
 * it after one last confirmation; the local session ends with it and the app starts over at home.
 */
export function useAccountDeletion() {
  const { authFlow, session } = useStores()
  const [check, setCheck] = useState<DeletionCheck | null>(null)
  const [failed, setFailed] = useState(false)
  const { busy, run } = useSingleFlight()
  const sending = useSingleFlight()
  const [resendAt, setResendAt] = useState<string | null>(null)
  const left = useCountdown(resendAt)
  const phone = session.userInfo?.phone ?? ''

  /** Sends the SMS code (accounts without a password) to the bound phone; the button waits out the resend interval. */
  const sendCode = () =>
    sending
      .run(async () => {
        if (left) return
        const { resendSeconds } = await sendCaptcha({ phone, scene: 'deleteAccount' })
        setResendAt(new Date(Date.now() + resendSeconds * 1000).toISOString())
        say('验证码已发送')
      })
      // The request layer has shown why it failed.
      .catch(() => undefined)

  const load = () => {
    setFailed(false)
    getDeletionCheck().then(setCheck, () => setFailed(true))
  }
  // Coming back from a cash-out, the blockers may have cleared.
  useDidShow(() => {
    if (authFlow.ensureLogin()) load()
  })

  const submit = (form: DeletionForm) =>
    run(async () => {
      if (!check) return
      const problem = deletionProblem(form, check)
      if (problem) return say(problem)
      const { confirm } = await Taro.showModal({
        title: '确认注销账号？',
        content: '注销后资料无法恢复，钱包外的积分、牵线次数与VIP权益一并作废。',
        confirmText: '注销'
      })
      if (!confirm) return
      try {
        await deleteAccount({ password: form.password, code: form.code.trim(), confirmText: form.confirmText.trim() })
      } catch {
        // The request layer has shown why (wrong password, money left to cash out).
        return
      }
      session.logout()
      void Taro.reLaunch({ url: ROUTES.home })
      void Taro.showToast({ title: '账号已注销', icon: 'success', duration: TOAST_MS })
    })

  const codeWait = left ? Math.ceil(left / 1000) : 0
  return { check, failed, reload: load, busy, submit, sendCode, codeWait }
}
