import { useRef, useState } from 'react'
import { USERNAME_RE } from '@contract/rules'
import { checkUserName } from '@/api/user'
import { HINT, MSG } from './rules'

/**
 * A username field that explains itself on blur, under the field: the rule when it doesn't match,
 * and whether it is already taken (the form toasts it only when sent). Typing clears the message;
 * an answer for a name no longer typed is dropped.
 * `own` is the member's current username: the server knows it as taken, by them.
 */
export function useUsernameCheck(own = '') {
  const [username, setName] = useState(own)
  const [error, setError] = useState('')
  const latest = useRef(own)

  const setUsername = (value: string) => {
    latest.current = value
    setName(value)
    setError('')
  }

  const check = async (): Promise<void> => {
    const name = latest.current
    if (!name || name === own) return
    if (!USERNAME_RE.test(name)) {
      setError(HINT.username)
      return
    }
    const { exists } = await checkUserName({ username: name }, { hideMsg: true })
    if (exists && latest.current === name) setError(MSG.usernameTaken)
  }

  const onBlur = () => {
    // Only a hint while typing: the server checks again when the form is sent.
    check().catch((e: unknown) => console.warn('[login] username check failed', e))
  }

  return { username, setUsername, error, onBlur }
}
