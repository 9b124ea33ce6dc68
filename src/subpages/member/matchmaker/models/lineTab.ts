/** A staff queue's two tabs: what waits for a decision, and what has been decided. */
export type QueueTab = 'pending' | 'done'

/**
 * The server filters by one status only, so the decided tab asks for every row and hides the
 * pending ones with this.
 */
export function isDecided(item: { status: string }): boolean {
  return item.status !== 'pending'
}
