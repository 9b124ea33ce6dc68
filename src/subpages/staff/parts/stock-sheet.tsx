import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { StaffGoods } from '@contract/gift'
import { BottomSheet } from '@/components/bottom-sheet'
import { stockDelta } from '@/subpages/staff/models/mallGoodsForm'
import { useSheetSubmit } from '@/subpages/staff/models/useSheetSubmit'
import { FormBox, FormChips, SubmitButton } from './staff-form'
import './stock-sheet.scss'

export interface Props {
  goods: StaffGoods
  onClose: () => void
  /** Moves the stock by `delta`; resolves true when done, which closes the sheet. */
  onSubmit: (delta: number) => Promise<boolean>
}

const DIRECTIONS = [
  { value: 'add', label: '增加库存' },
  { value: 'remove', label: '减少库存' }
] as const

/** 补库存: add items, or take away ones nobody has exchanged yet. */
export function StockSheet({ goods, onClose, onSubmit }: Props) {
  const [direction, setDirection] = useState<'add' | 'remove'>('add')
  const [count, setCount] = useState('')
  const { busy, submit } = useSheetSubmit(() => stockDelta(count, direction, goods.stock), onSubmit, onClose)

  return (
    <BottomSheet open title='调整库存' onClose={onClose}>
      <View className='staff-form'>
        <Text className='staff-form__who'>{`${goods.name}，当前库存 ${goods.stock} 件`}</Text>
        <View className='stock-sheet__direction'>
          <FormChips options={DIRECTIONS} value={direction} onPick={setDirection} />
        </View>
        <FormBox
          placeholder={direction === 'add' ? '增加的数量' : '减少的数量'}
          maxlength={6}
          value={count}
          onInput={setCount}
        />
        <SubmitButton busy={busy} onClick={submit}>
          确定
        </SubmitButton>
      </View>
    </BottomSheet>
  )
}
