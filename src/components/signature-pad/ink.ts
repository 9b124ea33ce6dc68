/** A point of a stroke, in CSS pixels from the pad's top-left corner. */
export interface Point {
  x: number
  y: number
}

/** How much line a signature needs: a tap or a short tick is not a signature. */
export const MIN_INK_PX = 60

export function strokeLength(points: Point[]): number {
  let length = 0
  for (let i = 1; i < points.length; i++) {
    length += Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y)
  }
  return length
}

export function inkLength(strokes: Point[][]): number {
  return strokes.reduce((sum, s) => sum + strokeLength(s), 0)
}

export function hasEnoughInk(strokes: Point[][]): boolean {
  return inkLength(strokes) >= MIN_INK_PX
}
