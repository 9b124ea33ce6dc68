import type { AccessLogEntry } from '@contract/audit'
import { staffGetAccessLog } from '@/api/audit'
import { usePagedList } from '@/hooks/usePagedList'

/** The tenant's reads of members' personal data, newest first. */
export function useAccessLog(enabled: boolean) {
  return usePagedList<AccessLogEntry>((page) => staffGetAccessLog(page), [], { enabled })
}
