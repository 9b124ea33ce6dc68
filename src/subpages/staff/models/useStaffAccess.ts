import { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import { getMyStaffRoles } from '../../../api/cert'
import { useStores } from '../../../stores'
import { canAuditCerts } from '../../../utils/staff'

export type AuditAccess = 'checking' | 'allowed' | 'denied'

/** Whether the member may audit certifications here (admin or auditor of this tenant). */
export function useAuditAccess(): AuditAccess {
  const { authFlow } = useStores()
  const [access, setAccess] = useState<AuditAccess>('checking')
  // Previewing a photo hides and shows the page; the roles don't need asking again for that.
  const asked = useRef(false)

  useDidShow(() => {
    if (asked.current || !authFlow.ensureLogin()) return
    asked.current = true
    getMyStaffRoles().then(
      ({ roles }) => setAccess(canAuditCerts(roles) ? 'allowed' : 'denied'),
      () => {
        asked.current = false
      }
    )
  })

  return access
}
