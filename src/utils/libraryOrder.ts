/** The list with the item at `index` moved by `delta` places; the same list when it can't move. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(index, 1)
  next.splice(to, 0, item)
  return next
}
