import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { useProducts } from '@/hooks/useProducts'
import { pricePerDay, yuan } from './models/planPrice'
import { useBuying } from './models/useBuying'
import { useCreditPayHint } from './models/useCreditPayHint'
import { usePlanChoice } from './models/usePlanChoice'
import { useVipSession } from './models/useVipSession'
import { BenefitGrid, type Benefit } from './parts/benefit-grid'
import { BuyBar } from './parts/buy-bar'
import { PlanCard } from './parts/plan-card'
import { VipHeader } from './parts/vip-header'
import './vip.scss'

/** Only what the server really grants a VIP; a promise it doesn't keep costs more than it sells. */
const BENEFITS: Benefit[] = [
  { icon: 'camera', title: '查看全部相册', desc: '仅VIP可见的照片也能看' },
  { icon: 'heart', title: '看谁收藏了我', desc: '知道谁对你心动' },
  { icon: 'star', title: '推荐靠前', desc: '首页推荐中排得更前' },
  { icon: 'crown', title: '尊贵标识', desc: '资料显示VIP标识' }
]

/** Become or stay a VIP: my level, what it gives, and the plans to pay for. */
function LoveVipPage() {
  const { session } = useStores()
  const allowed = useVipSession()
  const products = useProducts('vip')
  const { chosen, choose } = usePlanChoice(products.list)
  const { busy, buy } = useBuying(ROUTES.loveVip)
  const creditHint = useCreditPayHint('vip')

  const user = session.userInfo
  const empty = products.loaded && products.list.length === 0
  return (
    <PageShell title='VIP会员'>
      <View className='love-vip'>
        <VipHeader
          nickname={user?.nickname || user?.username || ''}
          avatar={user?.headPic ?? ''}
          isVip={session.isVip}
          vipType={user?.userVipType ?? 0}
          expiresAt={user?.vipExpiresAt ?? ''}
        />
        <BenefitGrid title='VIP特权' items={BENEFITS} />
        {products.list.length > 0 && <Text className='love-vip__section'>选择套餐</Text>}
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
            icon={<LineIcon name='crown' />}
            title='暂无可开通的套餐'
            description='VIP套餐正在准备中，请稍后再来看看'
          />
        )}
      </View>
      {allowed && chosen && (
        <BuyBar
          label={`${session.isVip ? '立即续费' : '立即开通'} ${yuan(chosen.price)}`}
          hint={creditHint}
          busy={busy}
          onBuy={() => void buy(chosen.id)}
        />
      )}
    </PageShell>
  )
}

export default observer(LoveVipPage)
