import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { useZoneMembers } from './models/useZoneMembers'
import { useZones } from './models/useZones'
import { ThemeClosed } from './parts/theme-closed'
import { ZoneHeader } from './parts/zone-header'
import { ZoneMemberList } from './parts/zone-member-list'
import './themedetail.scss'

/**
 * One zone: its header and its members, paged. The zone list is public but the members
 * endpoint requires a login, so visitors get a prompt instead of a 401 detour.
 */
function ThemeDetailPage() {
  const { params } = useRouter()
  const { tenant, session, authFlow } = useStores()
  // The bottom bar's VIP专区 asks for the zone VIPs fill (zone=vip), whatever its id in this city.
  const vipZone = params.zone === 'vip'
  const askedId = Number(params.id)
  const validId = vipZone || (Number.isInteger(askedId) && askedId > 0)
  const open = tenant.plugins.theme
  const { zones } = useZones(open && validId)
  const zone = zones?.find((z) => (vipZone ? z.rule?.vip === true : z.id === askedId))
  // By id the members load at once; the VIP zone's id is known once the list has come.
  const zoneId = vipZone ? (zone?.id ?? 0) : askedId
  const members = useZoneMembers(zoneId, open && validId && zoneId > 0 && session.isLoggedIn)

  if (!tenant.detail) return <PageShell title='专区详情' />
  if (!open) {
    return (
      <PageShell title='专区详情'>
        <ThemeClosed />
      </PageShell>
    )
  }
  if (!validId || (zones && !zone)) {
    return (
      <PageShell title='专区详情'>
        <StatusView
          icon={<LineIcon name='crown' />}
          title='专区不存在'
          description='该专区可能已下线，去看看其他专区吧'
          action='查看全部专区'
          onAction={() => void Taro.redirectTo({ url: ROUTES.loveTheme })}
        />
      </PageShell>
    )
  }
  return (
    <PageShell title={zone?.title ?? '专区详情'}>
      <View className='zone-detail'>
        {zone && <ZoneHeader zone={zone} />}
        {session.isLoggedIn ? (
          <ZoneMemberList {...members} />
        ) : (
          <StatusView
            icon={<LineIcon name='lock' />}
            title='登录后查看专区会员'
            description='为保护会员隐私，专区会员仅对登录用户展示'
            action='去登录'
            onAction={() => authFlow.redirectToLogin()}
          />
        )}
      </View>
    </PageShell>
  )
}

export default observer(ThemeDetailPage)
