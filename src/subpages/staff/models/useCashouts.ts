import Taro from '@tarojs/taro'
import type { StaffCashout } from '@contract/finance'
import { staffAuditCashout, staffGetCashouts } from '@/api/finance'
import { fenToYuan } from '@/utils/money'
import { memberName } from './memberName'
import { useDecide } from './useDecide'
import { usePagedList } from '@/hooks/usePagedList'

/** The cash-out queue: waiting for an admin, handed to the gateway and not yet settled, and settled. */
export type CashoutTab = 'pending' | 'paying' | 'done'

/**
 * The server filters by one status only, so the settled tab asks for every row and keeps the
 * paid and rejected ones with this.
 */
const isSettled = (item: StaffCashout) => item.status === 'paid' || item.status === 'rejected'

export function useCashouts(tab: CashoutTab, enabled: boolean) {
  const { drop, ...paged } = usePagedList<StaffCashout>(
    (page) => staffGetCashouts(tab === 'done' ? page : { ...page, status: tab }),
    [tab],
    { enabled, keep: tab === 'done' ? isSettled : undefined }
  )
  const { deciding, decide } = useDecide(drop)

  /**
   * A pending one: real money leaves, so the admin confirms the amount and the payee first, and
   * the gateway may still be working on it when the answer comes. A paying one: asks the
   * gateway again how it ended (查询到账); nothing new is sent.
   */
  const approve = async (item: StaffCashout) => {
    const send = () => staffAuditCashout({ id: item.id, approve: true })
    if (item.status === 'paying') {
      await decide(item.id, send, (now) => (now.status === 'paid' ? '已到账' : '未到账，已退回待审核'))
      return
    }
    const { confirm } = await Taro.showModal({
      title: '提示',
      content: `确认打款 ¥${fenToYuan(item.actualAmount)} 给 ${memberName(item.nickname, item.userId)}？`
    })
    if (confirm) await decide(item.id, send, (now) => (now.status === 'paying' ? '打款处理中' : '已打款'))
  }

  /** Refuses it; the server gives the amount back once the gateway confirms none was paid. True when done. */
  const reject = (item: StaffCashout, reason: string) =>
    decide(item.id, () => staffAuditCashout({ id: item.id, approve: false, reason }), '已驳回')

  return { ...paged, deciding, approve, reject }
}
