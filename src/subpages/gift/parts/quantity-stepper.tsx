import { Text, View } from '@tarojs/components'
import './quantity-stepper.scss'

export interface Props {
  value: number
  max: number
  disabled?: boolean
  onChange: (value: number) => void
}

/** − n +, from 1 to `max`. */
export function QuantityStepper({ value, max, disabled = false, onChange }: Props) {
  const canLess = !disabled && value > 1
  const canMore = !disabled && value < max
  return (
    <View className='quantity-stepper'>
      <Text
        className={`quantity-stepper__btn ${canLess ? '' : 'quantity-stepper__btn--off'}`}
        aria-label='减少'
        onClick={() => canLess && onChange(value - 1)}
      >
        −
      </Text>
      <Text className='quantity-stepper__value'>{value}</Text>
      <Text
        className={`quantity-stepper__btn ${canMore ? '' : 'quantity-stepper__btn--off'}`}
        aria-label='增加'
        onClick={() => canMore && onChange(value + 1)}
      >
        +
      </Text>
    </View>
  )
}
