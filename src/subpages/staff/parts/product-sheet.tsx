import { Input, ScrollView, Switch, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState, type ReactNode } from 'react'
import { PRODUCT_KIND_LABELS, type SaveProductReq } from '@contract/finance'
import { BottomSheet } from '@/components/bottom-sheet'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { COLOR_BRAND } from '@/styles/colors'
import { DESCRIPTION_MAX, NAME_MAX, productRequest, type ProductForm } from '@/subpages/staff/models/productForm'
import { QUANTITY_NAMES, usesDays, usesQuantity, usesVipType, VIP_TYPES } from '@/subpages/staff/models/productKinds'
import './product-sheet.scss'

export interface Props {
  /** The product to edit, or a blank one of the kind being added. */
  initial: ProductForm
  onClose: () => void
  /** Saves it; resolves true when done, which closes the sheet. */
  onSubmit: (req: SaveProductReq) => Promise<boolean>
}

type TextKey = 'name' | 'description' | 'price' | 'originalPrice' | 'days' | 'quantity' | 'sort'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='product-sheet__row'>
      <Text className='product-sheet__label'>{label}</Text>
      <View className='product-sheet__control'>{children}</View>
    </View>
  )
}

/** Adding or changing a product. Only the numbers its kind uses are asked for. */
export function ProductSheet({ initial, onClose, onSubmit }: Props) {
  const [form, setForm] = useState<ProductForm>(initial)
  const { busy: saving, run } = useSingleFlight()
  const { kind } = form

  const input = (key: TextKey, placeholder: string, type: 'text' | 'digit' | 'number' = 'text', maxlength = 20) => (
    <Input
      className='product-sheet__input'
      type={type}
      placeholder={placeholder}
      placeholderClass='product-sheet__placeholder'
      maxlength={maxlength}
      value={form[key]}
      onInput={(e) => setForm((f) => ({ ...f, [key]: e.detail.value }))}
    />
  )

  const submit = async () => {
    const req = productRequest(form)
    if (typeof req === 'string') return void Taro.showToast({ title: req, icon: 'none', duration: TOAST_MS })
    if (await run(() => onSubmit(req))) onClose()
  }

  return (
    <BottomSheet
      open
      title={form.id === undefined ? `新增${PRODUCT_KIND_LABELS[kind]}商品` : '编辑商品'}
      onClose={onClose}
    >
      <ScrollView className='product-sheet__fields' scrollY>
        <Row label='名称'>{input('name', '如 月度VIP', 'text', NAME_MAX)}</Row>
        <Row label='描述'>{input('description', '一句话介绍（选填）', 'text', DESCRIPTION_MAX)}</Row>
        <Row label='售价（元）'>{input('price', '如 68.00', 'digit', 12)}</Row>
        <Row label='原价（元）'>{input('originalPrice', '划线价，不填则不显示', 'digit', 12)}</Row>
        {usesDays(kind) && <Row label='天数'>{input('days', '购买后生效的天数', 'number', 4)}</Row>}
        {usesQuantity(kind) && (
          <Row label={QUANTITY_NAMES[kind].label}>
            {input('quantity', `购买后获得的${QUANTITY_NAMES[kind].label}`, 'number', 6)}
          </Row>
        )}
        {usesVipType(kind) && (
          <Row label='VIP等级'>
            <View className='product-sheet__chips'>
              {VIP_TYPES.map((t) => (
                <Text
                  key={t.value}
                  className={`product-sheet__chip ${form.vipType === t.value ? 'product-sheet__chip--on' : ''}`}
                  onClick={() => setForm((f) => ({ ...f, vipType: t.value }))}
                >
                  {t.label}
                </Text>
              ))}
            </View>
          </Row>
        )}
        <Row label='排序'>{input('sort', '数字越小越靠前，默认0', 'number', 4)}</Row>
        <Row label='上架'>
          <Switch
            checked={form.enabled}
            color={COLOR_BRAND}
            onChange={(e) => setForm((f) => ({ ...f, enabled: e.detail.value }))}
          />
        </Row>
      </ScrollView>
      <View
        className={`product-sheet__submit ${saving ? 'product-sheet__submit--busy' : ''}`}
        onClick={() => void submit()}
      >
        保存
      </View>
    </BottomSheet>
  )
}
