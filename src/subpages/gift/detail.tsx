import { Button, InputNumber } from '@nutui/nutui-react-taro'
import { Image, ScrollView, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { GOODS_KIND_LABELS, GOODS_KIND_NOTES, type GoodsDetail } from '@contract/gift'
import { getWallet } from '@/api/finance'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useShownData } from '@/hooks/useShownData'
import { EMPTY_RECEIVER, exchangeBlocker, maxQuantity, receiverOrProblem } from './models/exchangeForm'
import { stockText } from './models/stockText'
import { useExchange } from './models/useExchange'
import { useGoodsDetail } from './models/useGoodsDetail'
import { useMallGate } from './models/useMallGate'
import { MallClosed } from './parts/mall-closed'
import { ReceiverForm } from './parts/receiver-form'
import './detail.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

function Gallery({ images }: { images: string[] }) {
  const [shown, setShown] = useState(0)
  if (images.length === 0) {
    return (
      <View className='goods-detail__gallery goods-detail__gallery--empty'>
        <LineIcon name='gift' />
      </View>
    )
  }
  // A snapping horizontal scroll rather than Taro's Swiper: using Swiper anywhere adds its library
  // to the shared components chunk every first visit downloads.
  return (
    <View className='goods-detail__gallery'>
      <ScrollView
        className='goods-detail__pager'
        scrollX
        enhanced
        pagingEnabled
        showScrollbar={false}
        onScroll={(e) => setShown(Math.round(e.detail.scrollLeft / Math.max(e.detail.scrollWidth / images.length, 1)))}
      >
        {images.map((url) => (
          <Image
            key={url}
            className='goods-detail__image'
            src={url}
            mode='aspectFill'
            onClick={() => void Taro.previewImage({ urls: images, current: url })}
          />
        ))}
      </ScrollView>
      {images.length > 1 && <Text className='goods-detail__counter'>{`${shown + 1}/${images.length}`}</Text>}
    </View>
  )
}

function limitText(goods: GoodsDetail): string {
  if (goods.limitPerMember === 0) return '不限'
  return goods.myExchanged > 0
    ? `${goods.limitPerMember}件（你已兑${goods.myExchanged}件）`
    : `${goods.limitPerMember}件`
}

/** One goods: pictures, price, stock, limit, how it reaches the member, and exchanging it. */
function GiftDetailPage() {
  const { params } = useRouter()
  const goodsId = Number(params.id) || 0
  const { decided, open, enabled } = useMallGate()
  const { creditName } = useFinanceConfig(enabled)
  const wallet = useShownData(getWallet, enabled)
  const { goods, failed, reload } = useGoodsDetail(goodsId, enabled)
  const [quantity, setQuantity] = useState(1)
  const [receiver, setReceiver] = useState(EMPTY_RECEIVER)
  const { busy, submit } = useExchange()

  if (!decided) return <PageShell title='商品详情' />
  if (!open) {
    return (
      <PageShell title='商品详情'>
        <MallClosed />
      </PageShell>
    )
  }
  if (!goods) {
    return (
      <PageShell title='商品详情'>
        {failed && (
          <StatusView
            icon={<LineIcon name='gift' />}
            title='商品不存在或已下架'
            action='去积分商城看看'
            onAction={() => void Taro.redirectTo({ url: ROUTES.giftMall })}
          />
        )}
      </PageShell>
    )
  }

  const points = wallet.data?.credit ?? null
  const max = maxQuantity(goods, points)
  const count = Math.min(quantity, max)
  const blocker = exchangeBlocker(goods, points, creditName)
  const ship = goods.kind === 'ship'

  const exchange = async () => {
    if (blocker || busy) return
    let shipTo
    if (ship) {
      const checked = receiverOrProblem(receiver)
      if (typeof checked === 'string') return toast(checked)
      shipTo = checked
    }
    const made = await submit(goods, count, shipTo, creditName)
    if (made === undefined) return
    if (made === null) {
      // Refused (sold out meanwhile, points spent elsewhere): show the goods and points as they are now.
      void reload()
      void wallet.reload()
      return
    }
    void Taro.showToast({ title: '兑换成功', icon: 'success', duration: TOAST_MS })
    setTimeout(() => void Taro.redirectTo({ url: ROUTES.giftExchange }), TOAST_MS)
  }

  return (
    <PageShell title='商品详情'>
      <View className='goods-detail'>
        <Gallery images={goods.images} />
        <View className='goods-detail__card'>
          <View className='goods-detail__price'>
            <Text className='goods-detail__points'>{goods.points}</Text>
            <Text className='goods-detail__unit'>{creditName}</Text>
            <Text className='goods-detail__exchanged'>已兑{goods.exchanged}件</Text>
          </View>
          <Text className='goods-detail__name'>{goods.name}</Text>
          <View className='goods-detail__facts'>
            <View className='goods-detail__fact'>
              <Text className='goods-detail__fact-label'>兑换方式</Text>
              <View className='goods-detail__fact-value'>
                <Text className={`goods-detail__kind goods-detail__kind--${goods.kind}`}>
                  {GOODS_KIND_LABELS[goods.kind]}
                </Text>
                <Text className='goods-detail__kind-note'>{GOODS_KIND_NOTES[goods.kind]}</Text>
              </View>
            </View>
            <View className='goods-detail__fact'>
              <Text className='goods-detail__fact-label'>库存</Text>
              <Text className='goods-detail__fact-value'>{stockText(goods.stock)}</Text>
            </View>
            <View className='goods-detail__fact'>
              <Text className='goods-detail__fact-label'>每人限兑</Text>
              <Text className='goods-detail__fact-value'>{limitText(goods)}</Text>
            </View>
          </View>
        </View>
        {goods.description && (
          <View className='goods-detail__card'>
            <Text className='goods-detail__section'>商品介绍</Text>
            <Text className='goods-detail__desc'>{goods.description}</Text>
          </View>
        )}
        {ship && !blocker && <ReceiverForm value={receiver} onChange={setReceiver} />}
      </View>
      <View className='goods-detail__bar'>
        <View className='goods-detail__bar-main'>
          {blocker ? (
            <Text className='goods-detail__mine'>{`我的${creditName}：${points ?? '--'}`}</Text>
          ) : (
            <>
              <InputNumber
                className='goods-detail__quantity'
                value={count}
                min={1}
                max={max}
                readOnly
                onChange={(n) => setQuantity(Number(n))}
              />
              <Text className='goods-detail__total'>
                合计<Text className='goods-detail__total-points'>{goods.points * count}</Text>
                {creditName}
              </Text>
            </>
          )}
        </View>
        <Button
          className='goods-detail__submit'
          type='primary'
          size='large'
          disabled={blocker !== null}
          loading={busy}
          onClick={() => void exchange()}
        >
          {blocker ?? '立即兑换'}
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(GiftDetailPage)
