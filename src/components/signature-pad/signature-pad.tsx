import { Canvas, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { PointerEvent as ReactPointerEvent } from 'react'
import { isH5 } from '@/utils/platform'
import { hasEnoughInk, type Point } from './ink'
import './signature-pad.scss'

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,'

/** The mini-program draws into a temporary file: its bytes, as the browser's canvas would hand them over. */
function readAsPngDataUrl(filePath: string): Promise<string> {
  return new Promise((resolve, reject) =>
    Taro.getFileSystemManager().readFile({
      filePath,
      encoding: 'base64',
      success: (res) => resolve(PNG_DATA_URL_PREFIX + String(res.data)),
      fail: (err) => reject(new Error(err.errMsg))
    })
  )
}

export interface SignaturePadHandle {
  clear(): void
  /** Whether enough has been drawn to count as a signature. */
  signed(): boolean
  /**
   * The drawing as a PNG data URL (transparent background: the server lays it on white), sent with
   * the signing itself so that it never becomes a file with an address of its own.
   */
  exportPng(): Promise<string>
}

export interface Props {
  /** The mini-program canvas is found by id: unique on the page. */
  canvasId?: string
  /** CSS pixels. */
  height?: number
  hint?: string
  /** Told whenever the drawing becomes, or stops being, a signature. */
  onChange?: (signed: boolean) => void
}

const INK = '#1a1a1a'
const LINE_WIDTH = 3

/** Either canvas draws like the browser's: the mini-program's 2D canvas implements the same context API. */
interface Surface {
  canvas: HTMLCanvasElement | Taro.Canvas
  ctx: CanvasRenderingContext2D
  width: number
  height: number
}

/** The mini-program's canvas touches carry x/y relative to the canvas. */
interface CanvasTouch {
  x: number
  y: number
}

function prepare(canvas: HTMLCanvasElement | Taro.Canvas, width: number, height: number, ratio: number): Surface {
  canvas.width = Math.round(width * ratio)
  canvas.height = Math.round(height * ratio)
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
  ctx.scale(ratio, ratio)
  ctx.lineWidth = LINE_WIDTH
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ctx.strokeStyle = INK
  return { canvas, ctx, width, height }
}

/** Draws what was signed so far again, after the canvas was (re)sized and so wiped. */
function redraw(s: Surface, strokes: Point[][]): void {
  for (const stroke of strokes) {
    s.ctx.beginPath()
    stroke.forEach((p, i) => (i === 0 ? s.ctx.moveTo(p.x, p.y) : s.ctx.lineTo(p.x, p.y)))
    s.ctx.stroke()
  }
}

/**
 * A pad to sign on with a finger (or the mouse in a desktop browser), on Taro's 2D canvas in the
 * mini-program and a plain canvas in the browser, exported as a PNG for the image upload.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, Props>(function SignaturePad(
  { canvasId = 'signature-pad-canvas', height = 180, hint = '请在此处手写签名', onChange },
  ref
) {
  const h5Canvas = useRef<HTMLCanvasElement | null>(null)
  const surface = useRef<Surface | null>(null)
  const strokes = useRef<Point[][]>([])
  const drawing = useRef(false)
  const [blank, setBlank] = useState(true)

  /**
   * The browser's canvas is sized from its box when first touched too: a page opened behind a
   * transition measures nothing at mount, and rotating the phone changes the box.
   */
  const fitH5 = useCallback(() => {
    const canvas = h5Canvas.current
    if (!canvas) return
    const rect = canvas.getBoundingClientRect()
    const s = surface.current
    if (s && s.width === rect.width && s.height === rect.height) return
    surface.current = prepare(canvas, rect.width, rect.height, window.devicePixelRatio || 1)
    redraw(surface.current, strokes.current)
  }, [])

  const findWeappCanvas = useCallback(() => {
    Taro.createSelectorQuery()
      .select(`#${canvasId}`)
      .fields({ node: true, size: true })
      .exec((res) => {
        const found = res?.[0] as { node?: Taro.Canvas; width: number; height: number } | undefined
        if (!found?.node) return
        surface.current = prepare(found.node, found.width, found.height, Taro.getWindowInfo().pixelRatio)
        redraw(surface.current, strokes.current)
      })
  }, [canvasId])

  useEffect(() => {
    if (isH5()) fitH5()
    else Taro.nextTick(findWeappCanvas)
  }, [fitH5, findWeappCanvas])

  const report = useCallback(() => {
    setBlank(strokes.current.length === 0)
    onChange?.(hasEnoughInk(strokes.current))
  }, [onChange])

  const begin = (p: Point) => {
    drawing.current = true
    strokes.current.push([p])
    setBlank(false)
  }

  const extend = (p: Point) => {
    const s = surface.current
    const stroke = strokes.current[strokes.current.length - 1]
    if (!drawing.current || !s || !stroke) return
    const last = stroke[stroke.length - 1]
    stroke.push(p)
    s.ctx.beginPath()
    s.ctx.moveTo(last.x, last.y)
    s.ctx.lineTo(p.x, p.y)
    s.ctx.stroke()
  }

  const end = () => {
    if (!drawing.current) return
    drawing.current = false
    report()
  }

  useImperativeHandle(
    ref,
    () => ({
      clear() {
        const s = surface.current
        if (s) s.ctx.clearRect(0, 0, s.width, s.height)
        strokes.current = []
        report()
      },
      signed: () => hasEnoughInk(strokes.current),
      async exportPng() {
        const s = surface.current
        if (!s) throw new Error('signature canvas not ready')
        if (isH5()) return (s.canvas as HTMLCanvasElement).toDataURL('image/png')
        const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: s.canvas as Taro.Canvas, fileType: 'png' })
        return readAsPngDataUrl(tempFilePath)
      }
    }),
    [report]
  )

  const fromPointer = (e: ReactPointerEvent<HTMLCanvasElement>): Point => {
    const rect = e.currentTarget.getBoundingClientRect()
    return { x: e.clientX - rect.left, y: e.clientY - rect.top }
  }
  const fromTouch = (touches: CanvasTouch[] | undefined): Point | null =>
    touches?.[0] ? { x: touches[0].x, y: touches[0].y } : null

  return (
    <View className='signature-pad' style={{ height: `${height}px` }}>
      {isH5() ? (
        <canvas
          ref={h5Canvas}
          className='signature-pad__canvas'
          aria-label='手写签名区域'
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture?.(e.pointerId)
            fitH5()
            begin(fromPointer(e))
          }}
          onPointerMove={(e) => extend(fromPointer(e))}
          onPointerUp={end}
          onPointerCancel={end}
          onPointerLeave={end}
        />
      ) : (
        <Canvas
          type='2d'
          id={canvasId}
          className='signature-pad__canvas'
          disableScroll
          onTouchStart={(e) => {
            // The canvas node may not have been found at mount (the page was still laying out).
            if (!surface.current) findWeappCanvas()
            const p = fromTouch(e.touches as unknown as CanvasTouch[])
            if (p) begin(p)
          }}
          onTouchMove={(e) => {
            const p = fromTouch(e.touches as unknown as CanvasTouch[])
            if (p) extend(p)
          }}
          onTouchEnd={end}
          onTouchCancel={end}
        />
      )}
      {blank && <Text className='signature-pad__hint'>{hint}</Text>}
    </View>
  )
})
