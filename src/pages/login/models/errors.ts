import { ApiError } from '@/api/request'

/**
 * The end of a user action's promise chain. A rejected API call has already shown the server's
 * message (request layer, SPEC §8); anything else is a bug and is logged, not silently dropped.
 */
export function reportUnexpected(context: string) {
  return (error: unknown): void => {
    if (!(error instanceof ApiError)) console.error(`[login] ${context}`, error)
  }
}
