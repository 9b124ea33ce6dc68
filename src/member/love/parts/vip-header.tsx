import { Text, View } from '@tarojs/components'
import { MemberAvatar } from '@/components/member-avatar'
import { formatDate } from '@/utils/time'
import './vip-header.scss'

/** The level a VIP product grants (Product.vipType). */
const VIP_LEVEL_LABELS: Record<number, string> = { 1: 'VIP', 2: '钻石VIP' }

export interface Props {
  nickname: string
  avatar: string
  isVip: boolean
  vipType: number
  /** ISO end of the VIP; '' when not VIP. */
  expiresAt: string
}

/** Who I am and where I stand: my VIP level, or why to become one. */
export function VipHeader({ nickname, avatar, isVip, vipType, expiresAt }: Props) {
  return (
    <View className='vip-header'>
      <MemberAvatar src={avatar} name={nickname} size='large' />
      <View className='vip-header__who'>
        <View className='vip-header__name-line'>
          <Text className='vip-header__name'>{nickname || '亲爱的会员'}</Text>
          {isVip && <Text className='vip-header__level'>{VIP_LEVEL_LABELS[vipType] ?? 'VIP'}</Text>}
        </View>
        <Text className='vip-header__state'>
          {isVip ? `有效期至 ${formatDate(expiresAt)}，续费时长自动顺延` : '开通VIP，脱单快人一步'}
        </Text>
      </View>
    </View>
  )
}
