import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { CUSTOMER_ALBUM_MAX } from '@contract/customer'
import { getCustomerAlbum, saveCustomerAlbum } from '@/api/customer'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { moveItem } from '@/utils/libraryOrder'
import { goBack } from '@/utils/navigation'
import { isWeapp } from '@/utils/platform'

export { CUSTOMER_ALBUM_MAX }

type AlbumStatus = 'loading' | 'failed' | 'ready'

const LEAVE_MESSAGE = '相册的修改还没有保存，确定离开吗？'

const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((url, i) => url === b[i])

/**
 * A customer's album as their matchmaker edits it: loaded once (the picker and the preview hide and
 * show the page, which must not throw edits away), saved as a whole in its order.
 */
export function useCustomerAlbum(userId: number | null, enabled: boolean) {
  const [status, setStatus] = useState<AlbumStatus>('loading')
  const [nickname, setNickname] = useState('')
  const [saved, setSaved] = useState<string[]>([])
  const [images, setImages] = useState<string[]>([])
  const { busy, run } = useSingleFlight()
  const mounted = useRef(true)
  const dirty = status === 'ready' && !sameOrder(images, saved)

  const load = () => {
    if (!userId) return setStatus('failed')
    setStatus('loading')
    getCustomerAlbum({ userId })
      .then((album) => {
        const urls = album.photos.map((p) => p.url)
        setNickname(album.nickname)
        setSaved(urls)
        setImages(urls)
        setStatus('ready')
      })
      .catch(() => setStatus('failed'))
  }

  useEffect(() => {
    if (enabled && status === 'loading') load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the access check opening starts a load (a retry calls load itself): a reload would drop edits
  }, [enabled])

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

  const move = (index: number, delta: number) => setImages((list) => moveItem(list, index, delta))

  const save = () =>
    run(async () => {
      if (status !== 'ready' || !userId) return
      try {
        await saveCustomerAlbum({ userId, images }, { showLoading: true, loadingText: '保存中...' })
      } catch {
        return // the request layer has said why
      }
      setSaved(images)
      void Taro.showToast({ title: '已保存', icon: 'success', duration: TOAST_MS })
      // Leave once the matchmaker has read it; staying busy until then keeps a second tap from saving again.
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

  return { status, nickname, images, setImages, move, busy, load, save, leave }
}
