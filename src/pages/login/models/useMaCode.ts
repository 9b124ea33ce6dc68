import Taro from '@tarojs/taro'
import { useCallback, useRef } from 'react'

async function maLoginCode(): Promise<string> {
  const { code } = await Taro.login()
  return code
}

/**
 * Mini-program login codes for the phone-number button, fetched before the tap. WeChat warns that
 * calling wx.login inside the getPhoneNumber callback may refresh the session key, so the server
 * would no longer decrypt the number it receives. A code works once: `take()` hands it over and
 * `prefetch()` readies the next one (on show, and after a failed attempt).
 */
export function useMaCode() {
  const ready = useRef<Promise<string> | null>(null)

  const prefetch = useCallback(() => {
    const code = maLoginCode()
    ready.current = code
    // A failed prefetch is not an error yet: take() asks again when the code is needed.
    code.catch(() => {
      if (ready.current === code) ready.current = null
    })
  }, [])

  const take = useCallback((): Promise<string> => {
    const code = ready.current ?? maLoginCode()
    ready.current = null
    return code
  }, [])

  return { prefetch, take }
}
