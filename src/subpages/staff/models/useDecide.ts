import Taro from '@tarojs/taro'
import { useState } from 'react'
import { ErrorCode } from '@contract/envelope'
import { ApiError } from '@/api/request'
import { TOAST_MS } from '@/constants/app'

/**
 * One staff decision at a time on a queue item. A decided item leaves the queue with a toast; so
 * does one another staff member decided first (the request layer has said so).
 */
export function useDecide(drop: (id: number) => void) {
  const [deciding, setDeciding] = useState<number | null>(null)

  /** Sends the decision on item `id`; true when it has left the queue. `done` may read the answer. */
  const decide = async <T>(
    id: number,
    send: () => Promise<T>,
    done: string | ((answer: T) => string)
  ): Promise<boolean> => {
    if (deciding !== null) return false
    setDeciding(id)
    try {
      const answer = await send()
      drop(id)
      void Taro.showToast({
        title: typeof done === 'string' ? done : done(answer),
        icon: 'success',
        duration: TOAST_MS
      })
      return true
    } catch (err) {
      const gone = err instanceof ApiError && (err.code === ErrorCode.Conflict || err.code === ErrorCode.NotFound)
      if (gone) drop(id)
      return gone
    } finally {
      setDeciding(null)
    }
  }

  return { deciding, decide }
}
