import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { LoveCentre } from '../../../types/love'
import { getLoveCentre } from '../../api/loveUser'
import { MemberAvatar } from '../../components/member-avatar'
import { PageShell } from '../../components/page-shell'
import { ROUTES } from '../../constants/routes'
import { useStores } from '../../stores'
import './index.scss'

/** The love centre: how complete my profile is, my standing, and who noticed me. */
function LoveCentrePage() {
  const { session, authFlow } = useStores()
  const [centre, setCentre] = useState<LoveCentre | null>(null)

  useDidShow(() => {
    if (!authFlow.ensureLogin()) return
    if (!session.isLoveUser) return void Taro.redirectTo({ url: ROUTES.loveSignUp })
    getLoveCentre().then(setCentre).catch(() => undefined)
  })

  const user = session.userInfo
  const counts: [string, number][] = centre
    ? [
        ['谁看过我', centre.viewedMeCount],
        ['我看过谁', centre.iViewedCount],
        ['我的收藏', centre.favCount],
        ['谁收藏我', centre.favedMeCount]
      ]
    : []
  return (
    <PageShell title='我的交友'>
      <View className='love-centre'>
        <View className='love-centre__card'>
          <MemberAvatar src={user?.headPic ?? ''} name={user?.nickname ?? ''} size='large' />
          <View className='love-centre__who'>
            <Text className='love-centre__name'>{user?.nickname || user?.username}</Text>
            <Text className='love-centre__vip'>{centre?.isVip ? 'VIP会员' : '普通会员'}</Text>
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
          {counts.map(([label, n]) => (
            <View key={label} className='love-centre__count'>
              <Text className='love-centre__count-n'>{n}</Text>
              <Text className='love-centre__count-label'>{label}</Text>
            </View>
          ))}
        </View>
        <View className='love-centre__entry' onClick={() => void Taro.navigateTo({ url: ROUTES.loveEditInfo })}>
          <Text>资料管理</Text>
          <Text className='love-centre__arrow'>›</Text>
        </View>
        <View className='love-centre__entry' onClick={() => void Taro.navigateTo({ url: ROUTES.lovePermission })}>
          <Text>隐私设置</Text>
          <Text className='love-centre__arrow'>›</Text>
        </View>
        <View className='love-centre__entry' onClick={() => void Taro.navigateTo({ url: ROUTES.memberIndex })}>
          <Text>个人中心</Text>
          <Text className='love-centre__arrow'>›</Text>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(LoveCentrePage)
