import { NavBar } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ReactNode } from 'react'
import { goBack } from '@/utils/navigation'
import { isWeapp } from '@/utils/platform'
import './page-shell.scss'

export interface Props {
  /** Shown in the navigation bar. */
  title: string
  /** Show the back button (default true); the home page turns it off. */
  showBack?: boolean
  /** Replaces the plain back step, e.g. to confirm leaving unsaved changes. */
  onBack?: () => void
  children?: ReactNode
}

/** The mini-program draws no bar of its own (navigationStyle custom); leave room for its status bar. */
function statusBarHeight(): number {
  return isWeapp() ? (Taro.getWindowInfo().statusBarHeight ?? 0) : 0
}

/** A page with our custom navigation bar: back button (SPEC §4 goBack) and title. */
export function PageShell({ title, showBack = true, onBack = goBack, children }: Props) {
  return (
    <View className='page-shell'>
      <View className='page-shell__header' style={{ paddingTop: `${statusBarHeight()}px` }}>
        <NavBar
          className='page-shell__bar'
          title={<View className='page-shell__title'>{title}</View>}
          back={showBack ? <View className='page-shell__back' aria-label='返回' /> : ''}
          onBackClick={() => onBack()}
        />
      </View>
      <View className='page-shell__body'>{children}</View>
    </View>
  )
}
