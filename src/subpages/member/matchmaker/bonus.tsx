import { View } from '@tarojs/components'
import { OFFICE_STAFF } from '@/utils/staff'
import { getMyLevel, getMyShares } from '@/api/matchmaker'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useCursorList } from '@/hooks/useCursorList'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { levelProgress, yuanText } from '@/utils/shareText'
import { useShareFigures } from './models/shareFigures'
import { ShareRow } from './parts/share-row'
import { ShareSummary } from './parts/share-summary'
import './bonus.scss'

/** 分成明细: every customer payment I earned a share of, and the refunds that took one back. */
export default function OfficeBonusPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const list = useCursorList(getMyShares, [], { enabled: access === 'allowed', pullDown: false })
  const { data: level } = useShareFigures(access, getMyLevel, [list.reload])
  const reached = level ? levelProgress(level.levels, level.income).current : undefined

  return (
    <PageShell title='分成明细'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='分成明细仅对红娘和门店店长开放' />
      )}
      {access === 'allowed' && (
        <View className='office-bonus'>
          <ShareSummary
            main={{ label: '累计分成（已扣除退款冲回）', value: level ? yuanText(level.earned) : '—' }}
            figures={[
              { label: '客户累计支付', value: level ? yuanText(level.income) : '—' },
              { label: '当前等级', value: reached?.name ?? '未定级' }
            ]}
            note='客户每笔付款自动计算分成，客户退款时相应冲回'
          />
          {list.list.map((s) => (
            <ShareRow key={s.id} share={s} />
          ))}
          <ListEnd
            count={list.list.length}
            loaded={list.loaded}
            loading={list.loading}
            hasMore={list.hasMore}
            failed={list.failed}
            onRetry={() => void list.reload()}
            emptyTitle='暂无分成'
            emptyDescription='你服务的客户付款后，分成会出现在这里'
          />
        </View>
      )}
    </PageShell>
  )
}
