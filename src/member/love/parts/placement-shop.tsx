import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Placement } from '@contract/love'
import { getMyPlacements } from '@/api/loveFeed'
import { LineIcon } from '@/components/line-icon'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { formatDate } from '@/utils/time'
import { useProducts } from '@/hooks/useProducts'
import { placementRunsUntil } from '@/member/love/models/placementWindow'
import { pricePerDay, yuan } from '@/member/love/models/planPrice'
import { useBuying } from '@/member/love/models/useBuying'
import { useCreditPayHint } from '@/member/love/models/useCreditPayHint'
import { usePlanChoice } from '@/member/love/models/usePlanChoice'
import { usePullToReload } from '@/member/love/models/usePullToReload'
import { useShownData } from '@/hooks/useShownData'
import { BuyBar } from './buy-bar'
import { PlanCard } from './plan-card'
import './placement-shop.scss'

/** What one placement page says; the shop around it is the same for top and boost. */
export interface PlacementCopy {
  headline: string
  intro: string
  points: string[]
  /** The running state, e.g. '置顶中'. */
  runningLabel: string
  idleLabel: string
  buyLabel: string
}

export interface Props {
  kind: Placement['kind']
  copy: PlacementCopy
  /** This page, where the cashier returns to. */
  back: string
  allowed: boolean
}

const UNTIL_FORMAT = 'MM-DD HH:mm'

/** Buying days of top placement or boost: what it does, whether mine is running, the plans. */
export function PlacementShop({ kind, copy, back, allowed }: Props) {
  const placements = useShownData(getMyPlacements, allowed)
  const products = useProducts(kind)
  const { chosen, choose } = usePlanChoice(products.list)
  const { busy, buy } = useBuying(back)
  const creditHint = useCreditPayHint(kind)
  usePullToReload(allowed, [placements.reload, products.reload])

  const until = placementRunsUntil(placements.data ?? [], kind)
  const empty = products.loaded && products.list.length === 0
  return (
    <View className='placement-shop'>
      <View className='placement-shop__hero'>
        <Text className='placement-shop__headline'>{copy.headline}</Text>
        <Text className='placement-shop__intro'>{copy.intro}</Text>
        <View className='placement-shop__points'>
          {copy.points.map((p) => (
            <Text key={p} className='placement-shop__point'>
              {p}
            </Text>
          ))}
        </View>
      </View>
      {placements.failed ? (
        <StatusView icon='!' title='推广状态加载失败，点击重试' onAction={() => void placements.reload()} />
      ) : (
        <View className='placement-shop__status'>
          <Text className={`placement-shop__state ${until ? 'placement-shop__state--on' : ''}`}>
            {placements.data === null
              ? ''
              : until
                ? `${copy.runningLabel}，至 ${formatDate(until, UNTIL_FORMAT)}`
                : copy.idleLabel}
          </Text>
          <Text className='placement-shop__records' onClick={() => void Taro.navigateTo({ url: ROUTES.lovePopone })}>
            我的推广记录
          </Text>
        </View>
      )}
      {products.list.map((p) => (
        <PlanCard
          key={p.id}
          product={p}
          amount={`${p.days}天`}
          unitPrice={pricePerDay(p)}
          selected={chosen?.id === p.id}
          onSelect={() => choose(p.id)}
        />
      ))}
      {empty && products.failed && <StatusView icon='!' title='套餐加载失败，点击重试' onAction={products.reload} />}
      {empty && !products.failed && (
        <StatusView
          icon={<LineIcon name='star' />}
          title='暂无可购买的套餐'
          description='套餐正在准备中，请稍后再来看看'
        />
      )}
      {allowed && chosen && (
        <BuyBar
          label={`${copy.buyLabel} ${yuan(chosen.price)}`}
          hint={creditHint}
          busy={busy}
          onBuy={() => void buy(chosen.id)}
        />
      )}
    </View>
  )
}
