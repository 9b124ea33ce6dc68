import type { CustomStatus, StaffCustomService, UpdateCustomServiceReq } from '@contract/finance'
import { staffGetCustomServices, staffUpdateCustomService } from '@/api/loveLine'
import { usePagedList } from '@/hooks/usePagedList'
import { useDecide } from './useDecide'

/** Where a matchmaker may take a service next; a finished one goes nowhere. */
export const NEXT_STATUS: Record<CustomStatus, UpdateCustomServiceReq['status'] | null> = {
  waiting: 'serving',
  serving: 'finished',
  finished: null
}

/** The members' private customisation services in one status, newest first. */
export function useStaffCustom(tab: CustomStatus, enabled: boolean) {
  const { drop, ...paged } = usePagedList<StaffCustomService>(
    (page) => staffGetCustomServices({ ...page, status: tab }),
    [tab],
    {
      enabled
    }
  )
  const { deciding, decide } = useDecide(drop)

  /** Moves it one step on with the note the member reads; it then leaves this tab. True when done. */
  const advance = (item: StaffCustomService, note: string): Promise<boolean> => {
    const status = NEXT_STATUS[item.status]
    if (!status) return Promise.resolve(false)
    return decide(
      item.id,
      () => staffUpdateCustomService({ id: item.id, status, note }),
      status === 'serving' ? '已开始服务' : '已完成服务'
    )
  }

  return { ...paged, deciding, advance }
}
