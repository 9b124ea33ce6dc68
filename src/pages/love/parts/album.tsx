import { Image, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'

export interface Props {
  photos: string[]
  name: string
}

/**
 * The member's photos: one large, the rest as thumbnails; tapping opens the zoomable preview.
 * A plain gallery rather than a swiper keeps the swiper library out of the home page's bundle.
 */
export function Album({ photos, name }: Props) {
  const [current, setCurrent] = useState(0)
  if (photos.length === 0)
    return <View className='love-detail__album love-detail__album--empty'>{name.slice(0, 1)}</View>
  const shown = photos[Math.min(current, photos.length - 1)]
  return (
    <View>
      <Image
        className='love-detail__photo'
        src={shown}
        mode='aspectFill'
        onClick={() => void Taro.previewImage({ urls: photos, current: shown })}
      />
      {photos.length > 1 && (
        <View className='love-detail__thumbs'>
          {photos.map((src, i) => (
            <Image
              key={src}
              className={`love-detail__thumb ${i === current ? 'love-detail__thumb--on' : ''}`}
              src={src}
              mode='aspectFill'
              onClick={() => setCurrent(i)}
            />
          ))}
        </View>
      )}
    </View>
  )
}
