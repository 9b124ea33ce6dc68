import { Text } from '@tarojs/components'
import type { CaptchaScene } from '../../../../types/api'
import { sendCaptcha } from '../../../api/system'
import { isMobile } from '../../../utils/validate'
import { useCountdown } from '../models/useCountdown'
import { toast } from '../models/toast'

export interface Props {
  phone: string
  scene: CaptchaScene
}

/** 获取验证码, then a countdown from the server's resend interval. */
export function SmsCodeButton({ phone, scene }: Props) {
  const { left, start, running } = useCountdown()

  const send = async () => {
    if (running) return
    if (!isMobile(phone)) {
      toast('请输入正确的手机号')
      return
    }
    const res = await sendCaptcha({ phone, scene })
    toast('验证码已发送')
    start(res.resendSeconds)
  }

  return (
    <Text className={`login-code-btn ${running ? 'login-code-btn--disabled' : ''}`} onClick={() => void send().catch(() => undefined)}>
      {running ? `${left}s后重新获取` : '获取验证码'}
    </Text>
  )
}
