import { Tag } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { BottomSheet } from '@/components/bottom-sheet'
import { TOAST_MS } from '@/constants/app'
import { FormTextArea, SubmitButton } from './staff-form'
import './reject-sheet.scss'

export interface Props {
  open: boolean
  title: string
  /** Whose item this is, shown under the title. */
  who: string
  placeholder: string
  submitText: string
  /** The most characters the server keeps. */
  maxLength: number
  /** The toast when the box is left blank; without it the text is optional. */
  requiredMessage?: string
  /** The usual texts, one tap each; staff may still edit them. */
  suggestions?: readonly string[]
  onClose: () => void
  /** Sends the decision with the (trimmed) text; resolves true when done, which closes the sheet. */
  onSubmit: (text: string) => Promise<boolean>
}

/** Asks for the reason or note that goes with a staff decision; the member reads it. */
export function RejectSheet({
  open,
  title,
  who,
  placeholder,
  submitText,
  maxLength,
  requiredMessage,
  suggestions = [],
  onClose,
  onSubmit
}: Props) {
  const [text, setText] = useState('')

  // Each decision starts blank, so one member's reason never carries over to the next.
  useEffect(() => setText(''), [open, who])

  const submit = async () => {
    const value = text.trim()
    if (!value && requiredMessage)
      return void Taro.showToast({ title: requiredMessage, icon: 'none', duration: TOAST_MS })
    if (await onSubmit(value)) onClose()
  }

  return (
    <BottomSheet open={open} title={title} onClose={onClose}>
      <View className='staff-form'>
        <Text className='staff-form__who'>{who}</Text>
        {suggestions.length > 0 && (
          <View className='reject-sheet__chips'>
            {suggestions.map((r) => (
              <Tag key={r} round className='reject-sheet__chip' onClick={() => setText(r)}>
                {r}
              </Tag>
            ))}
          </View>
        )}
        <FormTextArea
          className='reject-sheet__text'
          placeholder={placeholder}
          maxlength={maxLength}
          value={text}
          onInput={setText}
        />
        <SubmitButton onClick={() => void submit()}>{submitText}</SubmitButton>
      </View>
    </BottomSheet>
  )
}
