import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, postRoute } from '../../lib/route'
import { getRoom, getRoomGuest, savePicks } from './room'
import {
  RoomGuestDetailSchema,
  RoomGuestReqSchema,
  RoomReqSchema,
  RoomViewSchema,
  SavePicksReqSchema
} from './room-schema'

const tags = ['active']

/** The mutual-selection room of an event: its guests see each other and pick, sealed until the reveal. */
export default async function activeRoomRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.active.getRoom,
    {
      summary: 'The room: guests of the other gender (guests only), my picks, and my mutual matches after the reveal',
      tags,
      body: RoomReqSchema,
      response: RoomViewSchema,
      auth: true
    },
    async (req) => getRoom(app.db, authed(req), req.body.eventId, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.active.getRoomGuest,
    {
      summary: "One guest's card in the room, for a guest of the other gender",
      tags,
      body: RoomGuestReqSchema,
      response: RoomGuestDetailSchema,
      auth: true
    },
    async (req) => getRoomGuest(app.db, authed(req), req.body, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.active.savePicks,
    {
      summary: 'Replace my picks (at most the event’s picksPerGuest) until the reveal',
      tags,
      body: SavePicksReqSchema,
      response: RoomViewSchema,
      auth: true
    },
    async (req) => savePicks(app.db, authed(req), req.body, req.tenant.tenant.timeZone)
  )
}
