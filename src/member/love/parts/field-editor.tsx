import { Button, Input } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
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
            maxLength={10}
            value={field.label}
            onChange={(label) => set(index, { label })}
          />
          <Input
            className='field-editor__value'
            placeholder='内容'
            maxLength={50}
            value={field.value}
            onChange={(value) => set(index, { value })}
          />
          <Button
            className='field-editor__remove'
            fill='none'
            size='small'
            aria-label='删除此项'
            onClick={() => onChange(fields.filter((_, i) => i !== index))}
          >
            ×
          </Button>
        </View>
      ))}
      {fields.length < max && (
        <Button
          className='field-editor__add'
          type='primary'
          fill='dashed'
          block
          onClick={() => onChange([...fields, blank])}
        >
          + 添加一项
        </Button>
      )}
    </View>
  )
}
