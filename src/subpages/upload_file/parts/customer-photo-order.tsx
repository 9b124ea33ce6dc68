import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import './customer-photo-order.scss'

export interface Props {
  images: string[]
  /** Moves the photo at `index` one place earlier (-1) or later (1). */
  onMove: (index: number, delta: number) => void
}

/** The album in its order, the first photo its cover; arrows move a photo one place. */
export function CustomerPhotoOrder({ images, onMove }: Props) {
  return (
    <View className='customer-photo-order'>
      {images.map((url, i) => (
        <View key={url} className='customer-photo-order__item'>
          <Image className='customer-photo-order__img' src={url} mode='aspectFill' />
          <Text className='customer-photo-order__index'>{i === 0 ? '封面' : i + 1}</Text>
          <View className='customer-photo-order__arrows'>
            <Button
              className='customer-photo-order__arrow'
              fill='none'
              aria-label='前移'
              disabled={i === 0}
              onClick={() => onMove(i, -1)}
            >
              ‹
            </Button>
            <Button
              className='customer-photo-order__arrow'
              fill='none'
              aria-label='后移'
              disabled={i === images.length - 1}
              onClick={() => onMove(i, 1)}
            >
              ›
            </Button>
          </View>
        </View>
      ))}
    </View>
  )
}
