import Taro from '@tarojs/taro'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'

/** Where an unknown address lands (an old link, a mistyped URL, a menu entry staff mistyped). */
export default function NotFoundPage() {
  return (
    <PageShell title='页面不存在'>
      <StatusView
        icon={<LineIcon name='search' />}
        title='页面不存在'
        description='你要找的页面不存在或已下线，去首页看看推荐的会员吧。'
        action='返回首页'
        onAction={() => void Taro.reLaunch({ url: ROUTES.home })}
      />
    </PageShell>
  )
}
