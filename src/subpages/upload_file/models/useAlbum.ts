import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { getMyLoveProfile, setAlbum } from '@/api/loveProfile'
import { TOAST_MS } from '@/constants/app'
import { useLoveGate } from '@/hooks/useLoveGate'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { goBack } from '@/utils/navigation'
import { isWeapp } from '@/utils/platform'

/** The server's setAlbum limit, SPEC §9's image count. */
export const ALBUM_MAX_IMAGES = 9

type AlbumStatus = 'loading' | 'failed' | 'ready'

const LEAVE_MESSAGE = '相册的修改还没有保存，确定离开吗？'

const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((url, i) => url === b[i])

/**
 * My album as edited on the page: loaded once (the picker and the preview hide and show the page,
 * which must not throw edits away), saved as a whole in its order, the first photo being the cover.
 */
export function useAlbum() {
  const allowed = useLoveGate()
  const [status, setStatus] = useState<AlbumStatus>('loading')
  const [saved, setSaved] = useState<string[]>([])
  const [images, setImages] = useState<string[]>([])
  const { busy, run } = useSingleFlight()
  const mounted = useRef(true)
  const dirty = status === 'ready' && !sameOrder(images, saved)

  const load = () => {
    setStatus('loading')
    getMyLoveProfile()
      .then(({ album }) => {
        setSaved(album)
        setImages(album)
        setStatus('ready')
      })
      .catch(() => setStatus('failed'))
  }

  useEffect(() => {
    if (allowed && status === 'loading') load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the gate opening starts a load (a retry calls load itself): a reload would drop edits
  }, [allowed])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  // The mini-program's back gesture and hardware back button bypass the page; it can warn natively.
  useEffect(() => {
    if (!isWeapp()) return
    if (dirty) void Taro.enableAlertBeforeUnload({ message: LEAVE_MESSAGE })
    else void Taro.disableAlertBeforeUnload()
  }, [dirty])

  const setCover = (url: string) => setImages((list) => [url, ...list.filter((u) => u !== url)])

  const save = () =>
    run(async () => {
      if (status !== 'ready') return
      try {
        await setAlbum(images, { showLoading: true, loadingText: '保存中...' })
      } catch {
        return // the request layer has said why
      }
      setSaved(images)
      void Taro.showToast({ title: '已保存', icon: 'success', duration: TOAST_MS })
      // Leave once the member has read it; staying busy until then keeps a second tap from saving again.
      await new Promise((resolve) => setTimeout(resolve, TOAST_MS))
      if (mounted.current) goBack()
    })

  const leave = async () => {
    if (dirty) {
      const { confirm } = await Taro.showModal({
        title: '提示',
        content: LEAVE_MESSAGE,
        confirmText: '离开',
        cancelText: '继续编辑'
      })
      if (!confirm) return
    }
    goBack()
  }

  return { status, images, setImages, setCover, busy, load, save, leave }
}
