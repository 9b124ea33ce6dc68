import sharp from 'sharp'
import { BizError } from '../../lib/errors'
import { watermarkSvg, type WatermarkConfig } from './watermark'

/** Longest side of a stored image: sharp on a phone screen, light on the network. */
const MAX_SIDE = 1080
/** A small file can still decode to gigapixels (a "decompression bomb"); refuse those. */
const MAX_INPUT_PIXELS = 40_000_000
const JPEG_QUALITY = 85

export interface Watermark {
  config: WatermarkConfig
  text: string
}

/** Decodes, orients, shrinks and flattens to raw pixels; a file sharp can't read is the member's problem, said plainly. */
async function decode(input: Buffer) {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (err) {
    // sharp reports both as plain errors; only the message tells them apart.
    const message = err instanceof Error ? err.message : ''
    throw new BizError(/pixel limit/i.test(message) ? '图片尺寸过大，请压缩后再上传' : '图片已损坏，无法识别')
  }
}

/**
 * Re-encodes an upload as a JPEG: upright (EXIF orientation applied), at most MAX_SIDE on
 * the longer side, transparent areas on white, every piece of metadata (GPS, camera) dropped,
 * and the tenant's watermark on top. Animated GIFs keep their first frame.
 */
export async function renderImage(input: Buffer, watermark: Watermark | null): Promise<Buffer> {
  const { data, info } = await decode(input)
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  if (watermark) {
    const svg = watermarkSvg(watermark.config, watermark.text, info.width, info.height)
    image.composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
  }
  return image.jpeg({ quality: JPEG_QUALITY }).toBuffer()
}
