import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './bottom-sheet.scss'

export interface Props {
  open: boolean
  title: string
  onClose: () => void
  children?: ReactNode
}

/** A panel sliding up from the bottom over a dimmed page; tapping outside closes it. */
export function BottomSheet({ open, title, onClose, children }: Props) {
  if (!open) return null
  return (
    <View className='bottom-sheet' onClick={onClose}>
      <View className='bottom-sheet__panel' onClick={(e) => e.stopPropagation()}>
        <View className='bottom-sheet__head'>
          <Text className='bottom-sheet__title'>{title}</Text>
          <Text className='bottom-sheet__close' aria-label='关闭' onClick={onClose}>
            ×
          </Text>
        </View>
        {children}
      </View>
    </View>
  )
}
