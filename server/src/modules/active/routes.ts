import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { postRoute, readerOf } from '../../lib/route'
import { getEventDetail, getEventPage } from './events'
import { EventCardPageSchema, EventDetailSchema, EventIdReqSchema, EventPageReqSchema } from './schema'

const tags = ['active']

/** The events members and logged-out visitors browse; signing up has its own routes. */
export default async function activeRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.active.getEventPage,
    {
      summary: 'Published events by tab (upcoming, ongoing, past), optionally of one kind (public)',
      tags,
      body: EventPageReqSchema,
      response: EventCardPageSchema
    },
    async (req) => getEventPage(app.db, req.tenant.tenantId, req.body, new Date())
  )
  postRoute(
    app,
    API.active.getEventDetail,
    {
      summary: "One event with its guests' avatars, the caller's sign-up and whether they may sign up (public)",
      tags,
      body: EventIdReqSchema,
      response: EventDetailSchema
    },
    async (req, reply) =>
      getEventDetail(
        app.db,
        req.tenant.tenantId,
        (await readerOf(app, req, reply)).who ?? null,
        req.body.eventId,
        req.tenant.tenant.financeConfig,
        new Date()
      )
  )
}
