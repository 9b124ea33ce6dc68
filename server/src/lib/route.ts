import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { SUCCESS_CODE, type ApiEnvelope } from '@contract/envelope'
import type { ApiPath, ReqOf, ResOf } from '@contract/api'
import type { StaffRole } from '@contract/staff'
import { holdsAny } from '@contract/staff'
import { readToken } from '../plugins/auth'
import { BizError, forbidden } from './errors'

/** True when A and B are mutually assignable: the TypeBox schema and the shared contract agree. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type MatchesContract<S extends TSchema, C> = Same<Static<S>, C> extends true ? S : { contractMismatch: [Static<S>, C] }

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data }, { additionalProperties: false })

export const EmptyBody = Type.Object({}, { additionalProperties: false })

export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: SUCCESS_CODE, msg: 'success', data }
}

export interface AuthedUser {
  tenantId: number
  userId: number
  /** The session this request came with: credential changes keep it and end the member's others. */
  sessionHash?: string
}

interface RouteSpec<P extends ApiPath, B extends TSchema, R extends TSchema> {
  summary: string
  tags: string[]
  body: MatchesContract<B, ReqOf<P>>
  response: MatchesContract<R, ResOf<P>>
  /** Requires a logged-in member of the request's tenant. */
  auth?: boolean
  /** Bytes of JSON this route accepts, when it needs more than the app-wide limit. */
  bodyLimit?: number
}

/** Options that only make sense for a logged-in member: the compiler refuses them without `auth: true`. */
type MemberOnly =
  | { listLimit?: false; staff?: never }
  | {
      auth: true
      /**
       * Counts towards the member's LIST_RATE_LIMIT_PER_MINUTE, one budget shared by every route
       * declaring it: the feed, member lists and opening a profile by id cost the most and are how
       * members get enumerated, so one account must not pull them in bulk from however many addresses.
       */
      listLimit?: boolean
      /**
       * A back-office call: the member must hold one of these roles in this tenant (the lists in
       * types/staff.ts), or is answered 40300 没有权限 after the body has been validated.
       */
      staff?: readonly StaffRole[]
    }

type Handler<B extends TSchema, R extends TSchema> = (
  req: FastifyRequest<{ Body: Static<B> }>,
  reply: FastifyReply
) => Promise<Static<R>>

/**
 * Declares one POST endpoint of the contract: body and response schemas are checked against
 * `types/api.ts` at compile time and validated by Fastify at run time, where the closed-schemas
 * plugin has already made every object of the body refuse undeclared keys (ajv strips them);
 * the handler's result is wrapped in the success envelope.
 */
export function postRoute<P extends ApiPath, B extends TSchema, R extends TSchema>(
  app: FastifyInstance,
  path: P,
  spec: RouteSpec<P, B, R> & MemberOnly,
  handler: Handler<B, R>
): void {
  app.route<{ Body: Static<B> }>({
    method: 'POST',
    url: path,
    bodyLimit: spec.bodyLimit,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      body: spec.body as TSchema,
      response: { 200: Envelope(spec.response as TSchema) },
      ...(spec.auth ? { security: [{ token: [] }] } : {})
    },
    // Authenticate before validating, so a logged-out caller always learns to log in first.
    preValidation: spec.auth ? app.authenticate : undefined,
    preHandler: preHandlers(app, spec),
    handler: async (req, reply) => ok(await handler(req, reply))
  })
}

function preHandlers(app: FastifyInstance, spec: MemberOnly): preHandlerAsyncHookHandler[] {
  const hooks: preHandlerAsyncHookHandler[] = []
  const { staff } = spec
  if (staff) hooks.push((req) => requireStaff(app, authed(req), staff))
  if (spec.listLimit) hooks.push((req) => listLimit(app, authed(req)))
  return hooks
}

async function requireStaff(app: FastifyInstance, who: AuthedUser, allowed: readonly StaffRole[]): Promise<void> {
  if (!holdsAny(await app.staffRolesOf(who), allowed)) throw forbidden()
}

function listLimit(app: FastifyInstance, who: AuthedUser): Promise<void> {
  return app.hitLimit(
    `list:${who.tenantId}:${who.userId}`,
    app.config.LIST_RATE_LIMIT_PER_MINUTE,
    60_000,
    '访问太频繁，请稍后再试'
  )
}

/** The authenticated member; only valid inside an `auth: true` route. */
export function authed(req: FastifyRequest): AuthedUser {
  if (!req.auth) throw new Error('authed() used on a route without auth')
  return req.auth
}

/**
 * Who calls a public route (no `auth`): a member whose session works, or a visitor. A token that no
 * longer works reads as a visitor, so a shared link still opens; its login error is kept for the
 * pages only a member may see.
 */
export interface Reader {
  who?: AuthedUser
  loginError?: BizError
}

export async function readerOf(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): Promise<Reader> {
  if (!readToken(req.headers.authorization)) return {}
  try {
    await app.authenticate.call(app, req, reply)
  } catch (err) {
    if (err instanceof BizError) return { loginError: err }
    throw err
  }
  return { who: authed(req) }
}
