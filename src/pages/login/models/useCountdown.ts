import { useEffect, useRef, useState } from 'react'

/** Seconds left before an SMS code may be requested again; ticks once a second. */
export function useCountdown() {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const stop = () => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }

  const start = (seconds: number) => {
    stop()
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop()
          return 0
        }
        return s - 1
      })
    }, 1000)
  }

  useEffect(() => stop, [])
  return { left, start, running: left > 0 }
}
