const pages: Array<() => void> = []

/**
 * Remembers how to unmount a page so unmountAll (in afterEach) removes it even when its test
 * failed: a page left behind would answer the next test's queries and lifecycle events.
 * Returns an unmount that is safe to call again.
 */
export function tracked(unmount: () => void): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    unmount()
  }
  pages.push(once)
  return once
}

export function unmountAll(): void {
  pages.splice(0).forEach((unmount) => unmount())
}
