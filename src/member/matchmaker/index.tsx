import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { ServiceActivityKind } from '@contract/matchmaker'
import { getMyMatchmaker } from '@/api/matchmaker'
import { LineIcon } from '@/components/line-icon'
import { MemberAvatar } from '@/components/member-avatar'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useShownData } from '@/hooks/useShownData'
import { useStores } from '@/stores'
import { formatDate } from '@/utils/time'
import './index.scss'

const KIND_NAMES: Record<ServiceActivityKind, string> = { followUp: '跟进', date: '约会', contract: '合同' }

// Cancelling the system's call sheet rejects; that is the member's choice, not an error.
const call = (phone: string) => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
const showQr = (url: string) => void Taro.previewImage({ urls: [url], current: url })

/** 我的专属红娘: who serves me, how to reach them, and what they have done for me so far. */
function MyMatchmakerPage() {
  const { authFlow, tenant } = useStores()
  const [allowed, setAllowed] = useState(false)
  const { data, failed, reload } = useShownData(getMyMatchmaker, allowed)
  useDidShow(() => setAllowed(authFlow.ensureLogin()))

  const m = data?.matchmaker
  return (
    <PageShell title='我的专属红娘'>
      <View className='my-matchmaker'>
        {failed && !data && <StatusView icon='!' title='加载失败' action='重试' onAction={() => void reload()} />}
        {data && !m && (
          <StatusView
            icon={<LineIcon name='people' />}
            title='暂无专属红娘'
            description='还没有红娘为你提供一对一服务，看看本站的红娘，联系一位为你牵线吧'
            action='查看红娘'
            onAction={() => void Taro.navigateTo({ url: ROUTES.loveHongniang })}
          />
        )}
        {m && data && (
          <View>
            <View className='my-matchmaker__card'>
              <View className='my-matchmaker__head'>
                <MemberAvatar src={m.avatar} name={m.name} size='large' />
                <View className='my-matchmaker__who'>
                  <Text className='my-matchmaker__name'>{m.name}</Text>
                  <Text className='my-matchmaker__store'>{m.storeName || '专属红娘'}</Text>
                </View>
              </View>
              <View className='my-matchmaker__record'>
                <Text>从业 {m.years} 年</Text>
                <Text>成功牵线 {m.successCount} 对</Text>
              </View>
              {m.intro && <Text className='my-matchmaker__intro'>{m.intro}</Text>}
              <View className='my-matchmaker__actions'>
                {tenant.plugins.message && (
                  <Button
                    type='primary'
                    block
                    onClick={() => void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${m.userId}` })}
                  >
                    和红娘聊天
                  </Button>
                )}
                {m.phone ? (
                  <Button
                    className='my-matchmaker__call'
                    type='primary'
                    fill={tenant.plugins.message ? 'outline' : undefined}
                    block
                    onClick={() => call(m.phone)}
                  >
                    拨打电话 {m.phone}
                  </Button>
                ) : (
                  !tenant.plugins.message && <Text className='my-matchmaker__hint'>红娘暂未留下电话，请到门店咨询</Text>
                )}
              </View>
              {m.wechatQr && (
                <View className='my-matchmaker__qr'>
                  <View className='my-matchmaker__qr-frame' onClick={() => showQr(m.wechatQr)}>
                    <Image className='my-matchmaker__qr-image' src={m.wechatQr} mode='aspectFit' showMenuByLongpress />
                  </View>
                  <Text className='my-matchmaker__qr-text'>红娘的微信二维码：扫码或长按识别添加，点击可放大</Text>
                </View>
              )}
            </View>

            <View className='my-matchmaker__card'>
              <Text className='my-matchmaker__title'>红娘为我做了什么</Text>
              <View className='my-matchmaker__counts'>
                <View className='my-matchmaker__count'>
                  <Text className='my-matchmaker__count-n'>{data.counts.followUps}</Text>
                  <Text className='my-matchmaker__count-label'>次跟进</Text>
                </View>
                <View className='my-matchmaker__count'>
                  <Text className='my-matchmaker__count-n'>{data.counts.dates}</Text>
                  <Text className='my-matchmaker__count-label'>次约会安排</Text>
                </View>
                <View className='my-matchmaker__count'>
                  <Text className='my-matchmaker__count-n'>{data.counts.contracts}</Text>
                  <Text className='my-matchmaker__count-label'>份服务合同</Text>
                </View>
              </View>
              {data.activity.length === 0 && (
                <Text className='my-matchmaker__hint'>红娘很快会联系你，了解你的期待</Text>
              )}
              {data.activity.map((a, i) => (
                <View key={`${a.kind}-${a.at}-${i}`} className='my-matchmaker__item'>
                  <Text className={`my-matchmaker__kind my-matchmaker__kind--${a.kind}`}>{KIND_NAMES[a.kind]}</Text>
                  <Text className='my-matchmaker__item-title'>{a.title}</Text>
                  <Text className='my-matchmaker__item-date'>{formatDate(a.at)}</Text>
                </View>
              ))}
              <View className='my-matchmaker__links'>
                {data.counts.dates > 0 && (
                  <Text className='my-matchmaker__link' onClick={() => void Taro.navigateTo({ url: ROUTES.myDates })}>
                    我的约会 ›
                  </Text>
                )}
                {data.counts.contracts > 0 && (
                  <Text
                    className='my-matchmaker__link'
                    onClick={() => void Taro.navigateTo({ url: ROUTES.myContracts })}
                  >
                    我的合同 ›
                  </Text>
                )}
              </View>
            </View>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(MyMatchmakerPage)
