import { Button } from '@nutui/nutui-react-taro'
import { Image, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { BUILT_IN_AVATARS } from '@/assets/avatars'
import { BottomSheet } from '@/components/bottom-sheet'
import { LineIcon } from '@/components/line-icon'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import './avatar-sheet.scss'

export interface Props {
  open: boolean
  /** The member's current avatar URL, highlighted when it is one of ours. */
  current: string
  onClose: () => void
  /** Saves the choice; resolves true when saved, which closes the sheet. */
  onPick: (url: string) => Promise<boolean>
}

/**
 * Choosing one of the built-in avatars, or a photo of one's own framed in the avatar cropper
 * (which saves it itself; the member home reloads the user when shown again).
 */
export function AvatarSheet({ open, current, onClose, onPick }: Props) {
  const { run } = useSingleFlight()
  const pick = async (url: string) => {
    if (await run(() => onPick(url))) onClose()
  }
  const upload = () => {
    onClose()
    void Taro.navigateTo({ url: ROUTES.avatarCropper })
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
      <Button className='avatar-sheet__upload' size='large' block icon={<LineIcon name='camera' />} onClick={upload}>
        上传照片
      </Button>
    </BottomSheet>
  )
}
