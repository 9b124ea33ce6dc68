import { Canvas } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Rect, Size } from '@/utils/crop'
import { isH5 } from '@/utils/platform'

/** The avatar is stored at 400×400: sharp on any screen as a round avatar, small to upload. */
export const AVATAR_SIZE = 400
const JPEG_QUALITY = 0.9
const CANVAS_ID = 'avatar-crop-canvas'

/** A photo ready to crop: where to draw it from and its natural size. */
export interface Photo extends Size {
  src: string
}

/** The cropped avatar: a data URL in the browser, a temporary file in the mini-program. */
export type RenderedAvatar = { kind: 'dataUrl'; data: string } | { kind: 'file'; path: string }

/**
 * The mini-program's 2D canvas can only be exported from a canvas on the page (an offscreen one
 * cannot be saved to a file on iOS), so the page hosts a hidden one; the browser needs none.
 */
export function CropCanvas() {
  return isH5() ? null : <Canvas type='2d' id={CANVAS_ID} className='avatar-cropper__canvas' />
}

/** The photo's natural size, and what to draw it from. */
export async function loadPhoto(src: string): Promise<Photo> {
  // Taro's H5 getImageInfo would re-encode the whole photo as a PNG data URL just to measure it.
  if (isH5()) {
    const image = await loadBrowserImage(src)
    return { src, width: image.naturalWidth, height: image.naturalHeight }
  }
  // getImageInfo also downloads a remote photo, and answers a local path the canvas can draw.
  const info = await Taro.getImageInfo({ src })
  return { src: info.path, width: info.width, height: info.height }
}

/** Draws the `source` square of the photo onto an AVATAR_SIZE square. */
export async function renderCrop(photo: Photo, source: Rect): Promise<RenderedAvatar> {
  if (isH5()) {
    const image = await loadBrowserImage(photo.src)
    const canvas = document.createElement('canvas')
    canvas.width = AVATAR_SIZE
    canvas.height = AVATAR_SIZE
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('canvas 2d unavailable')
    paint(ctx, image, source)
    return { kind: 'dataUrl', data: canvas.toDataURL('image/jpeg', JPEG_QUALITY) }
  }
  const canvas = await pageCanvas()
  canvas.width = AVATAR_SIZE
  canvas.height = AVATAR_SIZE
  const image = canvas.createImage()
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve()
    image.onerror = () => reject(new Error('photo failed to load'))
    image.src = photo.src
  })
  // The mini-program's 2D context is the browser's API; its image object is not a DOM image but draws like one.
  paint(canvas.getContext('2d') as CanvasRenderingContext2D, image as unknown as CanvasImageSource, source)
  const { tempFilePath } = await Taro.canvasToTempFilePath({
    canvas,
    fileType: 'jpg',
    quality: JPEG_QUALITY,
    destWidth: AVATAR_SIZE,
    destHeight: AVATAR_SIZE
  })
  return { kind: 'file', path: tempFilePath }
}

function paint(ctx: CanvasRenderingContext2D, image: CanvasImageSource, source: Rect): void {
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE)
  ctx.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE)
}

function loadBrowserImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    // A photo from another origin (CDN) must come with CORS, or the canvas refuses to export it.
    if (/^https?:/i.test(src)) image.crossOrigin = 'anonymous'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('photo failed to load'))
    image.src = src
  })
}

function pageCanvas(): Promise<Taro.Canvas> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${CANVAS_ID}`)
      .node((res) => {
        const node = res?.node as Taro.Canvas | undefined
        if (node) resolve(node)
        else reject(new Error('crop canvas not found'))
      })
      .exec()
  })
}
