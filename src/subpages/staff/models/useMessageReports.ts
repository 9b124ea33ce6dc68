import type { HandleReportReq, MessageReportItem, MessageReportStatus } from '@contract/message'
import { staffGetReportPage, staffHandleReport } from '@/api/message'
import { useCursorList } from '@/hooks/useCursorList'
import { useDecide } from './useDecide'

/** Reported messages in one state: waiting for a moderator, upheld or dismissed. */
export function useMessageReports(tab: MessageReportStatus, enabled: boolean) {
  const { drop, ...paged } = useCursorList<MessageReportItem>(
    (req) => staffGetReportPage({ ...req, status: tab }),
    [tab],
    { enabled }
  )
  const { deciding, decide } = useDecide(drop)

  /** Upholds (the message is recalled for both and its sender told) or dismisses; true when done. */
  const handle = (item: MessageReportItem, action: HandleReportReq['action'], resolution: string) =>
    decide(
      item.id,
      () => staffHandleReport({ reportId: item.id, action, resolution }),
      action === 'uphold' ? '已处理，消息已撤回' : '已驳回'
    )

  return { ...paged, deciding, handle }
}
