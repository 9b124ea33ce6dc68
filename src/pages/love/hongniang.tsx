import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { LineIcon } from '@/components/line-icon'
import { MemberAvatar } from '@/components/member-avatar'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { useMatchmakers } from './models/useMatchmakers'
import { useMyMatchmaker } from './models/useMyMatchmaker'
import { MatchmakerCard } from './parts/matchmaker-card'
import './hongniang.scss'

/**
 * The tenant's matchmakers and how to reach them: call, copy the number, or scan their QR code. A
 * member whom one of them serves finds her on top, to chat with in the app.
 */
function HongniangPage() {
  const { session, tenant } = useStores()
  const { list, failed, reload } = useMatchmakers()
  const mine = useMyMatchmaker(session.isLoggedIn)
  const anyQr = list?.some((m) => m.wechatQr) ?? false
  const chat = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${userId}` })
  return (
    <PageShell title='红娘'>
      <View className='hongniang'>
        <View className='hongniang__banner'>
          <Text className='hongniang__slogan'>专业红娘 · 一对一牵线</Text>
          <Text className='hongniang__sub'>了解你的期待，用心为你甄选合适的TA</Text>
        </View>
        {mine && (
          <View className='hongniang__mine'>
            <MemberAvatar src={mine.avatar} name={mine.name} size='large' />
            <View className='hongniang__mine-who'>
              <Text className='hongniang__mine-label'>我的专属红娘</Text>
              <Text className='hongniang__mine-name'>{mine.name}</Text>
              {mine.storeName && <Text className='hongniang__mine-store'>{mine.storeName}</Text>}
            </View>
            {tenant.plugins.message ? (
              <Button type='primary' size='small' onClick={() => chat(mine.userId)}>
                和红娘聊天
              </Button>
            ) : (
              <Button type='primary' size='small' onClick={() => void Taro.navigateTo({ url: ROUTES.myMatchmaker })}>
                联系红娘
              </Button>
            )}
          </View>
        )}
        {failed && <StatusView icon='!' title='加载失败，点击重试' onAction={reload} />}
        {list?.length === 0 && (
          <StatusView icon={<LineIcon name='people' />} title='暂无红娘' description='本站红娘正在入驻中，敬请期待' />
        )}
        {list && list.length > 0 && (
          <View>
            <Text className='hongniang__tip'>
              {anyQr ? '点击「加微信」查看二维码，长按识别即可添加红娘' : '拨打电话或复制号码，联系红娘为你牵线'}
            </Text>
            {list.map((m) => (
              <MatchmakerCard key={m.id} matchmaker={m} />
            ))}
            <View className='hongniang__safe' onClick={() => void Taro.navigateTo({ url: ROUTES.lovePreCheat })}>
              <LineIcon name='shield' className='hongniang__safe-icon' />
              <Text className='hongniang__safe-text'>红娘联系方式以本页为准，官方红娘不会要求转账</Text>
              <Text className='hongniang__safe-link'>防骗提醒 ›</Text>
            </View>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(HongniangPage)
