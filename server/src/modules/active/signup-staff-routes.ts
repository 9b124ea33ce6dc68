import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { EVENT_MANAGERS } from '@contract/active'
import { BizError, tooManyRequests } from '../../lib/errors'
import { authed, postRoute } from '../../lib/route'
import { exportSignups } from './export'
import { EventIdReqSchema } from './schema'
import {
  AuditSignupReqSchema,
  CheckInReqSchema,
  ExportSignupsResSchema,
  ManagedSignupSchema,
  SignupPageReqSchema,
  SignupPageSchema
} from './signup-schema'
import { auditSignup, CHECK_IN_CODE_INVALID, checkIn, signupPage } from './signups'

/**
 * Wrong sign-in codes one organiser may type for one event per minute: enough for typos, far too few
 * to guess the six-digit codes of the guests.
 */
const CHECK_IN_MISSES_PER_MINUTE = 5
const TOO_MANY_MISSES = '签到码错误次数过多，请一分钟后再试'

/** Running an event's guests: the list, the audit, venue sign-in and the guest-list export (its organiser or an admin). */
export default async function activeSignupStaffRoutes(app: FastifyInstance) {
  const tags = ['staff']

  postRoute(
    app,
    API.active.getSignupPage,
    {
      summary:
        "An event's sign-ups, newest first, by status or a nickname / member id, with the counts and how the mutual selection stands (admin, the organising matchmaker)",
      tags,
      body: SignupPageReqSchema,
      response: SignupPageSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => signupPage(app.db, authed(req), req.body, req.tenant.tenant.timeZone)
  )

  postRoute(
    app,
    API.active.auditSignup,
    {
      summary:
        'Approve a sign-up waiting for the audit, or reject it with a reason (a paid one is refunded); the member is notified (admin, the organising matchmaker)',
      tags,
      body: AuditSignupReqSchema,
      response: ManagedSignupSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) =>
      auditSignup(app.db, authed(req), req.body, req.tenant.tenant.financeConfig.creditName, req.tenant.tenant.timeZone)
  )

  postRoute(
    app,
    API.active.checkIn,
    {
      summary:
        "Sign a guest in by the code they show (typed or scanned), on the event's day(s) in the tenant's city, once (admin, the organising matchmaker)",
      tags,
      body: CheckInReqSchema,
      response: ManagedSignupSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => {
      const who = authed(req)
      const misses = `checkin-miss:${who.tenantId}:${req.body.eventId}:${who.userId}`
      if (Number(await app.kv.get(`rl:${misses}`)) >= CHECK_IN_MISSES_PER_MINUTE) throw tooManyRequests(TOO_MANY_MISSES)
      try {
        return await checkIn(app.db, who, req.body, req.tenant.tenant.timeZone)
      } catch (err) {
        // Only wrong codes count (one atomic increment each), so a busy door signs in every guest.
        if (err instanceof BizError && err.message === CHECK_IN_CODE_INVALID) {
          await app.hitLimit(misses, CHECK_IN_MISSES_PER_MINUTE, 60_000, TOO_MANY_MISSES)
        }
        throw err
      }
    }
  )

  postRoute(
    app,
    API.active.exportSignups,
    {
      summary:
        "The event's guest list as an .xlsx (base64) with phone numbers; each exported member's read is logged (admin, the organising matchmaker)",
      tags,
      body: EventIdReqSchema,
      response: ExportSignupsResSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => exportSignups(app.db, authed(req), req.body.eventId)
  )
}
