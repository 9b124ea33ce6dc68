import { LineIcon } from '@/components/line-icon'
import { StatusView } from '@/components/status-view'

/** What a mall page shows on a site without the gift plugin, instead of calls the server refuses. */
export function MallClosed() {
  return <StatusView icon={<LineIcon name='gift' />} title='本站未开通积分商城' />
}
