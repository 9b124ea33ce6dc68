import fp from 'fastify-plugin'
import type { FastifyError } from 'fastify'
import { DEFAULT_ERROR_MESSAGE, ErrorCode } from '../../../types/envelope'
import { PASSWORD_RULE_TEXT, USERNAME_RULE_TEXT } from '../../../types/rules'
import { BizError } from '../lib/errors'

/** PostgreSQL's unique_violation: two requests raced to create the same thing. */
const UNIQUE_VIOLATION = '23505'
/** SQLSTATE class 22, data exception: a value the column can't hold (NUL in text, out-of-range number…). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/

/** A database error's SQLSTATE; drizzle wraps the driver's error in a DrizzleQueryError whose `cause` holds it. */
function sqlState(error: unknown): unknown {
  const e = error as { code?: unknown; cause?: { code?: unknown } }
  return e.cause?.code ?? e.code
}

/** What the user reads when a field fails its schema, by field name. */
const FIELD_MESSAGES: Record<string, string> = {
  phone: '请输入正确的手机号',
  code: '请输入正确的验证码',
  username: USERNAME_RULE_TEXT,
  password: PASSWORD_RULE_TEXT,
  oldPassword: '请输入原密码',
  account: '请输入用户名或手机号',
  scene: '验证码用途不正确',
  name: '导航名称不正确',
  url: '请输入正确的链接',
  redirectUrl: '请输入正确的回跳链接',
  id: '编号不正确',
  headPic: '头像地址不正确',
  pageNum: '页码不正确',
  pageSize: '每页条数不正确'
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0]
  if (!first) return '请求参数不正确'
  const missing = first.keyword === 'required' ? String(first.params.missingProperty ?? '') : ''
  const field = missing || first.instancePath.split('/').filter(Boolean).pop() || ''
  if (FIELD_MESSAGES[field]) return FIELD_MESSAGES[field]
  return field ? `参数 ${field} 不正确` : '请求参数不正确'
}

/**
 * One error handler: business errors and invalid input become the envelope with a clear
 * message; anything unexpected is logged with the request id and answered without internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Error envelopes carry `data: null`; the route's success schema must not reshape them.
      reply.serializer((payload: unknown) => JSON.stringify(payload))
      if (error instanceof BizError) {
        return reply.status(error.statusCode).send({ code: error.code, msg: error.message, data: null })
      }
      if (error.validation) {
        return reply.status(200).send({ code: ErrorCode.BadRequest, msg: validationMessage(error), data: null })
      }
      if (sqlState(error) === UNIQUE_VIOLATION) {
        return reply.status(200).send({ code: ErrorCode.Conflict, msg: '数据已存在，请勿重复提交', data: null })
      }
      if (DATA_EXCEPTION.test(String(sqlState(error) ?? ''))) {
        request.log.warn({ err: error }, 'input the database refused')
        return reply.status(200).send({ code: ErrorCode.BadRequest, msg: '请求参数不正确', data: null })
      }
      if (error.statusCode === 429) {
        return reply.status(429).send({ code: ErrorCode.TooManyRequests, msg: '访问太频繁，请稍后再试', data: null })
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'rejected request')
        return reply
          .status(error.statusCode === 415 || error.statusCode === 413 ? error.statusCode : 400)
          .send({ code: ErrorCode.BadRequest, msg: '请求数据格式不正确', data: null })
      }
      request.log.error({ err: error }, 'unexpected error')
      return reply.status(500).send({ code: ErrorCode.Internal, msg: DEFAULT_ERROR_MESSAGE, data: null })
    })
  },
  { name: 'errors' }
)
