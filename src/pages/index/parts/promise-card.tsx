import { Text, View } from '@tarojs/components'
import { LineIcon } from '@/components/line-icon'

const PROMISES = [
  { icon: 'shield', title: '实名认证', text: '人工审核每份资料' },
  { icon: 'service', title: '红娘服务', text: '一对一用心牵线' },
  { icon: 'lock', title: '隐私保护', text: '联系方式不公开' }
]

/** Why this platform can be trusted, for visitors deciding whether to join. */
export function PromiseCard() {
  return (
    <View className='promise-card'>
      <Text className='promise-card__title'>平台保障</Text>
      <View className='promise-card__row'>
        {PROMISES.map((p) => (
          <View key={p.title} className='promise-card__item'>
            <View className='promise-card__icon'>
              <LineIcon name={p.icon} />
            </View>
            <Text className='promise-card__name'>{p.title}</Text>
            <Text className='promise-card__text'>{p.text}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
