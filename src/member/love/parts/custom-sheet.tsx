import { Button, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Product } from '@contract/finance'
import { BottomSheet } from '@/components/bottom-sheet'
import { REQUIREMENT_MAX, requirementError } from '@/member/love/models/customRequirement'
import { yuan } from '@/member/love/models/planPrice'
import './custom-sheet.scss'

export interface Props {
  /** The service being bought; null keeps the sheet closed. */
  product: Product | null
  busy: boolean
  onClose: () => void
  /** Orders with the requirement (already checked and trimmed). */
  onSubmit: (requirement: string) => void
}

/** Before paying for a private service the member tells the matchmaker what they are looking for. */
export function CustomSheet({ product, busy, onClose, onSubmit }: Props) {
  const [text, setText] = useState('')
  const [error, setError] = useState('')

  // A service picked again starts clean, with no complaint left from the last try.
  useEffect(() => setError(''), [product])

  const submit = () => {
    const problem = requirementError(text)
    setError(problem)
    if (!problem) onSubmit(text.trim())
  }

  return (
    <BottomSheet open={product !== null} title={product?.name ?? ''} onClose={onClose}>
      <View className='custom-sheet'>
        <Text className='custom-sheet__label'>你的择偶要求</Text>
        <TextArea
          className='custom-sheet__text'
          placeholder='如年龄、身高、所在城市、学历、性格爱好等，红娘会据此为你精心挑选'
          maxLength={REQUIREMENT_MAX}
          value={text}
          onChange={(value) => {
            setText(value)
            setError('')
          }}
        />
        <View className='custom-sheet__meta'>
          <Text className='custom-sheet__error'>{error}</Text>
          <Text className='custom-sheet__count'>
            {text.trim().length}/{REQUIREMENT_MAX}
          </Text>
        </View>
        <Button className='custom-sheet__submit' type='primary' size='large' block loading={busy} onClick={submit}>
          提交并支付 {product ? yuan(product.price) : ''}
        </Button>
      </View>
    </BottomSheet>
  )
}
