import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button, Tag } from '@nutui/nutui-react-taro'
import { REPORT_REASON_LABELS } from '@contract/love'
import type { MessageReportItem } from '@contract/message'
import {
  FRAUD_REASONS,
  REPORT_ACTION_LABELS,
  REPORT_ACTIONS,
  REPORT_STATUS_LABELS,
  type ProfileReport,
  type ReportAction,
  type ReportCase
} from '@contract/report'
import { MemberAvatar } from '@/components/member-avatar'
import { memberName } from '@/subpages/staff/models/memberName'
import { chatTime, formatDate } from '@/utils/time'
import { QueueCard } from './queue-card'
import './member-report-card.scss'

const ACCOUNT_LABELS: Record<ReportCase['member']['accountStatus'], string> = {
  active: '',
  disabled: '已封禁',
  deleted: '已注销'
}
const MESSAGE_STATUS_LABELS: Record<MessageReportItem['status'], string> = {
  pending: '待处理',
  upheld: '已撤回消息',
  dismissed: '已驳回'
}

export interface Props {
  item: ReportCase
  /** A decision on this member is on its way. */
  busy: boolean
  onAction: (action: ReportAction) => void
  /** Shows a profile staff hid again; offered on decided cards while the profile is still hidden. */
  onUnhide: () => void
  /** Lets a suspended member back in; given to admins only. */
  onLift?: () => void
}

const preview = (urls: string[], current: string) => void Taro.previewImage({ urls, current })

function Photos({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null
  return (
    <View className='member-report-card__photos'>
      {urls.map((url) => (
        <Image
          key={url}
          className='member-report-card__photo'
          src={url}
          mode='aspectFill'
          onClick={() => preview(urls, url)}
        />
      ))}
    </View>
  )
}

function ReasonTag({ reason }: { reason: ProfileReport['reason'] }) {
  return (
    <Tag type={FRAUD_REASONS.includes(reason) ? 'danger' : 'warning'} plain>
      {REPORT_REASON_LABELS[reason]}
    </Tag>
  )
}

function ProfileReportRow({ report }: { report: ProfileReport }) {
  return (
    <View className='member-report-card__report'>
      <View className='member-report-card__report-head'>
        <ReasonTag reason={report.reason} />
        <Text className='member-report-card__reporter'>
          {`${memberName(report.reporter.nickname, report.reporter.userId)} 举报资料${report.times > 1 ? `（${report.times}次）` : ''}`}
        </Text>
        <Text className='member-report-card__when'>{chatTime(report.createdAt)}</Text>
      </View>
      {report.description && <Text className='member-report-card__words'>{report.description}</Text>}
      <Photos urls={report.images} />
      {report.status !== 'pending' && (
        <Text className='member-report-card__outcome'>
          {`${REPORT_STATUS_LABELS[report.status]}${report.resolution ? `：${report.resolution}` : ''}`}
        </Text>
      )}
    </View>
  )
}

function MessageReportRow({ report }: { report: MessageReportItem }) {
  const { message } = report
  return (
    <View className='member-report-card__report'>
      <View className='member-report-card__report-head'>
        <ReasonTag reason={report.reason} />
        <Text className='member-report-card__reporter'>
          {`${memberName(report.reporter.nickname, report.reporter.userId)} 举报聊天`}
        </Text>
        <Text className='member-report-card__when'>{chatTime(message.createdAt)}</Text>
      </View>
      <View className='member-report-card__excerpt'>
        {message.originalImage ? (
          <Image
            className='member-report-card__photo'
            src={message.originalImage}
            mode='aspectFill'
            onClick={() => preview([message.originalImage], message.originalImage)}
          />
        ) : (
          <Text>{message.originalText}</Text>
        )}
      </View>
      {report.description && <Text className='member-report-card__words'>{report.description}</Text>}
      {report.status !== 'pending' && (
        <Text className='member-report-card__outcome'>
          {`${MESSAGE_STATUS_LABELS[report.status]}${report.resolution ? `：${report.resolution}` : ''}`}
        </Text>
      )}
    </View>
  )
}

/**
 * One reported member, once: their profile as others see it (avatar, album, about-me) and what the
 * desk knows of them (account age, standing, earlier decisions, warnings), every report on their
 * profile and every reported chat message as it was sent; the four decisions while any waits.
 */
export function MemberReportCard({ item, busy, onAction, onUnhide, onLift }: Props) {
  const { member } = item
  const pending = member.pendingReports > 0
  const name = memberName(member.nickname, member.userId)
  const count = item.profileReports.length + item.messageReports.length
  const standing = [
    ACCOUNT_LABELS[member.accountStatus],
    member.staffHidden ? '资料已隐藏' : '',
    member.warnings > 0 ? `已警告${member.warnings}次` : ''
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <QueueCard
      title={<Text className='member-report-card__reported'>{name}</Text>}
      tag={pending ? `${member.pendingReports}条待处理` : `${count}条已处理`}
      settled={!pending}
    >
      <View className='member-report-card__member'>
        <View
          className='member-report-card__avatar'
          onClick={() => member.avatar && preview([member.avatar], member.avatar)}
        >
          <MemberAvatar src={member.avatar} name={name} />
        </View>
        <View className='member-report-card__who'>
          <Text className='member-report-card__name'>{name}</Text>
          <Text className='member-report-card__since'>注册于 {formatDate(member.registeredAt)}</Text>
          {standing && <Text className='member-report-card__standing'>{standing}</Text>}
        </View>
      </View>
      {member.placementsPaused && (
        <View className='member-report-card__paused'>
          <Tag type='danger' className='member-report-card__paused-tag'>
            置顶/推广已暂停
          </Tag>
          <Text className='member-report-card__paused-hint'>涉嫌诈骗的举报处理前不展示，驳回后顺延恢复</Text>
        </View>
      )}
      {member.aboutMe && <Text className='member-report-card__about'>{member.aboutMe}</Text>}
      <Photos urls={member.album} />
      {item.profileReports.map((report) => (
        <ProfileReportRow key={`p${report.id}`} report={report} />
      ))}
      {item.messageReports.map((report) => (
        <MessageReportRow key={`m${report.id}`} report={report} />
      ))}
      {member.history.length > 0 && (
        <View className='member-report-card__history'>
          <Text className='member-report-card__history-title'>既往举报</Text>
          {member.history.map((h) => (
            <Text key={h.id} className='member-report-card__history-row'>
              {formatDate(h.createdAt)} · {REPORT_REASON_LABELS[h.reason]} · {REPORT_STATUS_LABELS[h.status]}
            </Text>
          ))}
        </View>
      )}
      {pending && (
        <View className='member-report-card__actions'>
          {REPORT_ACTIONS.map((action) => (
            <Button
              key={action}
              size='small'
              type={action === 'dismiss' ? 'default' : action === 'warn' ? 'warning' : 'danger'}
              fill={action === 'suspend' ? 'solid' : 'outline'}
              disabled={busy}
              onClick={() => onAction(action)}
            >
              {REPORT_ACTION_LABELS[action]}
            </Button>
          ))}
        </View>
      )}
      {!pending && (member.staffHidden || (onLift && member.accountStatus === 'disabled')) && (
        <View className='member-report-card__actions'>
          {member.staffHidden && (
            <Button size='small' fill='outline' onClick={onUnhide}>
              恢复展示
            </Button>
          )}
          {onLift && member.accountStatus === 'disabled' && (
            <Button size='small' fill='outline' onClick={onLift}>
              解除封禁
            </Button>
          )}
        </View>
      )}
    </QueueCard>
  )
}
