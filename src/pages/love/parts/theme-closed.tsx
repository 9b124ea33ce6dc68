import Taro from '@tarojs/taro'
import { LineIcon } from '@/components/line-icon'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'

/** Shown instead of the zones when the tenant was not granted the theme plugin (SPEC §3, id 3). */
export function ThemeClosed() {
  return (
    <StatusView
      icon={<LineIcon name='lock' />}
      title='该功能暂未开放'
      description='本站暂未开通会员专区，先去首页看看为你推荐的会员吧'
      action='返回首页'
      onAction={() => void Taro.reLaunch({ url: ROUTES.home })}
    />
  )
}
