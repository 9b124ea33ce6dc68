import { ErrorCode } from '@contract/envelope'

/**
 * A failure the user should read. The handler answers with the envelope
 * `{ code, msg, data: null }` and the given HTTP status (200 for ordinary business errors).
 */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code: number = ErrorCode.BadRequest,
    readonly statusCode = 200
  ) {
    super(message)
    this.name = 'BizError'
  }
}

export const unauthorized = (msg = '请先登录') => new BizError(msg, ErrorCode.Unauthorized, 401)
export const notFound = (msg: string) => new BizError(msg, ErrorCode.NotFound)
export const conflict = (msg: string) => new BizError(msg, ErrorCode.Conflict)
/** HTTP 200 on purpose: the client silently drops HTTP 403 (SPEC §8), and the member should read why. */
export const forbidden = (msg = '没有权限') => new BizError(msg, ErrorCode.Forbidden)
export const tooManyRequests = (msg = '操作太频繁，请稍后再试') => new BizError(msg, ErrorCode.TooManyRequests, 429)
