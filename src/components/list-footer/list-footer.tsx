import { View } from '@tarojs/components'
import './list-footer.scss'

export interface Props {
  loading: boolean
  hasMore: boolean
  failed: boolean
}

/** The line under a paged list: whether more is coming, and how to get it. */
export function ListFooter({ loading, hasMore, failed }: Props) {
  const label = loading ? '加载中...' : failed ? '加载失败，上拉重试' : hasMore ? '上拉加载更多' : '没有更多了'
  return <View className='list-footer'>{label}</View>
}
