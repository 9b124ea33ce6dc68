import QRCode from 'qrcode'
import { COLOR_BRAND, COLOR_BRAND_LIGHT, COLOR_FILL } from '@/styles/colors'

/** What the share poster shows. */
export interface PosterContent {
  cover: string
  title: string
  time: string
  place: string
  price: string
  /** The event link the QR code carries. */
  url: string
  siteName: string
}

// The poster is drawn at twice the phone's 375 px width, so it stays sharp when saved.
const W = 750
const H = 1200
const PAD = 48
const COVER_H = 460
const QR = 220
const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif'
// Text colours as the page's tokens ($color-text, $color-text-regular, $color-text-tertiary).
const INK = '#1a1a1a'
const INK_SOFT = '#555'
const INK_FAINT = '#888'

/** Loads an image the canvas may read back: our uploads are same-origin, anything else must allow CORS. */
function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    if (!src) return resolve(null)
    const img = new window.Image()
    img.crossOrigin = 'anonymous'
    img.onload = () => resolve(img)
    img.onerror = () => resolve(null)
    img.src = src
  })
}

/** Lines of `text` at most `width` wide, `max` of them, the last cut with an ellipsis. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const ch of Array.from(text)) {
    if (ctx.measureText(line + ch).width > width && line) {
      lines.push(line)
      line = ch
      if (lines.length === max) break
    } else {
      line += ch
    }
  }
  if (lines.length < max) return line ? [...lines, line] : lines
  const last = lines[max - 1]
  const cut = Array.from(last)
  while (cut.length > 0 && ctx.measureText(`${cut.join('')}…`).width > width) cut.pop()
  return [...lines.slice(0, max - 1), `${cut.join('')}…`]
}

/** Draws `img` filling the box and cropped to it, like mode='aspectFill'. */
function drawCover(ctx: CanvasRenderingContext2D, img: HTMLImageElement | null): void {
  if (!img) {
    const g = ctx.createLinearGradient(0, 0, W, COVER_H)
    g.addColorStop(0, COLOR_BRAND_LIGHT)
    g.addColorStop(1, COLOR_BRAND)
    ctx.fillStyle = g
    ctx.fillRect(0, 0, W, COVER_H)
    return
  }
  const scale = Math.max(W / img.width, COVER_H / img.height)
  const sw = W / scale
  const sh = COVER_H / scale
  ctx.drawImage(img, (img.width - sw) / 2, (img.height - sh) / 2, sw, sh, 0, 0, W, COVER_H)
}

function drawLines(ctx: CanvasRenderingContext2D, lines: string[], y: number, lineHeight: number): number {
  lines.forEach((l, i) => ctx.fillText(l, PAD, y + i * lineHeight))
  return y + lines.length * lineHeight
}

/**
 * The poster as a PNG data URL (H5 only): cover, title, when, where, price, and the QR code of the
 * event link. Shown as an image, so a long press saves or forwards it. Rejects when the browser
 * can't draw.
 */
export async function drawPoster(content: PosterContent): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = W
  canvas.height = H
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('canvas unavailable')
  const qr = document.createElement('canvas')
  const [cover] = await Promise.all([
    loadImage(content.cover),
    QRCode.toCanvas(qr, content.url, { width: QR, margin: 1, errorCorrectionLevel: 'M' })
  ])

  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, W, H)
  drawCover(ctx, cover)
  ctx.textBaseline = 'top'

  ctx.fillStyle = INK
  ctx.font = `600 44px ${FONT}`
  let y = drawLines(ctx, wrap(ctx, content.title, W - PAD * 2, 2), COVER_H + 40, 60) + 16
  ctx.fillStyle = INK_SOFT
  ctx.font = `30px ${FONT}`
  y = drawLines(ctx, [`时间：${content.time}`], y, 46)
  y = drawLines(ctx, wrap(ctx, `地点：${content.place}`, W - PAD * 2, 2), y, 46) + 12
  ctx.fillStyle = COLOR_BRAND
  ctx.font = `600 36px ${FONT}`
  drawLines(ctx, [content.price], y, 50)

  const footTop = H - QR - PAD * 2
  ctx.fillStyle = COLOR_FILL
  ctx.fillRect(PAD, footTop, W - PAD * 2, 2)
  ctx.drawImage(qr, PAD, footTop + PAD, QR, QR)
  const textX = PAD + QR + 36
  ctx.fillStyle = INK
  ctx.font = `600 32px ${FONT}`
  ctx.fillText('长按识别二维码', textX, footTop + PAD + 50)
  ctx.fillStyle = INK_FAINT
  ctx.font = `26px ${FONT}`
  ctx.fillText('查看活动详情，一起报名', textX, footTop + PAD + 100)
  if (content.siteName) ctx.fillText(content.siteName, textX, footTop + PAD + 150)

  return canvas.toDataURL('image/png')
}

/** Saves the poster as a file download (browsers that allow it; the messaging app's browser does not). */
export function downloadPoster(dataUrl: string, fileName: string): void {
  const a = document.createElement('a')
  a.href = dataUrl
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
}
