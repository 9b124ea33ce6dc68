import { Text, View } from '@tarojs/components'

export interface Props {
  text: string
}

/** A rose ring turning above a short line, while a login or binding is on its way. */
export function LoginSpinner({ text }: Props) {
  return (
    <View className='login-spinner' role='status'>
      <View className='login-spinner__ring' />
      <Text className='login-spinner__text'>{text}</Text>
    </View>
  )
}
