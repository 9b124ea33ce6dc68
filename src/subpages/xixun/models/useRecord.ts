import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * One story or pennant a page shows by the id in its query: null until it arrives, `failed` when
 * it could not be read (gone, not public, or the network; the request layer has said which). Read
 * again when the member comes back, e.g. after confirming it elsewhere. Pass a stable `fetch`.
 */
export function useRecord<T>(id: number, fetch: (id: number) => Promise<T>, enabled = true) {
  const [record, setRecord] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    if (!id) return void setFailed(true)
    try {
      setRecord(await fetch(id))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [id, fetch])

  useEffect(() => {
    if (enabled) void load()
  }, [enabled, load])

  // The first show is the mount, which the effect above covers; later ones are returns.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && enabled) void load()
    shown.current = true
  })

  return { record, failed, reload: load, setRecord }
}
