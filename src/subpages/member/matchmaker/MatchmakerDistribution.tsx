import { View } from '@tarojs/components'
import { OFFICE_STAFF } from '@/utils/staff'
import { getMatchmakerDistribution } from '@/api/matchmaker'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { yuanText } from '@/utils/shareText'
import { useShareFigures } from './models/shareFigures'
import { ShareCard } from './parts/share-card'
import { ShareSummary } from './parts/share-summary'
import './MatchmakerDistribution.scss'

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** 红娘分成: per matchmaker in my scope (myself; my store's; everyone for an admin), what their customers paid. */
export default function MatchmakerDistributionPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const { data, failed, reload } = useShareFigures(access, getMatchmakerDistribution)

  return (
    <PageShell title='红娘分成'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='红娘分成仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && failed && !data && (
        <StatusView icon='!' title='加载失败' action='重试' onAction={() => void reload()} />
      )}
      {access === 'allowed' && data && (
        <View className='matchmaker-distribution'>
          <ShareSummary
            main={{ label: '红娘累计分成', value: yuanText(sum(data.map((m) => m.amount))) }}
            figures={[
              { label: '客户累计支付', value: yuanText(sum(data.map((m) => m.customerPaid))) },
              { label: '服务中客户', value: String(sum(data.map((m) => m.customers))) },
              { label: '红娘人数', value: String(data.length) }
            ]}
            note='按客户付款自动计算，退款的订单不计入'
          />
          {data.length === 0 && (
            <StatusView icon={<LineIcon name='people' />} title='暂无红娘' description='还没有红娘的分成记录' />
          )}
          {data.map((m) => (
            <ShareCard
              key={m.userId}
              title={m.name}
              tag={m.levelName || '未定级'}
              subtitle={m.storeName || '未分配门店'}
              figures={[
                { label: '红娘分成', value: yuanText(m.amount), strong: true },
                { label: '客户支付', value: yuanText(m.customerPaid) },
                { label: '服务中客户', value: String(m.customers) }
              ]}
            />
          ))}
        </View>
      )}
    </PageShell>
  )
}
