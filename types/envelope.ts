/** Every API answer, success or business failure, has this shape. */
export interface ApiEnvelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** Business success. Anything else is a failure the client shows as a toast (SPEC §8). */
export const SUCCESS_CODE = 20000

/**
 * Business error codes. The HTTP status carries the transport meaning the client acts on
 * (401 → login, 401 + code -1 → service closed, 404 → maintenance, 429 → too many visits);
 * the code tells the kind of business failure inside a 200 answer.
 */
export const ErrorCode = {
  Success: SUCCESS_CODE,
  /** With HTTP 401: the tenant is closed; msg says why. */
  TenantClosed: -1,
  BadRequest: 40000,
  Unauthorized: 40100,
  Forbidden: 40300,
  NotFound: 40400,
  Conflict: 40900,
  TooManyRequests: 42900,
  Maintenance: 50300,
  Internal: 50000,
  SmsCodeInvalid: 41001,
  LoginFailed: 41002,
  AccountDisabled: 41003,
  ThirdPartyFailed: 41004,
  ContactInfoNotAllowed: 41005,
  /** Not enough balance, points or line credits for what was asked. */
  InsufficientFunds: 41006,
  /** The order was already paid, has expired, or cannot be paid that way. */
  OrderNotPayable: 41007,
  /** A withdrawal breaks one of the tenant's cash-out rules. */
  CashoutRefused: 41008
} as const

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode]

/** Default message when the server gives none (SPEC §8). */
export const DEFAULT_ERROR_MESSAGE = '发生错误了'
export const MAINTENANCE_MESSAGE = '系统升级维护中,稍等几分钟就好'
export const LOGIN_REQUIRED_MESSAGE = '请先登录'
