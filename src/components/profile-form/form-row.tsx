import { Input } from '@nutui/nutui-react-taro'
import { Picker, Text, View } from '@tarojs/components'

export interface Option<T extends string> {
  value: T
  label: string
}

export interface SelectProps<T extends string> {
  label: string
  value: T | ''
  options: Option<T>[]
  placeholder?: string
  /** Where the wheel opens while nothing is chosen; the first option when left out. */
  initial?: T
  onChange: (value: T) => void
}

/** A labelled row that opens the platform's picker for one of `options`. */
export function SelectRow<T extends string>({
  label,
  value,
  options,
  placeholder = '请选择',
  initial,
  onChange
}: SelectProps<T>) {
  const index = Math.max(
    0,
    options.findIndex((o) => o.value === (value || initial))
  )
  const current = options.find((o) => o.value === value)
  return (
    <Picker
      mode='selector'
      range={options.map((o) => o.label)}
      value={index}
      onChange={(e) => onChange(options[Number(e.detail.value)].value)}
    >
      <View className='form-row'>
        <Text className='form-row__label'>{label}</Text>
        <Text className={`form-row__value ${current ? '' : 'form-row__value--empty'}`}>
          {current?.label ?? placeholder}
        </Text>
        <Text className='form-row__arrow'>›</Text>
      </View>
    </Picker>
  )
}

export interface TextProps {
  label: string
  value: string
  placeholder: string
  maxLength: number
  type?: 'text' | 'idcard' | 'number'
  onChange: (value: string) => void
}

/** A labelled one-line field, typed at the right where the picker rows show their values. */
export function TextRow({ label, value, placeholder, maxLength, type = 'text', onChange }: TextProps) {
  return (
    <View className='form-row'>
      <Text className='form-row__label'>{label}</Text>
      <Input
        className='form-row__input'
        plain
        align='right'
        type={type}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={onChange}
      />
    </View>
  )
}

export interface DateProps {
  label: string
  value: string
  start: string
  end: string
  onChange: (value: string) => void
}

export function DateRow({ label, value, start, end, onChange }: DateProps) {
  return (
    <Picker
      mode='date'
      value={value || '1995-01-01'}
      start={start}
      end={end}
      onChange={(e) => onChange(String(e.detail.value))}
    >
      <View className='form-row'>
        <Text className='form-row__label'>{label}</Text>
        <Text className={`form-row__value ${value ? '' : 'form-row__value--empty'}`}>{value || '请选择'}</Text>
        <Text className='form-row__arrow'>›</Text>
      </View>
    </Picker>
  )
}

/** Integer options from `from` to `to`, labelled with a unit. */
export function rangeOptions(from: number, to: number, unit: string): Option<string>[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: `${from + i}${unit}` }))
}

export function labelled<T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] {
  return values.map((v) => ({ value: v, label: labels[v] }))
}
