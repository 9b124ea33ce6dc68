import { Text, View } from '@tarojs/components'
import type { CertProgress, CertStatus } from '@contract/certification'
import { formatDate } from '@/utils/time'
import './cert-status.scss'

export const CERT_STATUS_TEXT: Record<CertStatus, string> = {
  none: '未认证',
  pending: '审核中',
  approved: '已认证',
  rejected: '未通过'
}

const WHEN = 'YYYY-MM-DD HH:mm'

export interface ChipProps {
  status: CertStatus
}

/** The state of one certification as a small coloured tag. */
export function CertChip({ status }: ChipProps) {
  return <Text className={`cert-chip cert-chip--${status}`}>{CERT_STATUS_TEXT[status]}</Text>
}

export interface Props {
  progress: CertProgress
}

/** Where a submitted certification stands: waiting, approved, or refused with the reason to fix. */
export function CertStatusCard({ progress }: Props) {
  const { status } = progress
  if (status === 'none') return null
  return (
    <View className={`cert-status cert-status--${status}`}>
      <View className='cert-status__head'>
        <Text className='cert-status__title'>{CERT_STATUS_TEXT[status]}</Text>
        <CertChip status={status} />
      </View>
      {status === 'pending' && (
        <Text className='cert-status__desc'>
          {`提交于 ${formatDate(progress.submittedAt, WHEN)}，工作人员会尽快审核，审核期间资料不能修改。`}
        </Text>
      )}
      {status === 'approved' && (
        <Text className='cert-status__desc'>{`${formatDate(progress.auditedAt, WHEN)} 通过认证，认证标识已展示在你的资料卡上。`}</Text>
      )}
      {status === 'rejected' && (
        <>
          <Text className='cert-status__reason'>{`原因：${progress.rejectReason}`}</Text>
          <Text className='cert-status__desc'>请根据原因修改后重新提交。</Text>
        </>
      )}
    </View>
  )
}
