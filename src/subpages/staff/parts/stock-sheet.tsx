import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { StaffGoods } from '@contract/gift'
import { BottomSheet } from '@/components/bottom-sheet'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { stockDelta } from '@/subpages/staff/models/mallGoodsForm'
import './stock-sheet.scss'

export interface Props {
  goods: StaffGoods
  onClose: () => void
  /** Moves the stock by `delta`; resolves true when done, which closes the sheet. */
  onSubmit: (delta: number) => Promise<boolean>
}

/** 补库存: add items, or take away ones nobody has exchanged yet. */
export function StockSheet({ goods, onClose, onSubmit }: Props) {
  const [direction, setDirection] = useState<'add' | 'remove'>('add')
  const [count, setCount] = useState('')
  const { busy, run } = useSingleFlight()

  const submit = async () => {
    const delta = stockDelta(count, direction, goods.stock)
    if (typeof delta === 'string') return void Taro.showToast({ title: delta, icon: 'none', duration: TOAST_MS })
    if (await run(() => onSubmit(delta))) onClose()
  }

  return (
    <BottomSheet open title='调整库存' onClose={onClose}>
      <View className='stock-sheet'>
        <Text className='stock-sheet__who'>{`${goods.name}，当前库存 ${goods.stock} 件`}</Text>
        <View className='stock-sheet__chips'>
          {(['add', 'remove'] as const).map((d) => (
            <Text
              key={d}
              className={`stock-sheet__chip ${direction === d ? 'stock-sheet__chip--on' : ''}`}
              onClick={() => setDirection(d)}
            >
              {d === 'add' ? '增加库存' : '减少库存'}
            </Text>
          ))}
        </View>
        <Input
          className='stock-sheet__input'
          type='number'
          placeholder={direction === 'add' ? '增加的数量' : '减少的数量'}
          placeholderClass='stock-sheet__placeholder'
          maxlength={6}
          value={count}
          onInput={(e) => setCount(e.detail.value)}
        />
        <View
          className={`stock-sheet__submit ${busy ? 'stock-sheet__submit--busy' : ''}`}
          onClick={() => void submit()}
        >
          确定
        </View>
      </View>
    </BottomSheet>
  )
}
