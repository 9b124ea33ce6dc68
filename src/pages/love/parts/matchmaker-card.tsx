import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Matchmaker } from '@contract/content'
import { MemberAvatar } from '@/components/member-avatar'
import { ROUTES } from '@/constants/routes'
import { copyText } from '@/pages/love/models/clipboard'
import './matchmaker-card.scss'

export interface Props {
  matchmaker: Matchmaker
}

// Cancelling the system's call sheet rejects; that is the member's choice, not an error.
const call = (phone: string) => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
const showQr = (url: string) => void Taro.previewImage({ urls: [url], current: url })

/** A matchmaker's card: who they are, their record, the three ways to reach them, and a pennant of thanks. */
export function MatchmakerCard({ matchmaker: m }: Props) {
  return (
    <View className='matchmaker-card'>
      <View className='matchmaker-card__head'>
        <MemberAvatar src={m.avatar} name={m.name} size='large' />
        <View className='matchmaker-card__who'>
          <View className='matchmaker-card__name-row'>
            <Text className='matchmaker-card__name'>{m.name}</Text>
            <Text className='matchmaker-card__tag'>官方红娘</Text>
          </View>
          {m.phone && <Text className='matchmaker-card__phone'>电话 {m.phone}</Text>}
        </View>
        <View
          className='matchmaker-card__flag'
          onClick={() => void Taro.navigateTo({ url: `${ROUTES.xixunSendFlag}?matchmakerId=${m.id}` })}
        >
          送锦旗
        </View>
      </View>
      <View className='matchmaker-card__stats'>
        <View className='matchmaker-card__stat'>
          <Text className='matchmaker-card__stat-n'>{m.years}</Text>
          <Text className='matchmaker-card__stat-label'>从业年限(年)</Text>
        </View>
        <View className='matchmaker-card__stat'>
          <Text className='matchmaker-card__stat-n'>{m.successCount}</Text>
          <Text className='matchmaker-card__stat-label'>成功牵线(对)</Text>
        </View>
      </View>
      {m.intro && <Text className='matchmaker-card__intro'>{m.intro}</Text>}
      <View className='matchmaker-card__actions'>
        {m.phone && (
          <View className='matchmaker-card__action matchmaker-card__action--main' onClick={() => call(m.phone)}>
            拨打电话
          </View>
        )}
        {m.phone && (
          <View className='matchmaker-card__action' onClick={() => void copyText(m.phone)}>
            复制号码
          </View>
        )}
        {m.wechatQr && (
          <View className='matchmaker-card__action' onClick={() => showQr(m.wechatQr)}>
            加微信
          </View>
        )}
      </View>
    </View>
  )
}
