import { Image, Text, View } from '@tarojs/components'
import { displayedSize, type CropView } from '@/utils/crop'
import { useCropGesture } from '@/uni_modules/vk-uview-ui/components/u-avatar-cropper/models/useCropGesture'
import type { Photo } from '@/uni_modules/vk-uview-ui/components/u-avatar-cropper/render'

export interface Props {
  /** Side of the square frame, in px. */
  frame: number
  photo: Photo | null
  view: CropView
  onChange: (view: CropView) => void
  /** Opens the picker; offered while there is no photo. */
  onChoose: () => void
}

/** A quarter of the frame's side above and below it, so the photo can be seen around the frame. */
const STAGE_HEIGHT_RATIO = 1.25

/**
 * The photo under a square frame with the round avatar outline; the rest is dimmed. Sizes are
 * set in px from the same numbers as the crop geometry, so what the frame shows is what is cut.
 */
export function CropStage({ frame, photo, view, onChange, onChoose }: Props) {
  const gesture = useCropGesture(photo, frame, view, onChange)
  const shown = photo && displayedSize(photo, frame, view.zoom)
  const side = `${frame}px`
  return (
    <View
      className='crop-stage'
      style={{ height: `${Math.round(frame * STAGE_HEIGHT_RATIO)}px` }}
      catchMove
      {...gesture}
    >
      {photo && shown && (
        <Image
          className='crop-stage__photo'
          src={photo.src}
          mode='scaleToFill'
          style={{
            width: `${shown.width}px`,
            height: `${shown.height}px`,
            transform: `translate(-50%, -50%) translate(${view.offset.x}px, ${view.offset.y}px)`
          }}
        />
      )}
      {photo ? (
        <View className='crop-stage__frame' style={{ width: side, height: side }}>
          <View className='crop-stage__circle' />
        </View>
      ) : (
        <View
          className='crop-stage__frame crop-stage__frame--empty'
          style={{ width: side, height: side }}
          onClick={onChoose}
        >
          <Text className='crop-stage__plus'>+</Text>
          <Text>选择照片</Text>
        </View>
      )}
    </View>
  )
}
