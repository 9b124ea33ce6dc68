import { Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'

export interface Props {
  placeholder: string
  value: string
  onInput: (value: string) => void
  type?: 'text' | 'number'
  password?: boolean
  maxlength?: number
  onBlur?: () => void
  /** Drawn at the right end of the row, e.g. the SMS code button. */
  extra?: ReactNode
  /** A problem with the value, shown under the row in red. */
  error?: string
  /** How the value should look, shown under the row until there is an error. */
  hint?: string
}

/** One rounded input row of a login form. */
export function Field({
  placeholder,
  value,
  onInput,
  type = 'text',
  password,
  maxlength = 40,
  onBlur,
  extra,
  error,
  hint
}: Props) {
  const note = error || hint
  return (
    <View className='login-field'>
      <View className={`login-field__row ${error ? 'login-field__row--error' : ''}`}>
        <Input
          className='login-field__input'
          plain
          type={password ? 'password' : type}
          placeholder={placeholder}
          value={value}
          maxLength={maxlength}
          onChange={onInput}
          onBlur={onBlur}
        />
        {extra}
      </View>
      {note && <Text className={`login-field__note ${error ? 'login-field__note--error' : ''}`}>{note}</Text>}
    </View>
  )
}
