import type { ReportAction, ReportQueueItem, ReportQueueTab } from '@contract/report'
import { REPORT_ACTION_LABELS } from '@contract/report'
import { staffGetReportQueue, staffHandleReport, staffLiftSuspension, staffUnhideProfile } from '@/api/report'
import { useCursorList } from '@/hooks/useCursorList'
import { useDecide } from './useDecide'

/** Member reports waiting for a decision, or decided ones newest first. */
export function useMemberReports(tab: ReportQueueTab, enabled: boolean) {
  const { update, ...paged } = useCursorList<ReportQueueItem>((req) => staffGetReportQueue({ ...req, tab }), [tab], {
    enabled
  })
  // One decision closes every pending report on that member, so all their cards leave together.
  const dropMember = (reportId: number) => {
    const target = paged.list.find((i) => i.id === reportId)?.reported.userId
    const stays = (r: ReportQueueItem) => r.id !== reportId && r.reported.userId !== target
    update((rows) => rows.filter(stays))
    // Emptied while the server holds more: start over rather than say there is nothing.
    if (!paged.list.some(stays) && paged.hasMore) void paged.reload()
  }
  const { deciding, decide } = useDecide(dropMember)

  /** Sends the decision; true when done (or someone decided first). */
  const handle = (item: ReportQueueItem, action: ReportAction, resolution: string) =>
    decide(
      item.id,
      () => staffHandleReport({ reportId: item.id, action, resolution }),
      ({ decided }) => `已${REPORT_ACTION_LABELS[action]}，结案${decided}条`
    )

  /** Shows a hidden profile again and reads the list anew so every card of that member says so. */
  const unhide = async (item: ReportQueueItem) => {
    await staffUnhideProfile({ userId: item.reported.userId })
    await paged.reload()
  }

  const liftSuspension = async (item: ReportQueueItem) => {
    await staffLiftSuspension({ userId: item.reported.userId })
    await paged.reload()
  }

  return { ...paged, deciding, handle, unhide, liftSuspension }
}
