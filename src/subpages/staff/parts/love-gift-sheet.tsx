import { Input, Switch, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState, type ReactNode } from 'react'
import { GIFT_NAME_MAX } from '@contract/love-gift'
import { BottomSheet } from '@/components/bottom-sheet'
import { ImagePicker } from '@/components/image-picker'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { COLOR_BRAND } from '@/styles/colors'
import { loveGiftRequest, type LoveGiftForm, type LoveGiftRequest } from '@/subpages/staff/models/loveGiftForm'
import './love-gift-sheet.scss'

export interface Props {
  /** The gift to edit, or a blank one. */
  initial: LoveGiftForm
  creditName: string
  onClose: () => void
  /** Saves it; resolves true when done, which closes the sheet. */
  onSubmit: (req: LoveGiftRequest) => Promise<boolean>
}

type TextKey = 'name' | 'points' | 'sort'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='love-gift-sheet__row'>
      <Text className='love-gift-sheet__label'>{label}</Text>
      <View className='love-gift-sheet__control'>{children}</View>
    </View>
  )
}

/** Adding or changing a gift: its picture, name, points price and place in the list. */
export function LoveGiftSheet({ initial, creditName, onClose, onSubmit }: Props) {
  const [form, setForm] = useState<LoveGiftForm>(initial)
  const { busy: saving, run } = useSingleFlight()
  const isNew = form.id === undefined

  const input = (key: TextKey, placeholder: string, type: 'text' | 'number', maxlength: number) => (
    <Input
      className='love-gift-sheet__input'
      type={type}
      placeholder={placeholder}
      placeholderClass='love-gift-sheet__placeholder'
      maxlength={maxlength}
      value={form[key]}
      onInput={(e) => setForm((f) => ({ ...f, [key]: e.detail.value }))}
    />
  )

  const submit = async () => {
    const req = loveGiftRequest(form)
    if (typeof req === 'string') return void Taro.showToast({ title: req, icon: 'none', duration: TOAST_MS })
    if (await run(() => onSubmit(req))) onClose()
  }

  return (
    <BottomSheet open title={isNew ? '新增礼物' : '编辑礼物'} onClose={onClose}>
      <View className='love-gift-sheet__picture'>
        <ImagePicker
          value={form.image ? [form.image] : []}
          onChange={(urls) => setForm((f) => ({ ...f, image: urls[0] ?? '' }))}
          max={1}
          addText='礼物图片'
        />
        <Text className='love-gift-sheet__hint'>建议方形透明底图片，会员在送礼面板和礼物记录里看到它</Text>
      </View>
      <Row label='名称'>{input('name', '如 玫瑰', 'text', GIFT_NAME_MAX)}</Row>
      <Row label={`价格（${creditName}）`}>{input('points', `送出一次花费的${creditName}`, 'number', 6)}</Row>
      <Row label='排序'>{input('sort', '数字越小越靠前，默认0', 'number', 4)}</Row>
      {isNew && (
        <Row label='上架'>
          <Switch
            checked={form.onSale}
            color={COLOR_BRAND}
            onChange={(e) => setForm((f) => ({ ...f, onSale: e.detail.value }))}
          />
        </Row>
      )}
      <View
        className={`love-gift-sheet__submit ${saving ? 'love-gift-sheet__submit--busy' : ''}`}
        onClick={() => void submit()}
      >
        保存
      </View>
    </BottomSheet>
  )
}
