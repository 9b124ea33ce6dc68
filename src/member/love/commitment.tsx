import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { SignCommitmentReq } from '@contract/commitment'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { signedCurrent, signedDate } from './models/pledgeState'
import { useCommitment } from './models/useCommitment'
import { PledgeClauses } from './parts/pledge-clauses'
import { PledgeSignForm } from './parts/pledge-sign-form'
import './commitment.scss'

/** The integrity pledge: read it, sign it with a real name; once signed, a way to the certificate. */
function CommitmentPage() {
  const { session, authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  const { commitment, failed, busy, load, sign } = useCommitment(allowed)

  useDidShow(() => {
    if (!authFlow.ensureLogin()) return
    if (!session.isLoveUser) return void Taro.redirectTo({ url: ROUTES.loveSignUp })
    setAllowed(true)
  })

  const onSign = (req: SignCommitmentReq) => {
    sign(req)
      .then(() => void Taro.showToast({ title: '签署成功', icon: 'success' }))
      // A refusal has already been shown by the request layer; the form stays as typed.
      .catch(() => undefined)
  }

  if (failed) {
    return (
      <PageShell title='诚信承诺'>
        <StatusView icon='!' title='加载失败，点击重试' onAction={load} />
      </PageShell>
    )
  }
  if (!commitment) return <PageShell title='诚信承诺' />
  const { pledge } = commitment
  return (
    <PageShell title='诚信承诺'>
      <View className='commitment'>
        <View className='commitment__card'>
          <Text className='commitment__title'>{pledge.title}</Text>
          <PledgeClauses pledge={pledge} />
        </View>
        <View className='commitment__card'>
          {signedCurrent(commitment) ? (
            <View className='commitment__done'>
              <View className='commitment__stamp'>已承诺</View>
              <Text className='commitment__done-title'>您已签署诚信承诺</Text>
              <Text className='commitment__done-meta'>承诺人：{commitment.signedName}</Text>
              <Text className='commitment__done-meta'>签署日期：{signedDate(commitment.signedAt)}</Text>
              <Text className='commitment__done-hint'>您的资料卡上已展示「承诺」标识</Text>
              <Button
                className='commitment__view'
                type='primary'
                fill='outline'
                size='large'
                block
                onClick={() => void Taro.navigateTo({ url: ROUTES.loveCommitmentView })}
              >
                查看我的承诺书
              </Button>
            </View>
          ) : (
            <PledgeSignForm title={pledge.title} busy={busy} outdated={commitment.signed} onSign={onSign} />
          )}
        </View>
      </View>
    </PageShell>
  )
}

export default observer(CommitmentPage)
