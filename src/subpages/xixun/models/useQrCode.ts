import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** `text` as a QR code image (an SVG data URI) a phone camera or WeChat scans; '' until drawn or for no text. */
export function useQrCode(text: string): string {
  const [src, setSrc] = useState('')
  useEffect(() => {
    setSrc('')
    if (!text) return
    let live = true
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch((error: unknown) => console.error('[xixun] QR code failed', error))
    return () => {
      live = false
    }
  }, [text])
  return src
}
