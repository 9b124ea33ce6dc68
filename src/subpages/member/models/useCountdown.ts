import { useEffect, useState } from 'react'

const SECOND = 1000

/** 'mm:ss', rounded up so the last second reads 00:01 rather than 00:00 while still payable. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / SECOND))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`
}

/** Milliseconds left until `deadline` (ISO), ticking each second; null without a deadline. */
export function useCountdown(deadline: string | null): number | null {
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
