import Taro from '@tarojs/taro'
import type { StaffCashout } from '../../../../types/finance'
import { staffAuditCashout, staffGetCashouts } from '../../../api/finance'
import { fenToYuan } from '../../../utils/money'
import { memberName } from './memberName'
import { isDecided, type QueueTab } from './queueTab'
import { useDecide } from './useDecide'
import { usePagedList } from '../../../hooks/usePagedList'

/** Withdrawals waiting for an admin, or already paid or rejected. */
export function useCashouts(tab: QueueTab, enabled: boolean) {
  const { drop, ...paged } = usePagedList<StaffCashout>(
    (page) => staffGetCashouts(tab === 'pending' ? { ...page, status: 'pending' } : page),
    [tab],
    { enabled, keep: tab === 'pending' ? undefined : isDecided }
  )
  const { deciding, decide } = useDecide(drop)

  /** Real money leaves at once, so the admin confirms the amount and the payee first. */
  const approve = async (item: StaffCashout) => {
    const { confirm } = await Taro.showModal({
      title: '提示',
      content: `确认打款 ¥${fenToYuan(item.actualAmount)} 给 ${memberName(item.nickname, item.userId)}？`
    })
    if (confirm) await decide(item.id, () => staffAuditCashout({ id: item.id, approve: true }), '已打款')
  }

  /** Refuses it; the server gives the amount back to the member's balance. True when done. */
  const reject = (item: StaffCashout, reason: string) =>
    decide(item.id, () => staffAuditCashout({ id: item.id, approve: false, reason }), '已驳回')

  return { ...paged, deciding, approve, reject }
}
