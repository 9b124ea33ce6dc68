import { Input, View } from '@tarojs/components'
import type { ReactNode } from 'react'

export interface Props {
  placeholder: string
  value: string
  onInput: (value: string) => void
  type?: 'text' | 'number'
  password?: boolean
  maxlength?: number
  onBlur?: () => void
  extra?: ReactNode
}

/** One rounded input row of a login form, with an optional action on the right. */
export function Field({ placeholder, value, onInput, type = 'text', password, maxlength = 40, onBlur, extra }: Props) {
  return (
    <View className='login-field'>
      <Input
        className='login-field__input'
        type={type}
        password={password}
        placeholder={placeholder}
        placeholderClass='login-field__placeholder'
        value={value}
        maxlength={maxlength}
        onInput={(e) => onInput(e.detail.value)}
        onBlur={onBlur}
      />
      {extra}
    </View>
  )
}
