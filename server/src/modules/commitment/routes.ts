import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { CommitmentSchema, MemberCommitmentSchema, MemberReqSchema, SignCommitmentReqSchema } from './schema'
import { memberCommitment, myCommitment, signCommitment } from './service'

const tags = ['commitment']

/** The pledge is worded in the tenant's own name (site config). */
const platformOf = (req: FastifyRequest) => req.tenant.tenant.siteConfig.platformName

/** The member pledge (诚信承诺): read it, sign it with a real name, show another member's. */
export default async function commitmentRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.commitment.getCommitment,
    {
      summary: "The integrity pledge in the tenant's name, and my signature of it",
      tags,
      body: EmptyBody,
      response: CommitmentSchema,
      auth: true
    },
    async (req) => myCommitment(app.db, authed(req), platformOf(req))
  )

  postRoute(
    app,
    API.commitment.signCommitment,
    {
      summary:
        'Sign the pledge with my real name (love users); signing the same wording again keeps the first signature',
      tags,
      body: SignCommitmentReqSchema,
      response: CommitmentSchema,
      auth: true
    },
    async (req) => signCommitment(app.db, authed(req), platformOf(req), req.body)
  )

  postRoute(
    app,
    API.commitment.getMemberCommitment,
    {
      summary: "A member's pledge (name masked), hidden like their detail when blocked either way",
      tags,
      body: MemberReqSchema,
      response: MemberCommitmentSchema,
      auth: true
    },
    async (req) => memberCommitment(app.db, authed(req), platformOf(req), req.body.userId)
  )
}
