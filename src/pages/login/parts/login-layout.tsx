import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { PageShell } from '@/components/page-shell'
import { SiteFooter } from '@/components/site-footer'
import { useStores } from '@/stores'
import { isWeapp } from '@/utils/platform'
import './login-parts.scss'

export interface Props {
  /** The navigation bar title. */
  title: string
  /** One line under the platform name saying what this page is for. */
  subtitle: string
  children?: ReactNode
}

/** In the mini-program the bar also holds the status bar (see PageShell); rpx is its own unit. */
function fillScreen() {
  if (!isWeapp()) return undefined
  return { minHeight: `calc(100vh - 88rpx - ${Taro.getWindowInfo().statusBarHeight ?? 0}px)` }
}

/**
 * Every login page: the custom bar, then the tenant's logo and name above the form, and who runs
 * the site at the foot (a member about to hand over a phone number sees whom to). It also loads
 * the styles of the other parts (login-parts.scss), which are only used inside it.
 */
export const LoginLayout = observer(function LoginLayout({ title, subtitle, children }: Props) {
  const { tenant } = useStores()
  const site = tenant.site
  const name = site?.platformName ?? ''
  return (
    <PageShell title={title}>
      <View className='login-layout' style={fillScreen()}>
        <View className='login-layout__header'>
          {site?.logo ? (
            <Image className='login-layout__logo' src={site.logo} mode='aspectFit' />
          ) : (
            <View className='login-layout__logo login-layout__logo--initial'>{name.charAt(0) || '♡'}</View>
          )}
          <Text className='login-layout__name'>{name}</Text>
          <Text className='login-layout__sub'>{subtitle}</Text>
        </View>
        {children}
        <SiteFooter />
      </View>
    </PageShell>
  )
})
