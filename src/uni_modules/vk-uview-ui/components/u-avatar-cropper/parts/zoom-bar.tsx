import { Button } from '@nutui/nutui-react-taro'
import { Slider, Text, View } from '@tarojs/components'
import { COLOR_BRAND, COLOR_FILL } from '@/styles/colors'
import { MAX_ZOOM, MIN_ZOOM } from '@/utils/crop'

export interface Props {
  zoom: number
  disabled: boolean
  onZoom: (zoom: number) => void
}

/** The buttons step by half a zoom; the slider works in hundredths so it moves smoothly. */
const BUTTON_STEP = 0.5
const SLIDER_SCALE = 100

/**
 * Zoom without a pinch: for one hand, a mouse, or a screen reader. The slider stays Taro's: NutUI's
 * Range follows touch events only, so a mouse could not drag it.
 */
export function ZoomBar({ zoom, disabled, onZoom }: Props) {
  const step = (delta: number) => () => {
    if (!disabled) onZoom(zoom + delta)
  }
  const slide = (e: { detail: { value: number } }) => onZoom(Number(e.detail.value) / SLIDER_SCALE)
  return (
    <View className='zoom-bar'>
      <Button className='zoom-bar__btn' aria-label='缩小' onClick={step(-BUTTON_STEP)}>
        －
      </Button>
      <Slider
        className='zoom-bar__slider'
        aria-label='缩放'
        min={MIN_ZOOM * SLIDER_SCALE}
        max={MAX_ZOOM * SLIDER_SCALE}
        step={1}
        value={Math.round(zoom * SLIDER_SCALE)}
        disabled={disabled}
        activeColor={COLOR_BRAND}
        backgroundColor={COLOR_FILL}
        blockSize={24}
        onChanging={slide}
        onChange={slide}
      />
      <Button className='zoom-bar__btn' aria-label='放大' onClick={step(BUTTON_STEP)}>
        ＋
      </Button>
      <Text className='zoom-bar__value'>{zoom.toFixed(1)}x</Text>
    </View>
  )
}
