import { Image, View } from '@tarojs/components'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import './qr-code.scss'

/** `text` as a QR code image (an SVG data URI) a phone camera, WeChat or a staff scanner reads; '' until drawn. */
export function useQrCode(text: string): string {
  const [src, setSrc] = useState('')
  useEffect(() => {
    setSrc('')
    if (!text) return
    let live = true
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch((error: unknown) => console.error('[qr-code] drawing failed', error))
    return () => {
      live = false
    }
  }, [text])
  return src
}

export interface Props {
  text: string
  /** What a screen reader says instead of the picture. */
  label: string
  className?: string
}

/** A square QR code of `text`; empty space of the same size while it is being drawn. */
export function QrCode({ text, label, className = '' }: Props) {
  const src = useQrCode(text)
  return src ? (
    <Image className={`qr-code ${className}`} src={src} mode='aspectFit' aria-label={label} />
  ) : (
    <View className={`qr-code qr-code--pending ${className}`} aria-label={label} />
  )
}
