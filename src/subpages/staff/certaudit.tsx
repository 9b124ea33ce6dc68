import { View } from '@tarojs/components'
import { useState } from 'react'
import { CERT_KIND_LABELS, type CertAuditItem } from '@contract/certification'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { memberName } from './models/memberName'
import { usePendingCerts, type AuditTab } from './models/usePendingCerts'
import { CERT_AUDITORS } from '@/utils/staff'
import { useStaffAccess } from './models/useStaffAccess'
import { AuditCard } from './parts/audit-card'
import { RejectSheet } from './parts/reject-sheet'
import './certaudit.scss'

const TABS: { key: AuditTab; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'realname', title: '实名' },
  { key: 'education', title: '学历' },
  { key: 'house', title: '房产' },
  { key: 'other', title: '其他' }
]
/** The usual reasons, one tap each. */
const COMMON_REASONS = ['照片模糊，请重新上传', '证明材料与填写信息不一致', '证明材料不完整', '非本人证件']
/** The server keeps at most this many characters of a reason. */
const REASON_MAX = 100

/** Staff (admin, auditor) decide the certifications members submitted, oldest first. */
export default function CertAuditPage() {
  const access = useStaffAccess(CERT_AUDITORS)
  const [tab, setTab] = useState<AuditTab>('all')
  const { list, loaded, loading, failed, hasMore, deciding, decide } = usePendingCerts(tab, access === 'allowed')
  const [rejecting, setRejecting] = useState<CertAuditItem | null>(null)

  return (
    <PageShell title='认证审核'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='认证审核仅对管理员和审核员开放' />
      )}
      {access === 'allowed' && (
        <View className='cert-audit'>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {list.map((item) => (
            <AuditCard
              key={item.id}
              item={item}
              busy={deciding === item.id}
              onApprove={() => void decide(item, 'approved')}
              onReject={() => setRejecting(item)}
            />
          ))}
          {loaded && list.length === 0 && (
            <StatusView
              icon={<LineIcon name='check-checked' />}
              title='暂无待审核的认证'
              description='会员提交的认证会按提交先后出现在这里'
            />
          )}
          {list.length > 0 && <ListFooter loading={loading} hasMore={hasMore} failed={failed} />}
        </View>
      )}
      <RejectSheet
        open={rejecting !== null}
        title='驳回原因'
        who={
          rejecting ? `${memberName(rejecting.nickname, rejecting.userId)} 的${CERT_KIND_LABELS[rejecting.kind]}` : ''
        }
        placeholder='请填写驳回原因，会员会看到并据此修改'
        submitText='确认驳回'
        maxLength={REASON_MAX}
        requiredMessage='请填写驳回原因'
        suggestions={COMMON_REASONS}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => (rejecting ? decide(rejecting, 'rejected', reason) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
