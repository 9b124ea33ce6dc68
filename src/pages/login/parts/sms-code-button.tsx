import { Button } from '@nutui/nutui-react-taro'
import type { CaptchaScene } from '@contract/api'
import { sendCaptcha } from '@/api/system'
import { isMobile } from '@/utils/validate'
import { reportUnexpected } from '@/pages/login/models/errors'
import { MSG } from '@/pages/login/models/rules'
import { toast } from '@/pages/login/models/toast'
import { useCountdown } from '@/pages/login/models/useCountdown'

export interface Props {
  phone: string
  scene: CaptchaScene
}

/** 获取验证码, then a countdown from the server's resend interval; disabled while it runs. */
export function SmsCodeButton({ phone, scene }: Props) {
  const { left, start, running } = useCountdown()

  const send = async () => {
    if (running) return
    if (!isMobile(phone)) {
      toast(MSG.phone)
      return
    }
    const { resendSeconds } = await sendCaptcha({ phone, scene })
    toast('验证码已发送')
    start(resendSeconds)
  }

  return (
    <Button
      className={`login-code-btn ${running ? 'login-code-btn--disabled' : ''}`}
      fill='none'
      size='small'
      disabled={running}
      onClick={() => void send().catch(reportUnexpected('send SMS code'))}
    >
      {running ? `${left}s后重新获取` : '获取验证码'}
    </Button>
  )
}
