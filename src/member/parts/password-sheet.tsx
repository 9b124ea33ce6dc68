import { Button, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { SetPasswordReq } from '@contract/api'
import { PASSWORD_RULE_TEXT } from '@contract/rules'
import { BottomSheet } from '@/components/bottom-sheet'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { EMPTY_PASSWORD_FORM, passwordRequest, type PasswordForm } from '@/member/models/passwordForm'

export interface Props {
  open: boolean
  /** Whether the member already has a password, so the old one is asked for. */
  hasPassword: boolean
  onClose: () => void
  /** Sends the change; resolves true when done, which closes the sheet. */
  onSubmit: (req: SetPasswordReq) => Promise<boolean>
}

/** Setting or changing the login password. */
export function PasswordSheet({ open, hasPassword, onClose, onSubmit }: Props) {
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORD_FORM)
  const { busy: saving, run } = useSingleFlight()

  // Typed passwords must not survive closing the sheet.
  useEffect(() => {
    if (!open) setForm(EMPTY_PASSWORD_FORM)
  }, [open])

  const field = (key: keyof PasswordForm, placeholder: string) => (
    <Input
      className='password-sheet__input'
      type='password'
      placeholder={placeholder}
      maxLength={20}
      value={form[key]}
      onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
    />
  )

  const submit = async () => {
    const req = passwordRequest(form, hasPassword)
    if (typeof req === 'string') {
      void Taro.showToast({ title: req, icon: 'none', duration: TOAST_MS })
      return
    }
    if (await run(() => onSubmit(req))) onClose()
  }

  return (
    <BottomSheet open={open} title={hasPassword ? '修改密码' : '设置密码'} onClose={onClose}>
      <View className='password-sheet'>
        {hasPassword && field('oldPassword', '请输入原密码')}
        {field('password', '请输入新密码')}
        {field('confirm', '请再次输入新密码')}
        <Text className='password-sheet__hint'>{PASSWORD_RULE_TEXT}</Text>
        <Button
          className='password-sheet__submit'
          type='primary'
          size='large'
          block
          loading={saving}
          onClick={() => void submit()}
        >
          确认修改
        </Button>
      </View>
    </BottomSheet>
  )
}
