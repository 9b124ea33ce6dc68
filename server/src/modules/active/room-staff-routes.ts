import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { EVENT_MANAGERS } from '@contract/active'
import { authed, postRoute } from '../../lib/route'
import { revealByStaff } from './room'
import { RevealResSchema, RoomReqSchema } from './room-schema'

const tags = ['staff']

/** The host reveals the picks of an event they run (admin, or its organising matchmaker). */
export default async function activeRoomStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.active.reveal,
    {
      summary: 'Reveal the picks once the event has begun: records the mutual pairs and tells every guest',
      tags,
      body: RoomReqSchema,
      response: RevealResSchema,
      auth: true,
      staff: EVENT_MANAGERS
    },
    async (req) => revealByStaff(app.db, authed(req), req.body.eventId)
  )
}
