import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { useZones } from './models/useZones'
import { ThemeClosed } from './parts/theme-closed'
import { ZoneCard } from './parts/zone-card'
import './theme.scss'

const openZone = (zoneId: number) => void Taro.navigateTo({ url: `${ROUTES.loveThemeDetail}?id=${zoneId}` })

/** Member zones (theme plugin): themed groups of members picked by staff. */
function ThemePage() {
  const { tenant } = useStores()
  const open = tenant.plugins.theme
  const { zones, failed, reload } = useZones(open)

  // Until the tenant's grants arrive there is nothing to decide, so nothing is drawn.
  if (!tenant.detail) return <PageShell title='会员专区' />
  if (!open) {
    return (
      <PageShell title='会员专区'>
        <ThemeClosed />
      </PageShell>
    )
  }
  return (
    <PageShell title='会员专区'>
      <View className='theme'>
        <View className='theme__banner'>
          <Text className='theme__slogan'>遇见同频的TA</Text>
          <Text className='theme__sub'>按你的期待分好类，更快遇见对的人</Text>
        </View>
        {failed && <StatusView icon='!' title='加载失败，点击重试' onAction={reload} />}
        {zones?.length === 0 && (
          <StatusView icon={<LineIcon name='crown' />} title='暂无专区' description='专区正在筹备中，敬请期待' />
        )}
        {zones?.map((zone, i) => (
          <ZoneCard key={zone.id} zone={zone} index={i} onOpen={openZone} />
        ))}
      </View>
    </PageShell>
  )
}

export default observer(ThemePage)
