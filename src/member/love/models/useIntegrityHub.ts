import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import type { IntegrityHub } from '@contract/certification'
import { getAuthIndex } from '@/api/certification'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'

/** The integrity hub of a love user, fetched on every visit: a certification page may have changed it. */
export function useIntegrityHub(): IntegrityHub | null {
  const { session, authFlow } = useStores()
  const [hub, setHub] = useState<IntegrityHub | null>(null)

  useDidShow(() => {
    if (!authFlow.ensureLogin()) return
    if (!session.isLoveUser) return void Taro.redirectTo({ url: ROUTES.loveSignUp })
    getAuthIndex()
      .then(setHub)
      .catch(() => undefined)
  })

  return hub
}
