import { Image, Text, View } from '@tarojs/components'
import './member-avatar.scss'

export interface Props {
  src: string
  /** First character shown when there is no picture. */
  name: string
  size?: 'small' | 'large'
}

/** A round avatar; members without a picture get their initial on the brand gradient. */
export function MemberAvatar({ src, name, size = 'small' }: Props) {
  const cls = `member-avatar member-avatar--${size}`
  if (src) return <Image className={cls} src={src} mode='aspectFill' />
  return (
    <View className={`${cls} member-avatar--empty`}>
      <Text>{name ? name.slice(0, 1) : '缘'}</Text>
    </View>
  )
}
