import { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { StaffRole } from '@contract/staff'
import { getMyStaffRoles } from '@/api/staff'
import { useStores } from '@/stores'
import { holdsAny } from '@/utils/staff'

export type StaffAccess = 'checking' | 'allowed' | 'denied'

/**
 * Whether the member holds one of `allowed` in this tenant. The server enforces the same roles on
 * every staff call; this only spares others a page of errors.
 */
export function useStaffAccess(allowed: readonly StaffRole[]): StaffAccess {
  const { authFlow } = useStores()
  const [access, setAccess] = useState<StaffAccess>('checking')
  // Previewing a photo hides and shows the page; the roles don't need asking again for that.
  const asked = useRef(false)

  useDidShow(() => {
    if (asked.current || !authFlow.ensureLogin()) return
    asked.current = true
    getMyStaffRoles().then(
      ({ roles }) => setAccess(holdsAny(roles, allowed) ? 'allowed' : 'denied'),
      () => {
        asked.current = false
      }
    )
  })

  return access
}
