import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useMatchmakers } from './models/useMatchmakers'
import { MatchmakerCard } from './parts/matchmaker-card'
import './hongniang.scss'

/** The tenant's matchmakers and how to reach them: call, copy the number, or scan their QR code. */
export default function HongniangPage() {
  const { list, failed, reload } = useMatchmakers()
  return (
    <PageShell title='红娘'>
      <View className='hongniang'>
        <View className='hongniang__banner'>
          <Text className='hongniang__slogan'>专业红娘 · 一对一牵线</Text>
          <Text className='hongniang__sub'>了解你的期待，用心为你甄选合适的TA</Text>
        </View>
        {failed && <StatusView icon='!' title='加载失败，点击重试' onAction={reload} />}
        {list?.length === 0 && (
          <StatusView icon={<LineIcon name='people' />} title='暂无红娘' description='本站红娘正在入驻中，敬请期待' />
        )}
        {list && list.length > 0 && (
          <View>
            <Text className='hongniang__tip'>点击「加微信」查看二维码，长按识别即可添加红娘</Text>
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
