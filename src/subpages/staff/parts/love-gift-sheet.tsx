import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { GIFT_NAME_MAX } from '@contract/love-gift'
import { BottomSheet } from '@/components/bottom-sheet'
import { ImagePicker } from '@/components/image-picker'
import { loveGiftRequest, type LoveGiftForm, type LoveGiftRequest } from '@/subpages/staff/models/loveGiftForm'
import { useSheetSubmit } from '@/subpages/staff/models/useSheetSubmit'
import { formInputs, FormRow, FormSwitch, SubmitButton } from './staff-form'
import './love-gift-sheet.scss'

export interface Props {
  /** The gift to edit, or a blank one. */
  initial: LoveGiftForm
  creditName: string
  onClose: () => void
  /** Saves it; resolves true when done, which closes the sheet. */
  onSubmit: (req: LoveGiftRequest) => Promise<boolean>
}

/** Adding or changing a gift: its picture, name, points price and place in the list. */
export function LoveGiftSheet({ initial, creditName, onClose, onSubmit }: Props) {
  const [form, setForm] = useState<LoveGiftForm>(initial)
  const { busy: saving, submit } = useSheetSubmit(() => loveGiftRequest(form), onSubmit, onClose)
  const isNew = form.id === undefined
  const input = formInputs(form, setForm)

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
      <FormRow label='名称'>{input('name', '如 玫瑰', 'text', GIFT_NAME_MAX)}</FormRow>
      <FormRow label={`价格（${creditName}）`}>{input('points', `送出一次花费的${creditName}`, 'number', 6)}</FormRow>
      <FormRow label='排序'>{input('sort', '数字越小越靠前，默认0', 'number', 4)}</FormRow>
      {isNew && (
        <FormSwitch label='上架' checked={form.onSale} onChange={(onSale) => setForm((f) => ({ ...f, onSale }))} />
      )}
      <SubmitButton busy={saving} onClick={submit}>
        保存
      </SubmitButton>
    </BottomSheet>
  )
}
