import { Input, ScrollView, Switch, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState, type ReactNode } from 'react'
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
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { COLOR_BRAND } from '@/styles/colors'
import { goodsRequest, type GoodsForm } from '@/subpages/staff/models/mallGoodsForm'
import './mall-goods-sheet.scss'

export interface Props {
  /** The goods to edit, or a blank form for new goods. */
  initial: GoodsForm
  creditName: string
  onClose: () => void
  /** Saves; resolves true when done, which closes the sheet. */
  onSubmit: (req: SaveGoodsReq) => Promise<boolean>
}

type TextKey = 'name' | 'points' | 'stock' | 'limitPerMember' | 'sort'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='mall-goods-sheet__row'>
      <Text className='mall-goods-sheet__label'>{label}</Text>
      <View className='mall-goods-sheet__control'>{children}</View>
    </View>
  )
}

/** Creating or changing goods of the points mall. The kind is chosen once; stock is set once here. */
export function MallGoodsSheet({ initial, creditName, onClose, onSubmit }: Props) {
  const [form, setForm] = useState<GoodsForm>(initial)
  const { busy: saving, run } = useSingleFlight()
  const creating = form.id === undefined

  const input = (key: TextKey, placeholder: string, type: 'text' | 'number' = 'number', maxlength = 7) => (
    <Input
      className='mall-goods-sheet__input'
      type={type}
      placeholder={placeholder}
      placeholderClass='mall-goods-sheet__placeholder'
      maxlength={maxlength}
      value={form[key]}
      onInput={(e) => setForm((f) => ({ ...f, [key]: e.detail.value }))}
    />
  )

  const submit = async () => {
    const req = goodsRequest(form)
    if (typeof req === 'string') return void Taro.showToast({ title: req, icon: 'none', duration: TOAST_MS })
    if (await run(() => onSubmit(req))) onClose()
  }

  return (
    <BottomSheet open title={creating ? '新增积分商品' : '编辑积分商品'} onClose={onClose}>
      <ScrollView className='mall-goods-sheet__fields' scrollY>
        <Row label='兑换方式'>
          <View className='mall-goods-sheet__chips'>
            {GOODS_KINDS.map((kind) => (
              <Text
                key={kind}
                className={`mall-goods-sheet__chip ${form.kind === kind ? 'mall-goods-sheet__chip--on' : ''} ${
                  creating ? '' : 'mall-goods-sheet__chip--locked'
                }`}
                onClick={() => creating && setForm((f) => ({ ...f, kind }))}
              >
                {GOODS_KIND_LABELS[kind]}
              </Text>
            ))}
          </View>
        </Row>
        <Text className='mall-goods-sheet__hint'>
          {creating ? GOODS_KIND_NOTES[form.kind] : '兑换方式创建后不能修改，已兑换的会员按原方式履约'}
        </Text>
        <Row label='名称'>{input('name', '如 定制情侣马克杯', 'text', GOODS_NAME_MAX)}</Row>
        <Row label={`兑换${creditName}`}>{input('points', '每件所需积分')}</Row>
        {creating && <Row label='库存'>{input('stock', '上架数量，之后可补库存', 'number', 6)}</Row>}
        <Row label='每人限兑'>{input('limitPerMember', '不填则不限', 'number', 6)}</Row>
        <Row label='排序'>{input('sort', '数字越小越靠前，默认0', 'number', 4)}</Row>
        <Row label='上架'>
          <Switch
            checked={form.onSale}
            color={COLOR_BRAND}
            onChange={(e) => setForm((f) => ({ ...f, onSale: e.detail.value }))}
          />
        </Row>
        <Text className='mall-goods-sheet__section'>{`商品图片（最多${GOODS_IMAGES_MAX}张，第一张为封面）`}</Text>
        <ImagePicker
          value={form.images}
          max={GOODS_IMAGES_MAX}
          addText='添加图片'
          onChange={(images) => setForm((f) => ({ ...f, images }))}
        />
        <Text className='mall-goods-sheet__section'>商品介绍</Text>
        <Textarea
          className='mall-goods-sheet__desc'
          placeholder='规格、领取方式、注意事项等（选填）'
          placeholderClass='mall-goods-sheet__placeholder'
          maxlength={GOODS_DESCRIPTION_MAX}
          value={form.description}
          onInput={(e) => setForm((f) => ({ ...f, description: e.detail.value }))}
        />
      </ScrollView>
      <View
        className={`mall-goods-sheet__submit ${saving ? 'mall-goods-sheet__submit--busy' : ''}`}
        onClick={() => void submit()}
      >
        保存
      </View>
    </BottomSheet>
  )
}
