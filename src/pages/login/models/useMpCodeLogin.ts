import { useEffect, useRef, useState } from 'react'
import { loginByMpCode } from '@/api/auth'
import { useStores } from '@/stores'
import { reportUnexpected } from './errors'

/** `pending` lasts until the post-login redirect; `failed` means the code was refused. */
export type CodeLoginState = 'idle' | 'pending' | 'failed'

/**
 * Messaging-app browser: a `code` in the URL is the OAuth answer; exchange it and log in. A code
 * works once, so it is sent once even if the page re-renders; a logged-in member keeps their session.
 */
export function useMpCodeLogin(code: string | undefined): CodeLoginState {
  const { session, authFlow } = useStores()
  const willLogin = Boolean(code) && !session.isLoggedIn
  const [state, setState] = useState<CodeLoginState>(willLogin ? 'pending' : 'idle')
  const used = useRef(false)

  useEffect(() => {
    if (!code || used.current || session.isLoggedIn) return
    used.current = true
    loginByMpCode({ code })
      .then((result) => authFlow.afterLogin(result))
      .catch((error: unknown) => {
        reportUnexpected('OAuth code login')(error)
        setState('failed')
      })
  }, [code, session, authFlow])

  return state
}
