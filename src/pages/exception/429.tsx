import { Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { decodeQuery } from '@/utils/query'
import './429.scss'

/** The page to retry: the `url` the request layer passed (an app path), else home. */
function retryTarget(url: string): string {
  return url.startsWith('/') ? url : ROUTES.home
}

/** SPEC §8: too many visits; the visitor retries the page they came from. */
export default function TooManyVisitsPage() {
  const { params } = useRouter()
  const retry = () => {
    const url = retryTarget(decodeQuery(params.url))
    // redirectTo keeps the history tidy; a page it cannot open (e.g. a tab page) needs reLaunch.
    void Taro.redirectTo({ url }).catch(() => Taro.reLaunch({ url }))
  }
  return (
    <PageShell title='访问过于频繁' showBack={false}>
      <StatusView
        icon={<LineIcon name='clock' />}
        title='访问太频繁'
        description='您的操作有点快，系统需要歇一歇。请稍等片刻再重新加载。'
        action='重新加载'
        onAction={retry}
      >
        <Text className='too-many__tip'>为保护会员信息安全，短时间内的大量访问会被暂时限制</Text>
      </StatusView>
    </PageShell>
  )
}
