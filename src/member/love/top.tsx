import { View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { useLoveGate } from '@/hooks/useLoveGate'
import { PlacementShop, type PlacementCopy } from './parts/placement-shop'
import './top.scss'

const COPY: PlacementCopy = {
  headline: '资料置顶，第一眼就被看到',
  intro: '置顶期间，你的资料排在首页推荐的最前面，排在所有会员之前。',
  points: ['首页推荐第一屏', '曝光量大幅提升', '到期自动结束'],
  runningLabel: '置顶中',
  idleLabel: '未置顶',
  buyLabel: '立即置顶'
}

/** Buy days at the very top of the home feed. */
export default function LoveTopPage() {
  const allowed = useLoveGate()
  return (
    <PageShell title='资料置顶'>
      <View className='love-top'>
        <PlacementShop kind='top' copy={COPY} back={ROUTES.loveTop} allowed={allowed} />
      </View>
    </PageShell>
  )
}
