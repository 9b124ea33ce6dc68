import fp from 'fastify-plugin'
import type { FastifyError } from 'fastify'
import { DEFAULT_ERROR_MESSAGE, ErrorCode } from '@contract/envelope'
import { BizError } from '../lib/errors'
import { MESSAGE } from '../lib/schemas'

/** PostgreSQL's unique_violation: two requests raced to create the same thing. */
const UNIQUE_VIOLATION = '23505'
/** SQLSTATE class 22, data exception: a value the column can't hold (NUL in text, out-of-range number…). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/

/** A database error's SQLSTATE; drizzle wraps the driver's error in a DrizzleQueryError whose `cause` holds it. */
function sqlState(error: unknown): unknown {
  const e = error as { code?: unknown; cause?: { code?: unknown } }
  return e.cause?.code ?? e.code
}

type SchemaNode = Record<string, unknown>

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null
}

function messageOf(node: unknown): string | undefined {
  const message = isNode(node) ? node[MESSAGE] : undefined
  return typeof message === 'string' ? message : undefined
}

/**
 * What the member reads when a field fails its schema: the message the module's schema
 * gives that field. ajv names the failing keyword by its path in the route's schema; following
 * that path finds the innermost field, and the message nearest that field wins, so a bad list
 * item or a value matching none of a union's choices reads as its field, and a route can give a
 * shared field (Id, an education) its own words.
 */
function validationMessage(error: FastifyError, routeSchema: unknown): string {
  const first = error.validation?.[0]
  if (!first) return '请求参数不正确'
  const missing = first.keyword === 'required' ? String(first.params.missingProperty ?? '') : ''
  const nodes: unknown[] = [routeSchema]
  /** Where each field's own schema sits in `nodes`. */
  const fieldDepths = new Set<number>()
  // The last step names the failing keyword; the steps before it lead to the schema holding it.
  const steps = first.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean).slice(0, -1)
  steps.forEach((step, i) => {
    const parent = nodes[nodes.length - 1]
    const child = isNode(parent) ? parent[step.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
    if (!isNode(child)) return
    if (steps[i - 1] === 'properties') fieldDepths.add(nodes.length)
    nodes.push(child)
  })
  const failing = nodes[nodes.length - 1]
  let message: string | undefined
  if (missing) {
    const properties = isNode(failing) ? failing.properties : undefined
    message = messageOf(isNode(properties) ? properties[missing] : undefined)
  } else {
    message = nodes
      .slice(Math.max(0, ...fieldDepths))
      .map(messageOf)
      .find(Boolean)
  }
  if (message) return message
  const field =
    missing ||
    first.instancePath
      .split('/')
      .filter((part) => part && !/^\d+$/.test(part))
      .pop() ||
    ''
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
        return reply.status(200).send({
          code: ErrorCode.BadRequest,
          msg: validationMessage(error, request.routeOptions.schema?.[error.validationContext ?? 'body']),
          data: null
        })
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
