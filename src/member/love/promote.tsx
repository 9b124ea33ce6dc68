import { View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { useLoveGate } from '@/hooks/useLoveGate'
import { PlacementShop, type PlacementCopy } from './parts/placement-shop'
import './promote.scss'

const COPY: PlacementCopy = {
  headline: '资料推广，让更多人认识你',
  intro: '推广期间，你的资料在首页推荐中优先展示，仅排在置顶会员之后。',
  points: ['首页优先展示', '更多人看到你', '持续获得曝光'],
  runningLabel: '推广中',
  idleLabel: '未推广',
  buyLabel: '立即推广'
}

/** Buy days of priority in the home feed, just behind top placement. */
export default function LovePromotePage() {
  const allowed = useLoveGate()
  return (
    <PageShell title='资料推广'>
      <View className='love-promote'>
        <PlacementShop kind='boost' copy={COPY} back={ROUTES.lovePromote} allowed={allowed} />
      </View>
    </PageShell>
  )
}
