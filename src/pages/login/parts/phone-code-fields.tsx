import type { CaptchaScene } from '@contract/api'
import { Field } from './field'
import { SmsCodeButton } from './sms-code-button'

export interface Props {
  phone: string
  code: string
  scene: CaptchaScene
  onPhone: (value: string) => void
  onCode: (value: string) => void
}

/** Phone number + SMS code with its send/countdown button: the start of every SMS form. */
export function PhoneCodeFields({ phone, code, scene, onPhone, onCode }: Props) {
  return (
    <>
      <Field placeholder='请输入手机号' type='number' maxlength={11} value={phone} onInput={onPhone} />
      <Field
        placeholder='请输入验证码'
        type='number'
        maxlength={6}
        value={code}
        onInput={onCode}
        extra={<SmsCodeButton phone={phone} scene={scene} />}
      />
    </>
  )
}
