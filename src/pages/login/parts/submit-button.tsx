import { Button } from '@nutui/nutui-react-taro'
import type { ButtonProps } from '@tarojs/components'
import type { ReactNode } from 'react'
import { COLOR_WECHAT, GRADIENT_BRAND } from '@/styles/colors'

export type Tone = 'rose' | 'wechat'

export interface Props {
  children: ReactNode
  /** Shows a spinner and ignores taps while a submission runs. */
  busy?: boolean
  /** `wechat`: the messaging app's own green, for its login and binding actions. */
  tone?: Tone
  onClick?: () => void
  /** Makes it the mini-program's phone-number button; receives the event's detail. */
  onPhoneNumber?: (detail: ButtonProps.onGetPhoneNumberEventDetail) => void
}

const COLORS: Record<Tone, string> = {
  rose: GRADIENT_BRAND,
  wechat: COLOR_WECHAT
}

/** The main action of a login form: a full-width rounded button. */
export function SubmitButton({ children, busy = false, tone = 'rose', onClick, onPhoneNumber }: Props) {
  return (
    <Button
      className={`login-submit login-submit--${tone}`}
      block
      size='xlarge'
      color={COLORS[tone]}
      loading={busy}
      openType={onPhoneNumber ? 'getPhoneNumber' : undefined}
      onGetPhoneNumber={onPhoneNumber ? (e) => onPhoneNumber(e.detail) : undefined}
      onClick={() => onClick?.()}
    >
      {children}
    </Button>
  )
}
