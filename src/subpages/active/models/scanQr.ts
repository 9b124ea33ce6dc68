import Taro from '@tarojs/taro'
import { isWeapp } from '@/utils/platform'

/** Photos are read at most this wide or tall: a phone camera's 4000 px take the decoder seconds. */
const DECODE_MAX_SIDE = 1024

/** A photo from the phone's back camera (or the album where the browser offers no camera); null when none was taken. */
function takePhoto(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = 'image/*'
    input.setAttribute('capture', 'environment')
    input.style.display = 'none'
    const settle = (file: File | null) => {
      input.remove()
      resolve(file)
    }
    input.addEventListener('change', () => settle(input.files?.[0] ?? null))
    input.addEventListener('cancel', () => settle(null))
    document.body.appendChild(input)
    input.click()
  })
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => {
      URL.revokeObjectURL(url)
      resolve(image)
    }
    image.onerror = () => {
      URL.revokeObjectURL(url)
      reject(new Error('not an image'))
    }
    image.src = url
  })
}

/** The text of the QR code in the photo, '' when none can be read. */
export async function decodeQrPhoto(file: File): Promise<string> {
  // The decoder is loaded only when staff first scan, so no other page downloads it.
  const [{ default: jsQR }, image] = await Promise.all([import('jsqr'), loadImage(file)])
  const scale = Math.min(1, DECODE_MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight))
  const width = Math.max(1, Math.round(image.naturalWidth * scale))
  const height = Math.max(1, Math.round(image.naturalHeight * scale))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return ''
  context.drawImage(image, 0, 0, width, height)
  return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? ''
}

/**
 * What the QR code staff point the phone at says: the mini-program's own scanner, or in a browser
 * (which may not open a live camera) a photo of the code decoded here. Null when staff gave up; ''
 * when the photo held no readable code.
 */
export async function scanQrText(): Promise<string | null> {
  if (isWeapp()) {
    try {
      return (await Taro.scanCode({ onlyFromCamera: true, scanType: ['qrCode'] })).result
    } catch {
      return null
    }
  }
  const photo = await takePhoto()
  if (!photo) return null
  try {
    return await decodeQrPhoto(photo)
  } catch {
    return ''
  }
}
