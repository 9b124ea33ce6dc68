import { useState } from 'react'

/**
 * A sheet opened by a tap: `mounted` turns true at the first open and stays, so a lazily loaded
 * sheet is fetched only when wanted and still animates when it closes.
 */
export function useSheet() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  return {
    open,
    mounted,
    show: () => {
      setMounted(true)
      setOpen(true)
    },
    hide: () => setOpen(false)
  }
}
