import { Image, View } from '@tarojs/components'
import { useState } from 'react'
import { BUILT_IN_AVATARS } from '../../assets/avatars'
import { BottomSheet } from '../../components/bottom-sheet'

export interface Props {
  open: boolean
  /** The member's current avatar URL, highlighted when it is one of ours. */
  current: string
  onClose: () => void
  /** Saves the choice; resolves true when saved, which closes the sheet. */
  onPick: (url: string) => Promise<boolean>
}

/** Choosing one of the built-in avatars (photo upload comes later). */
export function AvatarSheet({ open, current, onClose, onPick }: Props) {
  const [saving, setSaving] = useState(false)
  const pick = async (url: string) => {
    if (saving) return
    setSaving(true)
    const saved = await onPick(url)
    setSaving(false)
    if (saved) onClose()
  }
  return (
    <BottomSheet open={open} title='选择头像' onClose={onClose}>
      <View className='avatar-sheet'>
        {BUILT_IN_AVATARS.map((url, i) => (
          <View
            key={url}
            className={`avatar-sheet__item ${url === current ? 'avatar-sheet__item--on' : ''}`}
            aria-label={`头像${i + 1}`}
            onClick={() => void pick(url)}
          >
            <Image className='avatar-sheet__img' src={url} mode='aspectFill' />
          </View>
        ))}
      </View>
    </BottomSheet>
  )
}
