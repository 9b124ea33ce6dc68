import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { uploadImage, uploadImageBase64 } from '@/api/image'
import { setAvator } from '@/api/member'
import { getMyReviews } from '@/api/moderation'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { decodeQuery } from '@/utils/query'
import { useStores } from '@/stores'
import { INITIAL_VIEW, sourceRect, zoomTo, type CropView } from '@/utils/crop'
import { goBack } from '@/utils/navigation'
import {
  loadPhoto,
  renderCrop,
  type Photo,
  type RenderedAvatar
} from '@/uni_modules/vk-uview-ui/components/u-avatar-cropper/render'

/** The frame takes 80% of the width (the 600 px of the 750 px design), at most 400 px on a wide screen. */
const FRAME_WIDTH_RATIO = 0.8
const MAX_FRAME_PX = 400

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

const upload = (avatar: RenderedAvatar) =>
  avatar.kind === 'dataUrl' ? uploadImageBase64(avatar.data) : uploadImage(avatar.path)

/**
 * The cropper's state and actions: the photo (from `?src=` or picked on arrival), how it lies
 * under the frame, and confirming: render the square, upload it, make it the avatar.
 */
export function useAvatarCropper() {
  const { session, authFlow } = useStores()
  const { params } = useRouter()
  const [frame] = useState(() =>
    Math.round(Math.min(Taro.getWindowInfo().windowWidth * FRAME_WIDTH_RATIO, MAX_FRAME_PX))
  )
  const [photo, setPhoto] = useState<Photo | null>(null)
  const [view, setView] = useState<CropView>(INITIAL_VIEW)
  const { busy, run } = useSingleFlight()
  const started = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const open = async (src: string) => {
    try {
      setPhoto(await loadPhoto(src))
      setView(INITIAL_VIEW)
    } catch {
      toast('照片打开失败，请换一张')
    }
  }

  const choose = async () => {
    let path: string | undefined
    try {
      path = (await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }))
        .tempFilePaths[0]
    } catch {
      return // the member closed the picker; the empty frame offers it again
    }
    if (path) await open(path)
  }

  // The picker hides and shows the page again in the mini-program, so it opens on the first show only.
  useDidShow(() => {
    if (started.current || !authFlow.ensureLogin()) return
    started.current = true
    const src = decodeQuery(params.src)
    void (src ? open(src) : choose())
  })

  const zoom = (value: number) => {
    if (photo) setView(zoomTo(photo, frame, view, value))
  }

  const confirm = () =>
    run(async () => {
      if (!photo) return
      let avatar: RenderedAvatar
      try {
        avatar = await renderCrop(photo, sourceRect(photo, frame, view))
      } catch {
        return toast('头像生成失败，请换一张照片')
      }
      try {
        const { url } = await upload(avatar)
        session.setUser(await setAvator({ headPic: url }))
      } catch {
        return // the request layer has said why
      }
      // Under pre-moderation others see the photo only once staff approve it; say so rather than 已更新.
      const waiting = (await getMyReviews().catch(() => null))?.avatar?.status === 'pending'
      void Taro.showToast({ title: waiting ? '已提交审核' : '头像已更新', icon: 'success', duration: TOAST_MS })
      // Leave once the member has read it; staying busy until then keeps a second tap from uploading again.
      await new Promise((resolve) => setTimeout(resolve, TOAST_MS))
      if (mounted.current) goBack()
    })

  return { frame, photo, view, setView, busy, choose, zoom, confirm, cancel: () => goBack() }
}
