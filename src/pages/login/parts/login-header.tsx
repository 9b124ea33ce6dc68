import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '../../../stores'

export interface Props {
  subtitle: string
}

/** The tenant's logo and name above every login form. */
export const LoginHeader = observer(function LoginHeader({ subtitle }: Props) {
  const { tenant } = useStores()
  const site = tenant.site
  return (
    <View className='login-header'>
      {site?.logo ? <Image className='login-header__logo' src={site.logo} mode='aspectFit' /> : <View className='login-header__logo login-header__logo--placeholder'>缘</View>}
      <Text className='login-header__name'>{site?.platformName ?? '婚恋交友'}</Text>
      <Text className='login-header__sub'>{subtitle}</Text>
    </View>
  )
})
