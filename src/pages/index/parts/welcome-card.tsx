import { Text, View } from '@tarojs/components'

export interface Props {
  loggedIn: boolean
  onAction: () => void
}

/** What to do next for someone without a dating profile: log in, then complete the profile. */
export function WelcomeCard({ loggedIn, onAction }: Props) {
  const [title, text, action] = loggedIn
    ? ['完善资料，开启缘分', '填写交友资料后即可出现在推荐中，让心仪的TA看到你。', '完善交友资料']
    : ['遇见对的人', '登录后查看同城优质单身会员，实名认证，真诚交友。', '立即登录']
  return (
    <View className='welcome-card'>
      <Text className='welcome-card__title'>{title}</Text>
      <Text className='welcome-card__text'>{text}</Text>
      <View className='welcome-card__action' onClick={onAction}>
        {action}
      </View>
    </View>
  )
}
