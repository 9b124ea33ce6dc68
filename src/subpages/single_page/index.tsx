import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { RichContent } from '@/components/rich-content'
import { StatusView } from '@/components/status-view'
import { useSinglePage } from '@/hooks/useSinglePage'
import { formatDate } from '@/utils/time'
import './index.scss'

/** A content page by id: agreements, notices, about us. */
export default function SinglePagePage() {
  const { params } = useRouter()
  const { page, failed, reload } = useSinglePage(Number(params.id) || 0)

  // The H5 document title (and the mini-program's) follows the page, not the route's default.
  useEffect(() => {
    if (page) void Taro.setNavigationBarTitle({ title: page.title })
  }, [page])

  return (
    <PageShell title={page?.title ?? '内容详情'}>
      {failed ? (
        <StatusView
          icon={<LineIcon name='refresh' />}
          title='加载失败，点击重试'
          description='网络不太稳定，轻触此处重新加载'
          onAction={reload}
        />
      ) : (
        page && (
          <View className='single-page'>
            <Text className='single-page__title'>{page.title}</Text>
            <Text className='single-page__date'>更新于 {formatDate(page.updatedAt)}</Text>
            <RichContent html={page.content} />
          </View>
        )
      )}
    </PageShell>
  )
}
