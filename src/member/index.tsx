import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getUser } from '../api/member'
import { MemberAvatar } from '../components/member-avatar'
import { PageShell } from '../components/page-shell'
import { ROUTES } from '../constants/routes'
import { useStores } from '../stores'
import { EntryList, type Entry } from './parts/entry-list'
import './index.scss'

/** Personal centre: who I am, my entries, logout (SPEC §2 Account, §4 Logout). */
function MemberIndexPage() {
  const { session, authFlow } = useStores()
  const user = session.userInfo

  useDidShow(() => {
    if (!authFlow.ensureLogin()) return
    getUser({ hideMsg: true })
      .then((u) => session.setUser(u))
      .catch(() => undefined)
  })

  const entries: Entry[] = [
    { title: '我的交友', hint: session.isLoveUser ? '交友中心' : '完善交友资料', url: session.isLoveUser ? ROUTES.loveIndex : ROUTES.loveSignUp },
    { title: '财务记录', hint: '收支明细', url: ROUTES.memberFinance },
    ...(user && !user.phone ? [{ title: '绑定手机', hint: '未绑定', url: ROUTES.loginByBindPhone }] : []),
    { title: '绑定微信', hint: user?.wxBound ? '已绑定' : '未绑定', url: ROUTES.loginByBindWx },
    { title: '关于我们', hint: '', url: ROUTES.about }
  ]

  return (
    <PageShell title='个人中心'>
      <View className='member-home'>
        <View className='member-home__card'>
          <MemberAvatar src={user?.headPic ?? ''} name={user?.nickname || user?.username || ''} size='large' />
          <View className='member-home__who'>
            <Text className='member-home__name'>{user?.nickname || user?.username || '新会员'}</Text>
            <Text className='member-home__phone'>{user?.phone || '未绑定手机号'}</Text>
            <View className='member-home__badges'>
              <Text className={`member-home__badge ${session.isVip ? 'member-home__badge--vip' : ''}`}>
                {session.isVip ? 'VIP会员' : '普通会员'}
              </Text>
              {session.isLoveUser && <Text className='member-home__badge'>交友会员</Text>}
            </View>
          </View>
        </View>
        <EntryList entries={entries} onOpen={(url) => void Taro.navigateTo({ url })} />
        <View className='member-home__logout' onClick={() => void authFlow.logout()}>
          退出登录
        </View>
      </View>
    </PageShell>
  )
}

export default observer(MemberIndexPage)
