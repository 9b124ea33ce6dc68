import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PENNANT_STATUS_LABELS, type PennantStatus } from '@contract/xixun'
import { getPennant } from '@/api/xixun'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { PennantView } from '@/components/pennant'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { personName } from './models/personName'
import { useRecord } from './models/useRecord'
import './FlagDetails.scss'

const fetchPennant = (id: number) => getPennant({ pennantId: id })

/** What a pending or turned-down pennant waits for; only its sender sees it. */
const STATUS_TEXT: Record<PennantStatus, string> = {
  pending_review: '锦旗已送出，工作人员审核通过后就会展示',
  published: '',
  rejected: '审核未通过'
}

/** SPEC §2 /subpages/xixun/FlagDetails: one pennant hung large, with the words that came with it. */
function FlagDetailsPage() {
  const { params } = useRouter()
  const { session } = useStores()
  const { record: pennant, failed, reload } = useRecord(Number(params.id) || 0, fetchPennant)

  if (!pennant) {
    return (
      <PageShell title='锦旗详情'>
        {failed && (
          <StatusView
            icon={<LineIcon name='flag' />}
            title='暂时看不到这面锦旗'
            description='它可能还在审核中，或已被删除'
            action='重新加载'
            onAction={() => void reload()}
          />
        )}
      </PageShell>
    )
  }

  const published = pennant.status === 'published'
  // The sender has thanked this matchmaker already: one pennant each.
  const mine = pennant.from.userId === session.userInfo?.id
  return (
    <PageShell title='锦旗详情'>
      <View className='flag-details'>
        {!published && (
          <View className={`flag-details__status flag-details__status--${pennant.status}`}>
            <Text className='flag-details__status-label'>{PENNANT_STATUS_LABELS[pennant.status]}</Text>
            <Text className='flag-details__status-text'>
              {pennant.status === 'rejected' && pennant.reason
                ? `原因：${pennant.reason}`
                : STATUS_TEXT[pennant.status]}
            </Text>
          </View>
        )}
        <View className='flag-details__wall'>
          <PennantView
            template={pennant.template}
            matchmakerName={pennant.matchmaker.name}
            senderName={personName(pennant.from)}
            date={pennant.createdAt}
            size='large'
          />
        </View>
        <View className='flag-details__words'>
          <Text className='flag-details__words-title'>{`${personName(pennant.from)} 想对 ${pennant.matchmaker.name} 说`}</Text>
          <Text className='flag-details__words-text'>{pennant.words}</Text>
        </View>
        {(published || !mine) && (
          <View className='flag-details__bar'>
            {!mine && (
              <Button
                className='flag-details__button'
                type='primary'
                fill='outline'
                size='large'
                onClick={() =>
                  void Taro.navigateTo({ url: `${ROUTES.xixunSendFlag}?matchmakerId=${pennant.matchmaker.id}` })
                }
              >
                我也要送锦旗
              </Button>
            )}
            {published && (
              <Button
                className='flag-details__button'
                type='primary'
                size='large'
                onClick={() => void Taro.navigateTo({ url: `${ROUTES.xixunShare}?type=pennant&id=${pennant.id}` })}
              >
                分享
              </Button>
            )}
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(FlagDetailsPage)
