import Taro, { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { StatusView } from '../../components/status-view'
import { ROUTES } from '../../constants/routes'

/** SPEC §8: too many visits; the visitor retries the page they came from. */
export default function TooManyVisitsPage() {
  const { params } = useRouter()
  const retry = () => {
    const url = params.url ? decodeURIComponent(params.url) : ROUTES.home
    void Taro.reLaunch({ url: url.startsWith('/') ? url : `/${url}` })
  }
  return (
    <PageShell title='访问过于频繁' showBack={false}>
      <StatusView icon='⏳' title='访问太频繁' description='您的操作有点快，请稍等片刻再试。' action='重新加载' onAction={retry} />
    </PageShell>
  )
}
