import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { SinglePage } from '../../../types/models'
import { getSinglePage } from '../../api/singlePage'
import { PageShell } from '../../components/page-shell'
import { RichContent } from '../../components/rich-content'
import { StatusView } from '../../components/status-view'
import { formatDate } from '../../utils/time'
import './index.scss'

/** A content page by id: agreements, notices, about us. */
export default function SinglePagePage() {
  const { params } = useRouter()
  const [page, setPage] = useState<SinglePage | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    setFailed(false)
    getSinglePage({ id: Number(params.id) || 0 }, { hideMsg: true })
      .then((p) => {
        setPage(p)
        void Taro.setNavigationBarTitle({ title: p.title })
      })
      .catch(() => setFailed(true))
  }, [params.id])

  useEffect(load, [load])

  return (
    <PageShell title={page?.title ?? '内容详情'}>
      {failed ? (
        <StatusView icon='!' title='加载失败，点击重试' onAction={load} />
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
