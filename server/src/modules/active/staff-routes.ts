import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { EVENT_MANAGERS } from '@contract/active'
import { authed, postRoute } from '../../lib/route'
import { OkSchema } from '../../lib/schemas'
import { cancelEvent, deleteEvent, getEventForEdit, getManagedEventPage, publishEvent, saveEvent } from './events'
import {
  CancelEventReqSchema,
  CancelEventResSchema,
  EditableEventSchema,
  EventIdReqSchema,
  ManagedEventPageReqSchema,
  ManagedEventPageSchema,
  SaveEventReqSchema
} from './schema'

const tags = ['staff']

/** Running events: admins run every event of the tenant, a matchmaker the events they organise; others get 40300. */
export default async function activeStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.active.getManagedEventPage,
    {
      summary: 'Events the caller runs by tab (active, draft, past) with sign-up counts and income (admin, matchmaker)',
      tags,
      body: ManagedEventPageReqSchema,
      response: ManagedEventPageSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => getManagedEventPage(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.active.getEventForEdit,
    {
      summary: 'Everything set on an event the caller runs (admin, matchmaker)',
      tags,
      body: EventIdReqSchema,
      response: EditableEventSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => getEventForEdit(app.db, authed(req), req.body.eventId, new Date())
  )
  postRoute(
    app,
    API.active.saveEvent,
    {
      summary: 'Create a draft the caller organises, or change an event they run (admin, matchmaker)',
      tags,
      body: SaveEventReqSchema,
      response: EditableEventSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => saveEvent(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.active.publishEvent,
    {
      summary: 'Publish a draft: members see it and may sign up (admin, matchmaker)',
      tags,
      body: EventIdReqSchema,
      response: EditableEventSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => publishEvent(app.db, authed(req), req.body.eventId, new Date())
  )
  postRoute(
    app,
    API.active.cancelEvent,
    {
      summary: 'Cancel a published event: every live sign-up is closed, refunded and told why (admin, matchmaker)',
      tags,
      body: CancelEventReqSchema,
      response: CancelEventResSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => cancelEvent(app.db, authed(req), req.body, req.tenant.tenant.financeConfig.creditName, new Date())
  )
  postRoute(
    app,
    API.active.deleteEvent,
    {
      summary: 'Delete an event nobody paid for, with its sign-ups (admin, matchmaker)',
      tags,
      body: EventIdReqSchema,
      response: OkSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => deleteEvent(app.db, authed(req), req.body.eventId)
  )
}
