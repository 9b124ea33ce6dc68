import { FIRST_CONTENT_FALLBACK_MS } from '@/constants/app'

let markShown: () => void = () => undefined
const shown = new Promise<void>((resolve) => {
  markShown = resolve
})

/** The first page has drawn what it is for (the home: its first member cards). */
export function firstContentShown(): void {
  markShown()
}

/**
 * Resolves when the first page has drawn its content, so work the first screen does not need (the
 * chat engine and its socket, configs only later pages read) stays out of its way. A first page
 * that never says so (any but the home) lets it start FIRST_CONTENT_FALLBACK_MS after this is asked.
 */
export function afterFirstContent(): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, FIRST_CONTENT_FALLBACK_MS))])
}
