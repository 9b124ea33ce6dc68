import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { REPORT_REASON_LABELS } from '@contract/love'
import type { MessageReportItem, MessageReportStatus } from '@contract/message'
import { ROUTES } from '@/constants/routes'
import { memberName } from '@/subpages/staff/models/memberName'
import { chatTime } from '@/utils/time'
import { DecisionButtons } from './decision-buttons'
import { InfoRows } from './info-rows'
import { QueueCard } from './queue-card'
import './report-card.scss'

export const REPORT_STATUS_LABELS: Record<MessageReportStatus, string> = {
  pending: '待处理',
  upheld: '已成立',
  dismissed: '已驳回'
}

export interface Props {
  item: MessageReportItem
  /** A decision on this report is on its way. */
  busy: boolean
  onUphold: () => void
  onDismiss: () => void
}

/** One reported message as it was sent (recalled or not), who reported whom and why, and the decision. */
export function ReportCard({ item, busy, onUphold, onDismiss }: Props) {
  const { message } = item
  const openProfile = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${userId}` })
  const pending = item.status === 'pending'
  return (
    <QueueCard
      title={
        <View className='report-card__pair'>
          <Text>{memberName(item.reporter.nickname, item.reporter.userId)}</Text>
          <Text className='report-card__verb'>举报</Text>
          <Text className='report-card__reported' onClick={() => openProfile(item.reported.userId)}>
            {memberName(item.reported.nickname, item.reported.userId)}
          </Text>
        </View>
      }
      tag={REPORT_STATUS_LABELS[item.status]}
      settled={!pending}
    >
      <View className='report-card__message'>
        {message.recalled && <Text className='report-card__recalled'>已撤回</Text>}
        {message.originalImage ? (
          <Image
            className='report-card__image'
            src={message.originalImage}
            mode='aspectFill'
            onClick={() => void Taro.previewImage({ urls: [message.originalImage], current: message.originalImage })}
          />
        ) : (
          <Text className='report-card__text'>
            {message.kind === 'gift' && message.gift ? `[礼物] ${message.gift.name}` : message.originalText}
          </Text>
        )}
      </View>
      <InfoRows
        rows={[
          { label: '举报原因', value: REPORT_REASON_LABELS[item.reason] },
          { label: '补充说明', value: item.description },
          { label: '发送时间', value: chatTime(message.createdAt) },
          { label: '举报时间', value: chatTime(item.createdAt) },
          { label: '处理时间', value: chatTime(item.handledAt) },
          { label: '处理说明', value: item.resolution }
        ]}
      />
      {pending && (
        <DecisionButtons rejectText='驳回' approveText='成立' busy={busy} onReject={onDismiss} onApprove={onUphold} />
      )}
    </QueueCard>
  )
}
