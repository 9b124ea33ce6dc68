import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Product } from '@contract/finance'
import { getMyCustomServices } from '@/api/loveLine'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useProducts } from '@/hooks/useProducts'
import { useBuying } from './models/useBuying'
import { useLoveGate } from '@/hooks/useLoveGate'
import { usePullToReload } from './models/usePullToReload'
import { useShownData } from '@/hooks/useShownData'
import { BenefitGrid, type Benefit } from './parts/benefit-grid'
import { CustomServiceRow } from './parts/custom-service-row'
import { CustomSheet } from './parts/custom-sheet'
import { PlanCard } from './parts/plan-card'
import './onetoone.scss'

const SERVICE: Benefit[] = [
  { icon: 'service', title: '专属红娘', desc: '一位红娘全程跟进' },
  { icon: 'message', title: '深度了解', desc: '详细沟通你的需求' },
  { icon: 'search', title: '精准推荐', desc: '按要求人工筛选' },
  { icon: 'date', title: '安排见面', desc: '双方满意再约见' }
]

/** Private matchmaking: my services, what the service is, and buying one with my requirements. */
export default function LoveOneToOnePage() {
  const allowed = useLoveGate()
  const services = useShownData(getMyCustomServices, allowed)
  const products = useProducts('custom')
  const [picked, setPicked] = useState<Product | null>(null)
  const { busy, buy } = useBuying(ROUTES.loveOneToOne)
  usePullToReload(allowed, [services.reload, products.reload])

  const order = async (product: Product, requirement: string) => {
    // Closed once the cashier is open, so coming back shows the page and not a form already sent.
    if (await buy(product.id, requirement)) setPicked(null)
  }

  const mine = services.data ?? []
  const empty = products.loaded && products.list.length === 0
  return (
    <PageShell title='私人定制'>
      <View className='love-onetoone'>
        {services.failed && (
          <StatusView icon='!' title='我的服务加载失败，点击重试' onAction={() => void services.reload()} />
        )}
        {mine.length > 0 && (
          <View className='love-onetoone__mine'>
            <Text className='love-onetoone__section'>我的定制服务</Text>
            {mine.map((s) => (
              <CustomServiceRow key={s.id} service={s} />
            ))}
          </View>
        )}
        <BenefitGrid title='一对一私人定制' items={SERVICE} />
        {products.list.length > 0 && (
          <View className='love-onetoone__choose'>
            <Text className='love-onetoone__section'>选择服务</Text>
            <Text className='love-onetoone__hint'>选择后填写择偶要求，支付成功后专属红娘会尽快与你联系</Text>
          </View>
        )}
        {products.list.map((p) => (
          <PlanCard
            key={p.id}
            product={p}
            amount={`${p.days}天`}
            unitPrice=''
            selected={picked?.id === p.id}
            onSelect={setPicked}
          />
        ))}
        {empty && products.failed && <StatusView icon='!' title='服务加载失败，点击重试' onAction={products.reload} />}
        {empty && !products.failed && (
          <StatusView
            icon={<LineIcon name='service' />}
            title='暂无可购买的服务'
            description='私人定制服务正在准备中，请稍后再来看看'
          />
        )}
      </View>
      <CustomSheet
        product={allowed ? picked : null}
        busy={busy}
        onClose={() => setPicked(null)}
        onSubmit={(text) => {
          if (picked) void order(picked, text)
        }}
      />
    </PageShell>
  )
}
