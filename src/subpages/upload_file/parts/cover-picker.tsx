import { Image, Text, View } from '@tarojs/components'

export interface Props {
  images: string[]
  /** Makes this photo the first one. */
  onPick: (url: string) => void
}

/** The album in order; the first photo is the cover, and tapping any other puts it first. */
export function CoverPicker({ images, onPick }: Props) {
  return (
    <View className='cover-picker'>
      {images.map((url, i) => (
        <View
          key={url}
          className={`cover-picker__item ${i === 0 ? 'cover-picker__item--on' : ''}`}
          onClick={() => {
            if (i > 0) onPick(url)
          }}
        >
          <Image className='cover-picker__img' src={url} mode='aspectFill' />
          <Text className='cover-picker__tag'>{i === 0 ? '封面' : '设为封面'}</Text>
        </View>
      ))}
    </View>
  )
}
