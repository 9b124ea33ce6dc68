/**
 * Geometry of the square avatar crop. Screen lengths are in px of the cropper page; "natural"
 * lengths are pixels of the photo itself.
 */

export interface Size {
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

export interface Rect extends Point, Size {}

/** SPEC §9: images zoom from 1x to 4x. */
export const MIN_ZOOM = 1
export const MAX_ZOOM = 4

/**
 * How the photo lies under the frame. `zoom` multiplies the cover fit (at 1 the photo's short
 * side just fills the frame); `offset` is where the photo's centre is from the frame's centre.
 */
export interface CropView {
  zoom: number
  offset: Point
}

export const INITIAL_VIEW: CropView = { zoom: MIN_ZOOM, offset: { x: 0, y: 0 } }

/** Where a touch gesture began: the view then and the fingers then. */
export interface GestureStart {
  view: CropView
  touches: Point[]
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Screen px per natural px at zoom 1: the short side fills the frame, so no empty space shows. */
export function coverScale(image: Size, frame: number): number {
  return frame / Math.min(image.width, image.height)
}

/** A zoom the cropper allows; anything unusable falls back to no zoom. */
export function clampZoom(zoom: number): number {
  return Number.isFinite(zoom) ? clamp(zoom, MIN_ZOOM, MAX_ZOOM) : MIN_ZOOM
}

/** The photo's size on screen at `zoom`. */
export function displayedSize(image: Size, frame: number, zoom: number): Size {
  const scale = coverScale(image, frame) * clampZoom(zoom)
  return { width: image.width * scale, height: image.height * scale }
}

/** The nearest allowed view: zoom within 1x-4x and the photo covering the whole frame. */
export function clampView(image: Size, frame: number, view: CropView): CropView {
  const zoom = clampZoom(view.zoom)
  const shown = displayedSize(image, frame, zoom)
  const maxX = (shown.width - frame) / 2
  const maxY = (shown.height - frame) / 2
  // `+ 0` turns a clamped -0 into 0, so an untouched axis reads as plain 0.
  return { zoom, offset: { x: clamp(view.offset.x, -maxX, maxX) + 0, y: clamp(view.offset.y, -maxY, maxY) + 0 } }
}

/** Drags the photo by `delta`, stopping where an edge of the photo meets the frame. */
export function panBy(image: Size, frame: number, view: CropView, delta: Point): CropView {
  return clampView(image, frame, {
    zoom: view.zoom,
    offset: { x: view.offset.x + delta.x, y: view.offset.y + delta.y }
  })
}

/** Zooms about the frame's centre: the part of the photo under the centre stays there. */
export function zoomTo(image: Size, frame: number, view: CropView, zoom: number): CropView {
  const next = clampZoom(zoom)
  const ratio = next / clampZoom(view.zoom)
  return clampView(image, frame, { zoom: next, offset: { x: view.offset.x * ratio, y: view.offset.y * ratio } })
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/**
 * The view for where the fingers are now, from where they started (not from the last move, so
 * rounding never accumulates). One finger drags; two drag with their midpoint and zoom with their
 * spread. A change in the number of fingers is a new gesture, so a mismatch keeps the start view.
 */
export function followGesture(image: Size, frame: number, start: GestureStart, touches: Point[]): CropView {
  const [a0, b0] = start.touches
  const [a1, b1] = touches
  if (!a0 || !a1 || start.touches.length !== touches.length) return start.view
  if (!b0 || !b1) return panBy(image, frame, start.view, { x: a1.x - a0.x, y: a1.y - a0.y })

  const spreadBefore = distance(a0, b0)
  const zoom = clampZoom(spreadBefore > 0 ? (start.view.zoom * distance(a1, b1)) / spreadBefore : start.view.zoom)
  const ratio = zoom / clampZoom(start.view.zoom)
  const from = midpoint(a0, b0)
  const to = midpoint(a1, b1)
  const offset = { x: start.view.offset.x * ratio + to.x - from.x, y: start.view.offset.y * ratio + to.y - from.y }
  return clampView(image, frame, { zoom, offset })
}

/** The part of the photo inside the frame, in natural pixels: always a square within the photo. */
export function sourceRect(image: Size, frame: number, view: CropView): Rect {
  const { zoom, offset } = clampView(image, frame, view)
  const scale = coverScale(image, frame) * zoom
  const side = Math.min(frame / scale, image.width, image.height)
  return {
    x: clamp(image.width / 2 - offset.x / scale - side / 2, 0, image.width - side),
    y: clamp(image.height / 2 - offset.y / scale - side / 2, 0, image.height - side),
    width: side,
    height: side
  }
}
