import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'

export interface LinkItem {
  text: string
  url: string
}

export interface Props {
  links: LinkItem[]
}

/**
 * Switches between the login pages. redirectTo, so the page behind the login pages stays the one
 * to return to after logging in.
 */
export function LoginLinks({ links }: Props) {
  return (
    <View className={`login-links ${links.length === 1 ? 'login-links--single' : ''}`}>
      {links.map((link) => (
        <Text key={link.url} className='login-links__item' onClick={() => void Taro.redirectTo({ url: link.url })}>
          {link.text}
        </Text>
      ))}
    </View>
  )
}
