import { Text, View } from '@tarojs/components'
import { TextRow } from '@/components/profile-form'
// SelectRow's .form-row styles, which these rows share.
import '@/components/profile-form/profile-form.scss'

export interface ValueProps {
  label: string
  value: string
}

/** A submitted value, shown read-only while it is audited or after approval. */
export function ValueRow({ label, value }: ValueProps) {
  return (
    <View className='form-row'>
      <Text className='form-row__label'>{label}</Text>
      <Text className='form-row__value'>{value}</Text>
    </View>
  )
}

export interface InputProps extends ValueProps {
  placeholder: string
  maxlength: number
  type?: 'text' | 'idcard'
  /** Show the value as text instead of a field. */
  readOnly?: boolean
  onInput: (value: string) => void
}

/** A labelled text field of a certification form. */
export function InputRow({
  label,
  value,
  placeholder,
  maxlength,
  type = 'text',
  readOnly = false,
  onInput
}: InputProps) {
  if (readOnly) return <ValueRow label={label} value={value} />
  return (
    <TextRow
      label={label}
      type={type}
      placeholder={placeholder}
      maxLength={maxlength}
      value={value}
      onChange={onInput}
    />
  )
}
