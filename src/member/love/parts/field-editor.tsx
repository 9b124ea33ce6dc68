import { Input, Text, View } from '@tarojs/components'
import type { CertField } from '@contract/certification'

export interface Props {
  fields: CertField[]
  max: number
  /** A new blank pair to append. */
  blank: CertField
  onChange: (fields: CertField[]) => void
}

/** Label/value pairs the member names freely (单位 / 杭州市第一医院), added and removed row by row. */
export function FieldEditor({ fields, max, blank, onChange }: Props) {
  const set = (index: number, patch: Partial<CertField>) =>
    onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)))
  return (
    <View className='field-editor'>
      {fields.map((field, index) => (
        // Rows have no identity of their own; the index is what the member edits.
        <View key={index} className='field-editor__row'>
          <Input
            className='field-editor__label'
            placeholder='项目，如：单位'
            maxlength={10}
            value={field.label}
            onInput={(e) => set(index, { label: e.detail.value })}
          />
          <Input
            className='field-editor__value'
            placeholder='内容'
            maxlength={50}
            value={field.value}
            onInput={(e) => set(index, { value: e.detail.value })}
          />
          <Text
            className='field-editor__remove'
            aria-label='删除此项'
            onClick={() => onChange(fields.filter((_, i) => i !== index))}
          >
            ×
          </Text>
        </View>
      ))}
      {fields.length < max && (
        <View className='field-editor__add' onClick={() => onChange([...fields, blank])}>
          + 添加一项
        </View>
      )}
    </View>
  )
}
