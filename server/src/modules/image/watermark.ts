import type { ImageConfig } from '@contract/models'

/** Watermark settings as the tenant configured them (SPEC §3 image config). */
export type WatermarkConfig = Pick<
  ImageConfig,
  | 'imageWmType'
  | 'wmFont'
  | 'wmFontColor'
  | 'wmFontSize'
  | 'wmGravity'
  | 'wmResize'
  | 'wmRotate'
  | 'wmTransparency'
  | 'wmUnitH'
  | 'wmUnitW'
  | 'wmXdistance'
  | 'wmYdistance'
>

/** Where a corner watermark sits: horizontal and vertical position as 0 (start), 0.5 or 1 (end). */
const GRAVITY: Record<string, [number, number]> = {
  NorthWest: [0, 0],
  North: [0.5, 0],
  NorthEast: [1, 0],
  West: [0, 0.5],
  Center: [0.5, 0.5],
  East: [1, 0.5],
  SouthWest: [0, 1],
  South: [0.5, 1],
  SouthEast: [1, 1]
}

/** Config values end up inside SVG markup, so only safe shapes pass. */
const COLOR_RE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FONT_RE = /^[\w\s,-]{1,64}$/

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value))
const round = (value: number) => Math.round(value * 10) / 10

/**
 * The watermark as an SVG overlay of exactly width × height. Sizes in the config are meant
 * for an image wmResize pixels wide, so they scale with the real width: a watermark looks
 * the same on a thumbnail and on a full-size photo.
 */
export function watermarkSvg(cfg: WatermarkConfig, text: string, width: number, height: number): string {
  const scale = cfg.wmResize > 0 ? width / cfg.wmResize : 1
  const fontSize = Math.max(8, cfg.wmFontSize * scale)
  const color = COLOR_RE.test(cfg.wmFontColor) ? cfg.wmFontColor : '#ffffff'
  const font = FONT_RE.test(cfg.wmFont) ? `${cfg.wmFont}, sans-serif` : 'sans-serif'
  const opacity = clamp(cfg.wmTransparency, 0, 100) / 100
  const label = escapeXml(text)
  const style = `font-family="${escapeXml(font)}" font-size="${round(fontSize)}" fill="${color}" fill-opacity="${opacity}"`

  let body: string
  if (cfg.imageWmType === 'Tile') {
    // Cells never smaller than the text, so a tiny unit can't explode into thousands of labels.
    const unitW = Math.max(cfg.wmUnitW * scale, fontSize * 2)
    const unitH = Math.max(cfg.wmUnitH * scale, fontSize * 2)
    const labels: string[] = []
    for (let y = unitH / 2; y < height + unitH / 2; y += unitH) {
      for (let x = unitW / 2; x < width + unitW / 2; x += unitW) {
        labels.push(
          `<text x="${round(x)}" y="${round(y)}" transform="rotate(${-cfg.wmRotate} ${round(x)} ${round(y)})">${label}</text>`
        )
      }
    }
    body = `<g ${style} text-anchor="middle" dominant-baseline="central">${labels.join('')}</g>`
  } else {
    const [gx, gy] = GRAVITY[cfg.wmGravity] ?? GRAVITY.SouthEast
    const dx = cfg.wmXdistance * scale
    const dy = cfg.wmYdistance * scale
    const x = gx === 0 ? dx : gx === 1 ? width - dx : width / 2
    // y is the text baseline: below the top edge by one line, above the bottom edge by the offset.
    const y = gy === 0 ? dy + fontSize : gy === 1 ? height - dy : height / 2 + fontSize / 3
    const anchor = gx === 0 ? 'start' : gx === 1 ? 'end' : 'middle'
    body = `<text ${style} x="${round(x)}" y="${round(y)}" text-anchor="${anchor}">${label}</text>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`
}
