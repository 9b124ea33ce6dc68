import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { signedCurrent, signedDate } from './models/pledgeState'
import { usePledgeCertificate } from './models/usePledgeCertificate'
import { PledgeClauses } from './parts/pledge-clauses'
import './commitmentview.scss'

// Replaces this page: after signing, the member returns to a fresh certificate, not this one.
const toSign = () => void Taro.redirectTo({ url: ROUTES.loveCommitment })

/** A signed pledge as a certificate: mine, or another member's with `?id=<userId>`. */
function CommitmentViewPage() {
  const { params } = useRouter()
  const { authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  const memberId = params.id ? Number(params.id) : null
  const { certificate, failed, load } = usePledgeCertificate(memberId, allowed)

  useDidShow(() => setAllowed(authFlow.ensureLogin()))

  if (failed) {
    return (
      <PageShell title='诚信承诺书'>
        <StatusView icon='!' title='加载失败，点击重试' onAction={load} />
      </PageShell>
    )
  }
  if (!certificate) return <PageShell title='诚信承诺书' />
  const mine = certificate.nickname === null
  const title = mine ? '我的诚信承诺' : `${certificate.nickname}的诚信承诺`
  if (!certificate.signed) {
    return (
      <PageShell title={title}>
        {mine ? (
          <StatusView
            title='您还没有签署诚信承诺'
            description='签署后，您的资料卡将展示「承诺」标识，更容易获得对方的信任'
            action='去签署'
            onAction={toSign}
          />
        ) : (
          <StatusView
            title='TA还没有签署诚信承诺'
            description='交往中请注意保护个人隐私和财产安全，谨防借钱、投资等诈骗'
          />
        )}
      </PageShell>
    )
  }
  return (
    <PageShell title={title}>
      <View className='pledge-cert'>
        <View className='pledge-cert__paper'>
          <Text className='pledge-cert__title'>{certificate.pledge.title}</Text>
          <PledgeClauses pledge={certificate.pledge} />
          <View className='pledge-cert__footer'>
            <View className='pledge-cert__sign'>
              <View className='pledge-cert__row'>
                <Text>承诺人：</Text>
                <Text className='pledge-cert__name'>{certificate.signedName}</Text>
              </View>
              <View className='pledge-cert__row'>
                <Text>签署日期：</Text>
                <Text>{signedDate(certificate.signedAt)}</Text>
              </View>
            </View>
            <View className='pledge-cert__seal'>已承诺</View>
          </View>
        </View>
        {mine && !signedCurrent(certificate) && (
          <View className='pledge-cert__resign' onClick={toSign}>
            承诺书内容已更新，去重新签署 ›
          </View>
        )}
        {!mine && (
          <Text className='pledge-cert__note'>该会员已签署诚信交友承诺。交往中仍请注意保护个人隐私和财产安全。</Text>
        )}
      </View>
    </PageShell>
  )
}

export default observer(CommitmentViewPage)
