import { useEffect, useState } from 'react'

const SECOND = 1000

const pad = (n: number) => String(n).padStart(2, '0')

/** 'mm:ss' ('h:mm:ss' past an hour), rounded up so the last second reads 00:01 rather than 00:00. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / SECOND))
  const h = Math.floor(seconds / 3600)
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`
  return h > 0 ? `${h}:${rest}` : rest
}

/** Milliseconds left until `deadline` (ISO), ticking each second; null without one. */
export function useCountdown(deadline: string): number | null {
  const end = deadline ? Date.parse(deadline) : NaN
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (Number.isNaN(end)) return
    setNow(Date.now())
    const timer = setInterval(() => {
      const t = Date.now()
      setNow(t)
      if (t >= end) clearInterval(timer)
    }, SECOND)
    return () => clearInterval(timer)
  }, [end])

  return Number.isNaN(end) ? null : Math.max(0, end - now)
}
