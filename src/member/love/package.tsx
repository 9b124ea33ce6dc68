import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { getWallet } from '@/api/finance'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useProducts } from '@/hooks/useProducts'
import { pricePerUse, yuan } from './models/planPrice'
import { useBuying } from './models/useBuying'
import { useCreditPayHint } from './models/useCreditPayHint'
import { useLoveGate } from '@/hooks/useLoveGate'
import { usePlanChoice } from './models/usePlanChoice'
import { usePullToReload } from './models/usePullToReload'
import { useShownData } from '@/hooks/useShownData'
import { BuyBar } from './parts/buy-bar'
import { LineCredits } from './parts/line-credits'
import { PlanCard } from './parts/plan-card'
import './package.scss'

const STEPS = [
  '在会员资料页选择心仪的TA，申请红娘牵线',
  '红娘联系对方，了解双方意向',
  '双方都愿意，红娘安排你们认识',
  '未能牵线的，次数自动退回'
]

/** Buy matchmaker line credits: how many I have, how the service works, the packages. */
export default function LovePackagePage() {
  const allowed = useLoveGate()
  const wallet = useShownData(getWallet, allowed)
  const products = useProducts('line')
  const { chosen, choose } = usePlanChoice(products.list)
  const { busy, buy } = useBuying(ROUTES.lovePackage)
  const creditHint = useCreditPayHint('line')
  usePullToReload(allowed, [wallet.reload, products.reload])

  const empty = products.loaded && products.list.length === 0
  return (
    <PageShell title='牵线套餐'>
      <View className='love-package'>
        {wallet.failed ? (
          <StatusView icon='!' title='牵线次数加载失败，点击重试' onAction={() => void wallet.reload()} />
        ) : (
          <LineCredits
            credits={wallet.data?.lineCredits ?? null}
            action='我的牵线'
            onAction={() => void Taro.navigateTo({ url: ROUTES.loveLine })}
          />
        )}
        <View className='love-package__steps'>
          <Text className='love-package__title'>红娘牵线怎么用</Text>
          {STEPS.map((s, i) => (
            <View key={s} className='love-package__step'>
              <Text className='love-package__step-no'>{i + 1}</Text>
              <Text className='love-package__step-text'>{s}</Text>
            </View>
          ))}
        </View>
        {products.list.map((p) => (
          <PlanCard
            key={p.id}
            product={p}
            amount={`${p.quantity}次`}
            unitPrice={pricePerUse(p)}
            selected={chosen?.id === p.id}
            onSelect={() => choose(p.id)}
          />
        ))}
        {empty && products.failed && <StatusView icon='!' title='套餐加载失败，点击重试' onAction={products.reload} />}
        {empty && !products.failed && (
          <StatusView
            icon={<LineIcon name='heart' />}
            title='暂无可购买的套餐'
            description='牵线套餐正在准备中，请稍后再来看看'
          />
        )}
      </View>
      {allowed && chosen && (
        <BuyBar
          label={`立即购买 ${yuan(chosen.price)}`}
          hint={creditHint}
          busy={busy}
          onBuy={() => void buy(chosen.id)}
        />
      )}
    </PageShell>
  )
}
