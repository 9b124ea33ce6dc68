import type { CommonEvent, ITouchEvent } from '@tarojs/components'
import { useRef } from 'react'
import { followGesture, type CropView, type GestureStart, type Point, type Size } from '@/utils/crop'

/** Taro types View's touch handlers with the plain event, but on every platform they carry the touches. */
const fingers = (e: CommonEvent): Point[] =>
  Array.from((e as ITouchEvent).touches, (t) => ({ x: t.clientX, y: t.clientY }))

/**
 * Touch handlers for the crop stage: drag with one finger, pinch with two. Each time the number
 * of fingers changes the gesture restarts from the current view, so lifting one finger of a pinch
 * continues as a drag without a jump.
 */
export function useCropGesture(photo: Size | null, frame: number, view: CropView, onChange: (view: CropView) => void) {
  const start = useRef<GestureStart | null>(null)
  // The view as last set, which can be newer than the rendered one between two touch events.
  const latest = useRef(view)
  latest.current = view

  const restart = (e: CommonEvent) => {
    const touches = fingers(e)
    start.current = touches.length > 0 ? { view: latest.current, touches } : null
  }

  const onTouchMove = (e: CommonEvent) => {
    if (!photo || !start.current) return
    const next = followGesture(photo, frame, start.current, fingers(e))
    latest.current = next
    onChange(next)
  }

  return { onTouchStart: restart, onTouchMove, onTouchEnd: restart, onTouchCancel: restart }
}
