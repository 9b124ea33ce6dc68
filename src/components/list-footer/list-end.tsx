import { LineIcon } from '@/components/line-icon'
import { StatusView } from '@/components/status-view'
import { ListFooter } from './list-footer'

export interface Props {
  /** How many rows are on screen. */
  count: number
  loaded: boolean
  loading: boolean
  hasMore: boolean
  failed: boolean
  onRetry: () => void
  emptyTitle: string
  emptyDescription?: string
}

/**
 * What follows a list's rows: nothing yet, a retry when the first page failed, what will appear
 * once there is something, or the paging line under the rows.
 */
export function ListEnd({ count, loaded, loading, hasMore, failed, onRetry, emptyTitle, emptyDescription }: Props) {
  if (count > 0) return <ListFooter loading={loading} hasMore={hasMore} failed={failed} />
  if (!loaded) return null
  if (failed) return <StatusView icon='!' title='加载失败，点击重试' onAction={onRetry} />
  return <StatusView icon={<LineIcon name='flag' />} title={emptyTitle} description={emptyDescription} />
}
