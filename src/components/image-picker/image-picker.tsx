import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { uploadImage } from '@/api/image'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { pickImages } from './pick-images'
import './image-picker.scss'

/** SPEC §9: image count default 9. */
export const DEFAULT_MAX_IMAGES = 9

export interface Props {
  /** Uploaded image URLs, in order. */
  value: string[]
  onChange: (urls: string[]) => void
  max?: number
  /** Shown on the add tile. */
  addText?: string
  disabled?: boolean
}

/**
 * Picks photos from the album or camera, uploads each one at once (the server watermarks it), and
 * shows them as thumbnails that open the zoomable preview; each can be removed. A failed upload
 * is toasted by the request layer and leaves the others in place.
 */
export function ImagePicker({
  value,
  onChange,
  max = DEFAULT_MAX_IMAGES,
  addText = '添加图片',
  disabled = false
}: Props) {
  const { busy: uploading, run } = useSingleFlight()
  const room = max - value.length

  const add = async () => {
    if (disabled || uploading || room <= 0) return
    let paths: string[]
    try {
      paths = await pickImages(room)
    } catch {
      return // the member closed the picker
    }
    // Only the upload is single-flight: a browser's file dialog may never say it was cancelled.
    await run(async () => {
      const uploaded = [...value]
      try {
        // One at a time, in the order picked: the album keeps the member's order.
        for (const path of paths.slice(0, room)) {
          uploaded.push((await uploadImage(path)).url)
          onChange([...uploaded])
        }
      } catch {
        // the request layer has already said why; keep what did upload
      }
    })
  }

  const remove = (url: string) => onChange(value.filter((u) => u !== url))

  return (
    <View className='image-picker'>
      {value.map((url) => (
        <View key={url} className='image-picker__item'>
          <Image
            className='image-picker__img'
            src={url}
            mode='aspectFill'
            onClick={() => void Taro.previewImage({ urls: value, current: url })}
          />
          {!disabled && (
            <Text className='image-picker__remove' aria-label='删除图片' onClick={() => remove(url)}>
              ×
            </Text>
          )}
        </View>
      ))}
      {!disabled && room > 0 && (
        <View className={`image-picker__add ${uploading ? 'image-picker__add--busy' : ''}`} onClick={() => void add()}>
          <Text className='image-picker__plus'>{uploading ? '…' : '+'}</Text>
          <Text className='image-picker__hint'>{uploading ? '上传中' : addText}</Text>
          <Text className='image-picker__count'>
            {value.length}/{max}
          </Text>
        </View>
      )}
    </View>
  )
}
