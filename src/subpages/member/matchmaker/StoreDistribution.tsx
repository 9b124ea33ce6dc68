import { View } from '@tarojs/components'
import { STORE_VIEWERS } from '@/utils/staff'
import { getStoreDistribution } from '@/api/matchmaker'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { percentOf, yuanText } from '@/utils/shareText'
import { useShareFigures } from './models/shareFigures'
import { ShareCard } from './parts/share-card'
import { ShareSummary } from './parts/share-summary'
import './StoreDistribution.scss'

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** 门店分成: each store's share of what its matchmakers' customers paid (an admin: every store; a manager: theirs). */
export default function StoreDistributionPage() {
  const access = useStaffAccess(STORE_VIEWERS)
  const { data, failed, reload } = useShareFigures(access, getStoreDistribution)

  return (
    <PageShell title='门店分成'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='门店分成仅对门店店长和管理员开放' />
      )}
      {access === 'allowed' && failed && !data && (
        <StatusView icon='!' title='加载失败' action='重试' onAction={() => void reload()} />
      )}
      {access === 'allowed' && data && (
        <View className='store-distribution'>
          <ShareSummary
            main={{ label: '门店累计分成', value: yuanText(sum(data.map((s) => s.amount))) }}
            figures={[
              { label: '客户累计支付', value: yuanText(sum(data.map((s) => s.customerPaid))) },
              { label: '付款笔数', value: String(sum(data.map((s) => s.payments))) },
              { label: '退款冲回', value: yuanText(sum(data.map((s) => s.reversedAmount))) }
            ]}
            note='按客户付款自动计算，退款的订单不计入'
          />
          {data.length === 0 && (
            <StatusView icon={<LineIcon name='home' />} title='暂无门店' description='你还没有负责的门店' />
          )}
          {data.map((s) => (
            <ShareCard
              key={s.storeId}
              title={s.storeName}
              tag={`分成 ${percentOf(s.shareBasisPoints)}`}
              subtitle={s.managerName ? `店长：${s.managerName}` : '暂无店长（不产生门店分成）'}
              figures={[
                { label: '门店分成', value: yuanText(s.amount), strong: true },
                { label: '客户支付', value: yuanText(s.customerPaid) },
                { label: '付款笔数', value: String(s.payments) }
              ]}
            />
          ))}
        </View>
      )}
    </PageShell>
  )
}
