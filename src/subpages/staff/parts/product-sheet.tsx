import { ScrollView } from '@tarojs/components'
import { useState } from 'react'
import { PRODUCT_KIND_LABELS, type SaveProductReq } from '@contract/finance'
import { BottomSheet } from '@/components/bottom-sheet'
import { DESCRIPTION_MAX, NAME_MAX, productRequest, type ProductForm } from '@/subpages/staff/models/productForm'
import { QUANTITY_NAMES, usesDays, usesQuantity, usesVipType, VIP_TYPES } from '@/subpages/staff/models/productKinds'
import { useSheetSubmit } from '@/subpages/staff/models/useSheetSubmit'
import { FormChips, formInputs, FormRow, FormSwitch, SubmitButton } from './staff-form'
import './product-sheet.scss'

export interface Props {
  /** The product to edit, or a blank one of the kind being added. */
  initial: ProductForm
  onClose: () => void
  /** Saves it; resolves true when done, which closes the sheet. */
  onSubmit: (req: SaveProductReq) => Promise<boolean>
}

/** Adding or changing a product. Only the numbers its kind uses are asked for. */
export function ProductSheet({ initial, onClose, onSubmit }: Props) {
  const [form, setForm] = useState<ProductForm>(initial)
  const { busy: saving, submit } = useSheetSubmit(() => productRequest(form), onSubmit, onClose)
  const { kind } = form
  const input = formInputs(form, setForm)

  return (
    <BottomSheet
      open
      title={form.id === undefined ? `新增${PRODUCT_KIND_LABELS[kind]}商品` : '编辑商品'}
      onClose={onClose}
    >
      <ScrollView className='product-sheet__fields' scrollY>
        <FormRow label='名称'>{input('name', '如 月度VIP', 'text', NAME_MAX)}</FormRow>
        <FormRow label='描述'>{input('description', '一句话介绍（选填）', 'text', DESCRIPTION_MAX)}</FormRow>
        <FormRow label='售价（元）'>{input('price', '如 68.00', 'digit', 12)}</FormRow>
        <FormRow label='原价（元）'>{input('originalPrice', '划线价，不填则不显示', 'digit', 12)}</FormRow>
        {usesDays(kind) && <FormRow label='天数'>{input('days', '购买后生效的天数', 'number', 4)}</FormRow>}
        {usesQuantity(kind) && (
          <FormRow label={QUANTITY_NAMES[kind].label}>
            {input('quantity', `购买后获得的${QUANTITY_NAMES[kind].label}`, 'number', 6)}
          </FormRow>
        )}
        {usesVipType(kind) && (
          <FormRow label='VIP等级'>
            <FormChips
              options={VIP_TYPES}
              value={form.vipType}
              onPick={(vipType) => setForm((f) => ({ ...f, vipType }))}
            />
          </FormRow>
        )}
        <FormRow label='排序'>{input('sort', '数字越小越靠前，默认0', 'number', 4)}</FormRow>
        <FormSwitch label='上架' checked={form.enabled} onChange={(enabled) => setForm((f) => ({ ...f, enabled }))} />
      </ScrollView>
      <SubmitButton busy={saving} onClick={submit}>
        保存
      </SubmitButton>
    </BottomSheet>
  )
}
