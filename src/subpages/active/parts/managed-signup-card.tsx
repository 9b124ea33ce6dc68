import { Text, View } from '@tarojs/components'
import { PAY_METHOD_LABELS } from '@contract/finance'
import type { ManagedSignup, SignupStatus } from '@contract/active'
import { MemberAvatar } from '@/components/member-avatar'
import { memberName } from '@/subpages/staff/models/memberName'
import { DecisionButtons } from '@/subpages/staff/parts/decision-buttons'
import { InfoRows } from '@/subpages/staff/parts/info-rows'
import { fenToYuan } from '@/utils/money'
import { formatDate } from '@/utils/time'
import './managed-signup-card.scss'

/** Where a sign-up stands, in the desk's words (members read 报名成功 / 未通过 for the same). */
export const DESK_STATUS_LABELS: Record<SignupStatus, string> = {
  unpaid: '待支付',
  pending_audit: '待审核',
  approved: '已通过',
  checked_in: '已签到',
  rejected: '已驳回',
  cancelled: '已取消'
}

const GENDER_LABELS = { male: '男', female: '女' } as const
const TIME = 'MM-DD HH:mm'

function feeText(s: ManagedSignup): string {
  if (s.fee === 0) return '免费'
  const fee = `¥${fenToYuan(s.fee)}`
  return s.payMethod ? `${fee} · ${PAY_METHOD_LABELS[s.payMethod]}` : `${fee} · 未支付`
}

/** Points paid come back as points, money to the member's balance. */
function refundText(s: ManagedSignup): string {
  if (s.refunded <= 0) return ''
  return s.payMethod === 'credit' ? `已退回${s.refunded}积分` : `已退还 ¥${fenToYuan(s.refunded)}`
}

export interface Props {
  signup: ManagedSignup
  /** An audit of this sign-up is on its way. */
  busy: boolean
  onApprove: () => void
  onReject: () => void
}

/** One sign-up at the desk: who, how they paid, where it stands; the audit while it waits for one. */
export function ManagedSignupCard({ signup: s, busy, onApprove, onReject }: Props) {
  const name = memberName(s.nickname, s.userId)
  const closed = s.status === 'rejected' || s.status === 'cancelled'
  return (
    <View className='managed-signup-card'>
      <View className='managed-signup-card__head'>
        <MemberAvatar src={s.avatar} name={name} />
        <View className='managed-signup-card__who'>
          <View className='managed-signup-card__line'>
            <Text className='managed-signup-card__name'>{name}</Text>
            {s.realNameVerified && <Text className='managed-signup-card__badge'>实名</Text>}
          </View>
          <Text className='managed-signup-card__meta'>
            {[GENDER_LABELS[s.gender], s.age > 0 ? `${s.age}岁` : '', `ID ${s.userId}`].filter(Boolean).join(' · ')}
          </Text>
        </View>
        <Text className={`managed-signup-card__status managed-signup-card__status--${closed ? 'closed' : s.status}`}>
          {DESK_STATUS_LABELS[s.status]}
        </Text>
      </View>
      <InfoRows
        rows={[
          { label: '报名费', value: feeText(s) },
          { label: '退款', value: refundText(s) },
          { label: closed ? '原因' : '备注', value: s.reason },
          { label: '推荐人', value: s.sharer },
          { label: '报名时间', value: formatDate(s.createdAt, TIME) },
          { label: '签到时间', value: formatDate(s.checkedInAt, TIME) }
        ]}
      />
      {s.status === 'pending_audit' && (
        <DecisionButtons rejectText='驳回' approveText='通过' busy={busy} onReject={onReject} onApprove={onApprove} />
      )}
    </View>
  )
}
