/** A rejected API call: `status` is the HTTP status (0 when nothing came back), `code` the envelope code. */
export class ApiError extends Error {
  readonly code: number | null
  readonly status: number
  readonly data: unknown

  constructor(message: string, details: { code?: number | null; status: number; data?: unknown }) {
    super(message)
    this.name = 'ApiError'
    this.code = details.code ?? null
    this.status = details.status
    this.data = details.data
  }
}
