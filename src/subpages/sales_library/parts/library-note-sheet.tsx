import { Button, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { LIBRARY_NOTE_MAX } from '@contract/sales-library'
import { BottomSheet } from '@/components/bottom-sheet'
import { TOAST_MS } from '@/constants/app'
import { checkContactInfo } from '@/utils/contact-info'
import './library-note-sheet.scss'

export interface Props {
  open: boolean
  title: string
  /** Whom the note is about, shown under the title. */
  who: string
  /** The note so far, when editing one. */
  initial: string
  submitText: string
  onClose: () => void
  /** Resolves true when saved, which closes the sheet. */
  onSubmit: (note: string) => Promise<boolean>
}

/** The matchmaker's words on a member, which their customers read: no phone or messaging account in them. */
export function LibraryNoteSheet({ open, title, who, initial, submitText, onClose, onSubmit }: Props) {
  const [text, setText] = useState(initial)

  useEffect(() => setText(initial), [open, initial])

  const submit = async () => {
    const note = text.trim()
    const contact = checkContactInfo(note)
    if (contact) return void Taro.showToast({ title: contact, icon: 'none', duration: TOAST_MS })
    if (await onSubmit(note)) onClose()
  }

  return (
    <BottomSheet open={open} title={title} onClose={onClose}>
      <View className='library-note-sheet'>
        <Text className='library-note-sheet__who'>{who}</Text>
        <TextArea
          className='library-note-sheet__text'
          placeholder='写下推荐理由：性格、工作、适合什么样的人（选填）'
          maxLength={LIBRARY_NOTE_MAX}
          showCount
          value={text}
          onChange={setText}
        />
        <Button className='library-note-sheet__submit' type='primary' size='large' block onClick={() => void submit()}>
          {submitText}
        </Button>
      </View>
    </BottomSheet>
  )
}
