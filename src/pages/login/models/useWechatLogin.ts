import { useEffect } from 'react'
import { loginByMpCode } from '../../../api/auth'
import { useStores } from '../../../stores'

/** Messaging-app browser: a `code` in the URL is the OAuth answer; exchange it and log in. */
export function useMpCodeLogin(code: string | undefined): void {
  const { authFlow } = useStores()
  useEffect(() => {
    if (!code) return
    loginByMpCode({ code })
      .then((result) => authFlow.afterLogin(result))
      .catch(() => undefined)
  }, [code, authFlow])
}
