import { Popup } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState, type ReactNode } from 'react'
import './bottom-sheet.scss'

export interface Props {
  open: boolean
  title: string
  onClose: () => void
  children?: ReactNode
}

/**
 * A panel sliding up from the bottom over a dimmed page; tapping outside or the close icon closes it.
 * A closed sheet is not in the page at all, as callers and their tests expect: its content starts
 * afresh on every opening. NutUI's Popup slides in only when it turns visible after mounting, so
 * it mounts hidden and is shown on the next render.
 */
export function BottomSheet({ open, title, onClose, children }: Props) {
  const [shown, setShown] = useState(false)
  useEffect(() => setShown(open), [open])
  if (!open) return null
  // The caller decides: returning false keeps Popup from closing itself behind the caller's back.
  const requestClose = () => {
    onClose()
    return false
  }
  return (
    <Popup
      className='bottom-sheet'
      overlayClassName='bottom-sheet__mask'
      visible={shown}
      position='bottom'
      round
      closeable
      closeAriaLabel='关闭'
      title={<Text className='bottom-sheet__title'>{title}</Text>}
      onOverlayClick={requestClose}
      onCloseIconClick={requestClose}
    >
      <View className='bottom-sheet__body'>{children}</View>
    </Popup>
  )
}
