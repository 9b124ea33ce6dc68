import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { getNoticeCount } from '@/api/loveSocial'

/** New views and favourites of a love user, fetched each time the home is shown again. */
export function useNoticeCount(enabled: boolean): number {
  const [count, setCount] = useState(0)
  useDidShow(() => {
    if (!enabled) return setCount(0)
    getNoticeCount()
      .then((res) => setCount(res.count))
      .catch(() => undefined)
  })
  return count
}
