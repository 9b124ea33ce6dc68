import { View } from '@tarojs/components'
import { useState } from 'react'
import type { StaffCashout } from '@contract/finance'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { fenToYuan } from '@/utils/money'
import { memberName } from './models/memberName'
import { FINANCE_STAFF } from '@/utils/staff'
import { useCashouts, type CashoutTab } from './models/useCashouts'
import { useStaffAccess } from './models/useStaffAccess'
import { CashoutCard } from './parts/cashout-card'
import { RejectSheet } from './parts/reject-sheet'
import './cashaudit.scss'

const TABS: { key: CashoutTab; title: string }[] = [
  { key: 'pending', title: '待审核' },
  { key: 'paying', title: '打款中' },
  { key: 'done', title: '已处理' }
]
const EMPTY: Record<CashoutTab, string> = {
  pending: '暂无待审核的提现',
  paying: '暂无打款中的提现',
  done: '暂无已处理的提现'
}
const COMMON_REASONS = ['收款账号有误，请核对后重新申请', '收款人姓名与账号不符', '账户存在异常，请联系客服']
/** The server keeps at most this many characters of a reason. */
const REASON_MAX = 100

/** Admins pay out or refuse the withdrawals members applied for. */
export default function CashAuditPage() {
  const access = useStaffAccess(FINANCE_STAFF)
  const [tab, setTab] = useState<CashoutTab>('pending')
  const { list, loaded, loading, failed, hasMore, deciding, approve, reject } = useCashouts(tab, access === 'allowed')
  const [rejecting, setRejecting] = useState<StaffCashout | null>(null)

  return (
    <PageShell title='提现审核'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='提现审核仅对管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='cash-audit'>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {list.map((item) => (
            <CashoutCard
              key={item.id}
              item={item}
              busy={deciding === item.id}
              onApprove={() => void approve(item)}
              onReject={() => setRejecting(item)}
            />
          ))}
          {loaded && list.length === 0 && <StatusView icon={<LineIcon name='wallet' />} title={EMPTY[tab]} />}
          {list.length > 0 && <ListFooter loading={loading} hasMore={hasMore} failed={failed} />}
        </View>
      )}
      <RejectSheet
        open={rejecting !== null}
        title='驳回提现'
        who={
          rejecting
            ? `${memberName(rejecting.nickname, rejecting.userId)} 提现 ¥${fenToYuan(rejecting.amount)}，驳回后退回余额`
            : ''
        }
        placeholder='请填写驳回原因，会员会看到'
        submitText='确认驳回'
        maxLength={REASON_MAX}
        requiredMessage='请填写驳回原因'
        suggestions={COMMON_REASONS}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => (rejecting ? reject(rejecting, reason) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
