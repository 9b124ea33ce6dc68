import { Button, Tag } from '@nutui/nutui-react-taro'
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
            <Tag className='matchmaker-card__tag' type='primary' plain>
              官方红娘
            </Tag>
          </View>
          {m.phone && <Text className='matchmaker-card__phone'>电话 {m.phone}</Text>}
        </View>
        <Button
          className='matchmaker-card__flag'
          size='small'
          onClick={() => void Taro.navigateTo({ url: `${ROUTES.xixunSendFlag}?matchmakerId=${m.id}` })}
        >
          送锦旗
        </Button>
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
          <Button className='matchmaker-card__action' type='primary' onClick={() => call(m.phone)}>
            拨打电话
          </Button>
        )}
        {m.phone && (
          <Button
            className='matchmaker-card__action'
            type='primary'
            fill='outline'
            onClick={() => void copyText(m.phone)}
          >
            复制号码
          </Button>
        )}
        {m.wechatQr && (
          <Button className='matchmaker-card__action' type='primary' fill='outline' onClick={() => showQr(m.wechatQr)}>
            加微信
          </Button>
        )}
      </View>
    </View>
  )
}
