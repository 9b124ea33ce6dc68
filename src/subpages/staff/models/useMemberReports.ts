import type { ReportAction, ReportCase, ReportQueueTab } from '@contract/report'
import { REPORT_ACTION_LABELS } from '@contract/report'
import { staffGetReportQueue, staffHandleReport, staffLiftSuspension, staffUnhideProfile } from '@/api/report'
import { useCursorList } from '@/hooks/useCursorList'
import { useDecide } from './useDecide'

const keyOf = (c: ReportCase) => c.member.userId

/** Reported members with reports waiting, or decided ones (latest decision first), one card each. */
export function useMemberReports(tab: ReportQueueTab, enabled: boolean) {
  const { drop, ...paged } = useCursorList<ReportCase>((req) => staffGetReportQueue({ ...req, tab }), [tab], {
    enabled,
    keyOf
  })
  const { deciding, decide } = useDecide(drop)

  /** Sends the decision on every report waiting on the member; true when done (or someone decided first). */
  const handle = (item: ReportCase, action: ReportAction, resolution: string) =>
    decide(
      item.member.userId,
      () => staffHandleReport({ targetId: item.member.userId, action, resolution }),
      ({ decided }) => `已${REPORT_ACTION_LABELS[action]}，结案${decided}条`
    )

  /** Shows a hidden profile again and reads the list anew so the card says so. */
  const unhide = async (item: ReportCase) => {
    await staffUnhideProfile({ userId: item.member.userId })
    await paged.reload()
  }

  const liftSuspension = async (item: ReportCase) => {
    await staffLiftSuspension({ userId: item.member.userId })
    await paged.reload()
  }

  return { ...paged, deciding, handle, unhide, liftSuspension }
}
