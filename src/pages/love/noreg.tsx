import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import './noreg.scss'

const BENEFITS = ['查看会员的相册与详细资料', '被推荐给条件相符的TA', '收藏心仪会员，知道谁看过你']

/**
 * Where members without a dating profile land when they reach for a member's details, which the
 * server keeps for members with one; it says what completing a profile opens, visits included.
 * A member who has one (back from history, or an old link) is not told she lacks it.
 */
function NoRegPage() {
  const { session, authFlow } = useStores()
  if (session.isLoveUser) return <ProfileDone />

  // The notice has done its job once they go to fill the profile, so it leaves the history.
  const completeProfile = () => {
    if (!session.isLoggedIn) return authFlow.redirectToLogin()
    void Taro.redirectTo({ url: ROUTES.loveSignUp })
  }

  return (
    <PageShell title='温馨提示'>
      <View className='noreg'>
        <View className='noreg__card'>
          <View className='noreg__icon'>
            <LineIcon name='heart' />
          </View>
          <Text className='noreg__title'>你还没有完善交友资料</Text>
          <Text className='noreg__text'>
            为保护每位会员的隐私，只有完善交友资料的会员才能查看他人的详细资料，也才会被推荐给合适的TA。
          </Text>
          <View className='noreg__benefits'>
            {BENEFITS.map((b) => (
              <View key={b} className='noreg__benefit'>
                <Text className='noreg__check'>✓</Text>
                <Text>{b}</Text>
              </View>
            ))}
          </View>
          <Text className='noreg__visits'>
            在此之前你看不到会员详情，也不会留下访客记录；完善资料后，你查看过的会员能在“谁看过我”里看到你。
          </Text>
          <Text className='noreg__hint'>只需几分钟，资料仅用于为你匹配合适的会员</Text>
        </View>
        <Button className='noreg__primary' type='primary' size='large' block onClick={completeProfile}>
          去完善资料
        </Button>
        <Button
          className='noreg__secondary'
          fill='none'
          size='large'
          block
          onClick={() => void Taro.reLaunch({ url: ROUTES.home })}
        >
          返回首页
        </Button>
      </View>
    </PageShell>
  )
}

function ProfileDone() {
  return (
    <PageShell title='温馨提示'>
      <View className='noreg'>
        <View className='noreg__card'>
          <View className='noreg__icon'>
            <LineIcon name='heart' />
          </View>
          <Text className='noreg__title'>你的交友资料已完善</Text>
          <Text className='noreg__text'>现在可以查看会员的详细资料，也会被推荐给条件相符的TA。</Text>
        </View>
        <Button
          className='noreg__primary'
          type='primary'
          size='large'
          block
          onClick={() => void Taro.reLaunch({ url: ROUTES.home })}
        >
          去看看推荐
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(NoRegPage)
