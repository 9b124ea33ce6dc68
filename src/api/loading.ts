import { LOADING_DELAY_MS } from '@/constants/app'
import { hideLoading, showLoading } from '@/utils/interaction'

/** Requests whose spinner is on screen; the spinner hides when the last of them ends. */
let visible = 0

/**
 * Shows the loading toast only if the request is still running after LOADING_DELAY_MS, so fast
 * answers don't flash a spinner. Returns the function that ends this request's share of it.
 */
export function startLoading(title: string): () => void {
  let shown = false
  const timer = setTimeout(() => {
    shown = true
    visible += 1
    showLoading({ title, mask: true })
  }, LOADING_DELAY_MS)

  return () => {
    clearTimeout(timer)
    if (!shown) return
    shown = false
    visible -= 1
    if (visible === 0) hideLoading()
  }
}
