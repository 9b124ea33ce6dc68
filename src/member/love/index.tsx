import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { LoveCentre } from '@contract/love'
import type { NavigationEntry } from '@contract/models'
import { getLoveCentre, markNoticesSeen } from '@/api/loveSocial'
import { Badge } from '@/components/badge'
import { IconEntry } from '@/components/icon-entry'
import { MemberAvatar } from '@/components/member-avatar'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { ReviewTag } from '@/components/review-tag'
import { useMyReviews } from '@/hooks/useMyReviews'
import './index.scss'

/** A grid tile of the love centre, drawn like the configured navigation tiles. */
const tile = (id: number, name: string, url: string, ico: string): NavigationEntry => ({
  id,
  name,
  url,
  ico,
  color: '',
  whetherOpen: true,
  lowerLevelNavigation: []
})

const SERVICES = [
  tile(1, '我的相册', ROUTES.uploadLoveUser, 'camera'),
  tile(2, '资料管理', ROUTES.loveEditInfo, 'my'),
  tile(3, '诚信认证', ROUTES.loveAuthIndex, 'shield'),
  tile(4, '诚信承诺', ROUTES.loveCommitment, 'check-checked'),
  tile(5, '我的推广', ROUTES.lovePopone, 'star'),
  tile(6, '隐私设置', ROUTES.lovePermission, 'lock'),
  tile(7, '我的喜欢', ROUTES.loveLikes, 'heart'),
  tile(8, '每日推荐', ROUTES.loveDailyPicks, 'star')
]

/** What a member can buy to be seen sooner or be introduced; each page shows its prices. */
const PAID_SERVICES: NavigationEntry[] = [
  tile(21, 'VIP会员', ROUTES.loveVip, 'crown'),
  tile(22, '置顶', ROUTES.loveTop, 'star'),
  tile(23, '资料推广', ROUTES.lovePromote, 'people'),
  tile(24, '牵线套餐', ROUTES.lovePackage, 'heart'),
  tile(25, '我的牵线', ROUTES.loveLine, 'service'),
  tile(26, '私人定制', ROUTES.loveOneToOne, 'check-checked')
]

/** The love centre: how complete my profile is, my standing, who noticed me, and where to go next. */
function LoveCentrePage() {
  const { session, authFlow, tenant } = useStores()
  const [centre, setCentre] = useState<LoveCentre | null>(null)

  useDidShow(() => {
    if (!authFlow.ensureLogin()) return
    if (!session.isLoveUser) return void Taro.redirectTo({ url: ROUTES.loveSignUp })
    getLoveCentre()
      .then((loaded) => {
        setCentre(loaded)
        // This visit shows what is new; the next one (and the home's dot) starts from here.
        if (loaded.newViewedMeCount + loaded.newFavedMeCount > 0) return markNoticesSeen()
      })
      .catch(() => undefined)
  })

  const user = session.userInfo
  const reviews = useMyReviews(Boolean(user))
  // "谁收藏我" opens the favourites page on its second tab: the list for a VIP, an upsell otherwise.
  const counts: [string, number, string, number][] = centre
    ? [
        ['谁看过我', centre.viewedMeCount, `${ROUTES.loveLook}?tab=viewers`, centre.newViewedMeCount],
        ['我看过谁', centre.iViewedCount, ROUTES.loveLook, 0],
        ['我的收藏', centre.favCount, ROUTES.loveFav, 0],
        ['谁收藏我', centre.favedMeCount, `${ROUTES.loveFav}?tab=favedMe`, centre.newFavedMeCount]
      ]
    : []
  const open = (url: string) => void Taro.navigateTo({ url })
  const more = [
    ...(tenant.plugins.theme ? [tile(11, '会员专区', ROUTES.loveTheme, 'people')] : []),
    ...(tenant.plugins.lovegift ? [tile(15, '我收到的礼物', ROUTES.loveMyGift, 'gift')] : []),
    tile(12, '红娘牵线', ROUTES.loveHongniang, 'heart'),
    tile(13, '防骗提醒', ROUTES.lovePreCheat, 'info'),
    tile(14, '个人中心', ROUTES.memberIndex, 'home')
  ]
  return (
    <PageShell title='我的交友'>
      <View className='love-centre'>
        <View className='love-centre__card'>
          <MemberAvatar src={user?.headPic ?? ''} name={user?.nickname ?? ''} size='large' />
          <View className='love-centre__who'>
            <Text className='love-centre__name'>{user?.nickname || user?.username}</Text>
            <Text className='love-centre__vip'>{centre?.isVip ? 'VIP会员' : '普通会员'}</Text>
            <ReviewTag review={reviews?.avatar} label='头像' />
            <View className='love-centre__badges'>
              {centre?.badges.map((b) => (
                <Text key={b} className='love-centre__badge'>
                  {b}
                </Text>
              ))}
            </View>
          </View>
        </View>
        {centre && (
          <View className='love-centre__progress'>
            <Text>资料完整度 {centre.completeness}%</Text>
            <View className='love-centre__bar'>
              <View className='love-centre__bar-fill' style={{ width: `${centre.completeness}%` }} />
            </View>
          </View>
        )}
        <View className='love-centre__counts'>
          {counts.map(([label, n, url, fresh]) => (
            <View key={label} className='love-centre__count' onClick={url ? () => open(url) : undefined}>
              <Badge count={fresh}>
                <Text className='love-centre__count-n'>{n}</Text>
              </Badge>
              <Text className='love-centre__count-label'>{label}</Text>
            </View>
          ))}
        </View>
        <View className='love-centre__section'>
          <Text className='love-centre__section-title'>交友服务</Text>
          <View className='love-centre__grid'>
            {SERVICES.map((e) => (
              <IconEntry key={e.id} entry={e} onOpen={open} />
            ))}
          </View>
        </View>
        <View className='love-centre__section'>
          <Text className='love-centre__section-title'>增值服务</Text>
          <View className='love-centre__grid'>
            {PAID_SERVICES.map((e) => (
              <IconEntry key={e.id} entry={e} onOpen={open} />
            ))}
          </View>
        </View>
        <View className='love-centre__section'>
          <Text className='love-centre__section-title'>更多</Text>
          <View className='love-centre__grid'>
            {more.map((e) => (
              <IconEntry key={e.id} entry={e} onOpen={open} />
            ))}
          </View>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(LoveCentrePage)
