import { View } from '@tarojs/components'
import { Fragment, type ReactNode } from 'react'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { StatusView } from '@/components/status-view'
import type { PageReq } from '@contract/api'
import type { Paged } from '@contract/models'
import { usePagedList } from '@/hooks/usePagedList'
import './record-list.scss'

export interface Props<T> {
  fetchPage: (req: PageReq) => Promise<Paged<T>>
  enabled: boolean
  keyOf: (record: T) => string | number
  renderRow: (record: T) => ReactNode
  /** Says what will appear here once there is something. */
  emptyText: string
}

/** A card of paged records with the empty and "more" states every money list shares. */
export function RecordList<T>({ fetchPage, enabled, keyOf, renderRow, emptyText }: Props<T>) {
  const { list, loaded, loading, failed, hasMore } = usePagedList(fetchPage, [fetchPage], { enabled, keyOf })
  if (loaded && list.length === 0) {
    return <StatusView icon={<LineIcon name='wallet' />} title='暂无记录' description={emptyText} />
  }
  if (list.length === 0) return null
  return (
    <>
      <View className='record-list'>
        {list.map((r) => (
          <Fragment key={keyOf(r)}>{renderRow(r)}</Fragment>
        ))}
      </View>
      <ListFooter loading={loading} hasMore={hasMore} failed={failed} />
    </>
  )
}
