import { ScrollView, Text } from '@tarojs/components'
import { useState } from 'react'
import {
  GOODS_DESCRIPTION_MAX,
  GOODS_IMAGES_MAX,
  GOODS_KIND_LABELS,
  GOODS_KIND_NOTES,
  GOODS_KINDS,
  GOODS_NAME_MAX,
  type SaveGoodsReq
} from '@contract/gift'
import { BottomSheet } from '@/components/bottom-sheet'
import { ImagePicker } from '@/components/image-picker'
import { goodsRequest, type GoodsForm } from '@/subpages/staff/models/mallGoodsForm'
import { useSheetSubmit } from '@/subpages/staff/models/useSheetSubmit'
import { FormChips, formInputs, FormRow, FormSwitch, FormTextArea, SubmitButton } from './staff-form'
import './mall-goods-sheet.scss'

export interface Props {
  /** The goods to edit, or a blank form for new goods. */
  initial: GoodsForm
  creditName: string
  onClose: () => void
  /** Saves; resolves true when done, which closes the sheet. */
  onSubmit: (req: SaveGoodsReq) => Promise<boolean>
}

const KIND_OPTIONS = GOODS_KINDS.map((kind) => ({ value: kind, label: GOODS_KIND_LABELS[kind] }))

/** Creating or changing goods of the points mall. The kind is chosen once; stock is set once here. */
export function MallGoodsSheet({ initial, creditName, onClose, onSubmit }: Props) {
  const [form, setForm] = useState<GoodsForm>(initial)
  const { busy: saving, submit } = useSheetSubmit(() => goodsRequest(form), onSubmit, onClose)
  const creating = form.id === undefined
  const input = formInputs(form, setForm)

  return (
    <BottomSheet open title={creating ? '新增积分商品' : '编辑积分商品'} onClose={onClose}>
      <ScrollView className='mall-goods-sheet__fields' scrollY>
        <FormRow label='兑换方式'>
          <FormChips
            options={KIND_OPTIONS}
            value={form.kind}
            locked={!creating}
            onPick={(kind) => setForm((f) => ({ ...f, kind }))}
          />
        </FormRow>
        <Text className='mall-goods-sheet__hint'>
          {creating ? GOODS_KIND_NOTES[form.kind] : '兑换方式创建后不能修改，已兑换的会员按原方式履约'}
        </Text>
        <FormRow label='名称'>{input('name', '如 定制情侣马克杯', 'text', GOODS_NAME_MAX)}</FormRow>
        <FormRow label={`兑换${creditName}`}>{input('points', '每件所需积分', 'number', 7)}</FormRow>
        {creating && <FormRow label='库存'>{input('stock', '上架数量，之后可补库存', 'number', 6)}</FormRow>}
        <FormRow label='每人限兑'>{input('limitPerMember', '不填则不限', 'number', 6)}</FormRow>
        <FormRow label='排序'>{input('sort', '数字越小越靠前，默认0', 'number', 4)}</FormRow>
        <FormSwitch label='上架' checked={form.onSale} onChange={(onSale) => setForm((f) => ({ ...f, onSale }))} />
        <Text className='mall-goods-sheet__section'>{`商品图片（最多${GOODS_IMAGES_MAX}张，第一张为封面）`}</Text>
        <ImagePicker
          value={form.images}
          max={GOODS_IMAGES_MAX}
          addText='添加图片'
          onChange={(images) => setForm((f) => ({ ...f, images }))}
        />
        <Text className='mall-goods-sheet__section'>商品介绍</Text>
        <FormTextArea
          placeholder='规格、领取方式、注意事项等（选填）'
          maxlength={GOODS_DESCRIPTION_MAX}
          value={form.description}
          onInput={(description) => setForm((f) => ({ ...f, description }))}
        />
      </ScrollView>
      <SubmitButton busy={saving} onClick={submit}>
        保存
      </SubmitButton>
    </BottomSheet>
  )
}
