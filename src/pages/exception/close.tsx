import { Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useStores } from '@/stores'
import { decodeQuery } from '@/utils/query'
import './close.scss'

/** SPEC §8: the service is closed or under maintenance; the message comes in the query. */
function ClosedPage() {
  const { params } = useRouter()
  const { tenant } = useStores()
  const msg = decodeQuery(params.msg) || '服务已关闭'
  const phone = tenant.city?.customerServicePhone
  return (
    <PageShell title='温馨提示' showBack={false}>
      <StatusView icon={<LineIcon name='info' />} title={msg} description='给您带来不便，敬请谅解。'>
        {phone && (
          <Text className='closed__phone' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone })}>
            客服电话：{phone}
          </Text>
        )}
      </StatusView>
    </PageShell>
  )
}

export default observer(ClosedPage)
