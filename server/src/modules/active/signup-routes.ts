import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, postRoute } from '../../lib/route'
import { MySignupSchema } from './schema'
import {
  MySignupPageReqSchema,
  MySignupPageSchema,
  SignupIdReqSchema,
  SignUpReqSchema,
  SignUpResSchema
} from './signup-schema'
import { cancelSignup, mySignupPage, signUp } from './signups'

/** A member's side of sign-ups: joining (the fee is paid in the cashier), leaving, the list of mine. */
export default async function activeSignupRoutes(app: FastifyInstance) {
  const tags = ['active']

  postRoute(
    app,
    API.active.signUp,
    {
      summary:
        'Sign up for an event: a seat of my gender under the event lock; a fee makes it unpaid with an order to pay in the cashier within 30 minutes',
      tags,
      body: SignUpReqSchema,
      response: SignUpResSchema,
      auth: true
    },
    async (req) => signUp(app.db, authed(req), req.body, req.tenant.tenant.financeConfig)
  )

  postRoute(
    app,
    API.active.cancelSignup,
    {
      summary:
        "Cancel my sign-up: unpaid at any time, paid or free until the event's cancel cut-off (refunded to the balance or points)",
      tags,
      body: SignupIdReqSchema,
      response: MySignupSchema,
      auth: true
    },
    async (req) => cancelSignup(app.db, authed(req), req.body.signupId)
  )

  postRoute(
    app,
    API.active.getMySignupPage,
    {
      summary: 'My sign-ups, newest first, each with its event card and (once admitted) the sign-in code',
      tags,
      body: MySignupPageReqSchema,
      response: MySignupPageSchema,
      auth: true
    },
    async (req) => mySignupPage(app.db, authed(req), req.body)
  )
}
