import type { StaffLine } from '@contract/finance'
import { staffGetLines, staffHandleLine } from '@/api/loveLine'
import { isDecided, type QueueTab } from './lineTab'
import { useDecide } from '@/subpages/staff/models/useDecide'
import { usePagedList } from '@/hooks/usePagedList'

/** Line requests members paid for, waiting for a matchmaker or already handled. */
export function useLineQueue(tab: QueueTab, enabled: boolean) {
  const { drop, ...paged } = usePagedList<StaffLine>(
    (page) => staffGetLines(tab === 'pending' ? { ...page, status: 'pending' } : page),
    [tab],
    { enabled, keep: tab === 'pending' ? undefined : isDecided }
  )
  const { deciding, decide } = useDecide(drop)

  /** Marks it arranged or cancelled with the note the member reads; true when done. */
  const handle = (item: StaffLine, arranged: boolean, note: string) =>
    decide(item.id, () => staffHandleLine({ id: item.id, arranged, note }), arranged ? '已牵线' : '已取消')

  return { ...paged, deciding, handle }
}
