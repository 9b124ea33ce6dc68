import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { REPORT_REASON_LABELS } from '@contract/love'
import {
  REPORT_ACTION_LABELS,
  REPORT_ACTIONS,
  REPORT_STATUS_LABELS,
  type ReportAction,
  type ReportQueueItem
} from '@contract/report'
import { MemberAvatar } from '@/components/member-avatar'
import { memberName } from '@/subpages/staff/models/memberName'
import { chatTime, formatDate } from '@/utils/time'
import { InfoRows } from './info-rows'
import { QueueCard } from './queue-card'
import './member-report-card.scss'

const ACCOUNT_LABELS: Record<ReportQueueItem['reported']['accountStatus'], string> = {
  active: '',
  disabled: '已封禁',
  deleted: '已注销'
}

export interface Props {
  item: ReportQueueItem
  /** A decision on this member is on its way. */
  busy: boolean
  onAction: (action: ReportAction) => void
  /** Shows a profile staff hid again; offered on decided reports while the profile is still hidden. */
  onUnhide: () => void
  /** Lets a suspended member back in; given to admins only. */
  onLift?: () => void
}

const preview = (urls: string[], current: string) => void Taro.previewImage({ urls, current })

/**
 * One member report: who reported whom and why, with the screenshots; the reported member as
 * others see them (avatar, album, about-me) and what the desk knows of them (account age, earlier
 * decisions, warnings); the four decisions while it is pending.
 */
export function MemberReportCard({ item, busy, onAction, onUnhide, onLift }: Props) {
  const { reported } = item
  const pending = item.status === 'pending'
  const reportedName = memberName(reported.nickname, reported.userId)
  const standing = [ACCOUNT_LABELS[reported.accountStatus], reported.staffHidden ? '资料已隐藏' : '']
    .filter(Boolean)
    .join(' · ')
  return (
    <QueueCard
      title={
        <View className='member-report-card__pair'>
          <Text>{memberName(item.reporter.nickname, item.reporter.userId)}</Text>
          <Text className='member-report-card__verb'>举报</Text>
          <Text className='member-report-card__reported'>{reportedName}</Text>
        </View>
      }
      tag={REPORT_STATUS_LABELS[item.status]}
      settled={!pending}
    >
      <View className='member-report-card__member'>
        <View
          className='member-report-card__avatar'
          onClick={() => reported.avatar && preview([reported.avatar], reported.avatar)}
        >
          <MemberAvatar src={reported.avatar} name={reportedName} />
        </View>
        <View className='member-report-card__who'>
          <Text className='member-report-card__name'>{reportedName}</Text>
          <Text className='member-report-card__since'>注册于 {formatDate(reported.registeredAt)}</Text>
          {standing && <Text className='member-report-card__standing'>{standing}</Text>}
        </View>
      </View>
      {reported.aboutMe && <Text className='member-report-card__about'>{reported.aboutMe}</Text>}
      {reported.album.length > 0 && (
        <View className='member-report-card__photos'>
          {reported.album.map((url) => (
            <Image
              key={url}
              className='member-report-card__photo'
              src={url}
              mode='aspectFill'
              onClick={() => preview(reported.album, url)}
            />
          ))}
        </View>
      )}
      <InfoRows
        rows={[
          { label: '举报原因', value: REPORT_REASON_LABELS[item.reason] },
          { label: '补充说明', value: item.description },
          { label: '举报次数', value: item.times > 1 ? `该会员累计举报${item.times}次` : '' },
          { label: '举报时间', value: chatTime(item.createdAt) },
          { label: '最近补充', value: item.times > 1 ? chatTime(item.updatedAt) : '' },
          { label: '待处理举报', value: pending ? `${reported.pendingReports}条（处理将一并结案）` : '' },
          { label: '既往警告', value: reported.warnings > 0 ? `${reported.warnings}次` : '' },
          { label: '处理时间', value: chatTime(item.handledAt) },
          { label: '处理说明', value: item.resolution }
        ]}
      />
      {item.images.length > 0 && (
        <View className='member-report-card__photos'>
          {item.images.map((url) => (
            <Image
              key={url}
              className='member-report-card__photo'
              src={url}
              mode='aspectFill'
              onClick={() => preview(item.images, url)}
            />
          ))}
        </View>
      )}
      {reported.history.length > 0 && (
        <View className='member-report-card__history'>
          <Text className='member-report-card__history-title'>既往举报</Text>
          {reported.history.map((h) => (
            <Text key={h.id} className='member-report-card__history-row'>
              {formatDate(h.createdAt)} · {REPORT_REASON_LABELS[h.reason]} · {REPORT_STATUS_LABELS[h.status]}
            </Text>
          ))}
        </View>
      )}
      {pending && (
        <View className={`member-report-card__actions ${busy ? 'member-report-card__actions--busy' : ''}`}>
          {REPORT_ACTIONS.map((action) => (
            <View
              key={action}
              className={`member-report-card__action member-report-card__action--${action}`}
              onClick={() => onAction(action)}
            >
              {REPORT_ACTION_LABELS[action]}
            </View>
          ))}
        </View>
      )}
      {!pending && (reported.staffHidden || (onLift && reported.accountStatus === 'disabled')) && (
        <View className='member-report-card__actions'>
          {reported.staffHidden && (
            <View className='member-report-card__action member-report-card__action--unhide' onClick={onUnhide}>
              恢复展示
            </View>
          )}
          {onLift && reported.accountStatus === 'disabled' && (
            <View className='member-report-card__action member-report-card__action--unhide' onClick={onLift}>
              解除封禁
            </View>
          )}
        </View>
      )}
    </QueueCard>
  )
}
