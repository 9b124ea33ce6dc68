import { Text, View } from '@tarojs/components'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { formatDate } from '@/utils/time'
import {
  PLACEMENT_KIND_HINTS,
  PLACEMENT_KIND_LABELS,
  PLACEMENT_STATE_LABELS,
  placementState
} from './models/placementState'
import { useLoveGate } from '@/hooks/useLoveGate'
import { usePlacements } from './models/usePlacements'
import './popone.scss'

const PERIOD_FORMAT = 'YYYY-MM-DD HH:mm'

/** My top placements and boosts: which kind, the window it runs in, and whether it is live. */
export default function LovePoponePage() {
  const allowed = useLoveGate()
  const placements = usePlacements(allowed)
  const now = new Date()

  const empty = placements.loaded && placements.list.length === 0
  return (
    <PageShell title='我的推广'>
      <View className='love-popone'>
        {placements.list.map((p) => {
          const state = placementState(p, now)
          return (
            <View key={`${p.kind}-${p.startsAt}-${p.endsAt}`} className='love-popone__card'>
              <View className='love-popone__head'>
                <Text className={`love-popone__kind love-popone__kind--${p.kind}`}>
                  {PLACEMENT_KIND_LABELS[p.kind]}
                </Text>
                <Text className={`love-popone__state love-popone__state--${state}`}>
                  {PLACEMENT_STATE_LABELS[state]}
                </Text>
              </View>
              <Text className='love-popone__period'>
                {formatDate(p.startsAt, PERIOD_FORMAT)} 至 {formatDate(p.endsAt, PERIOD_FORMAT)}
              </Text>
              <Text className='love-popone__hint'>{PLACEMENT_KIND_HINTS[p.kind]}</Text>
            </View>
          )
        })}
        {empty && placements.failed && <StatusView icon='!' title='加载失败，点击重试' onAction={placements.reload} />}
        {empty && !placements.failed && (
          <StatusView
            icon={<LineIcon name='crown' />}
            title='暂无推广记录'
            description='置顶后，你的资料会排在首页推荐的最前面，让更多人第一眼看到你；推荐会让你在推荐中优先展示'
          />
        )}
      </View>
    </PageShell>
  )
}
