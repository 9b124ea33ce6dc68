import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, postRoute } from '../../lib/route'
import { confirmDate, getMyDatePage, getMyQuota, respondDate } from './dates'
import { requestMeeting } from './meetings'
import {
  CursorReqSchema,
  DateIdReqSchema,
  EmptyReqSchema,
  MyDatePageSchema,
  MyDateSchema,
  MyQuotaSchema,
  RequestMeetingReqSchema,
  RequestMeetingResSchema,
  RespondDateReqSchema
} from './schema'
import appointmentStaffRoutes from './staff-routes'

const tags = ['appointment']

/** What a member does: ask to meet someone, see their dates and quota, confirm a meeting took place. */
export default async function appointmentRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.appointment.requestMeeting,
    {
      summary: "Ask to meet a member: the request goes to the caller's service matchmaker, or to the agency",
      tags,
      body: RequestMeetingReqSchema,
      response: RequestMeetingResSchema,
      auth: true
    },
    async (req) => requestMeeting(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.appointment.getMyDatePage,
    {
      summary: "The caller's dates, as the customer or as the partner (who sees only the meeting)",
      tags,
      body: CursorReqSchema,
      response: MyDatePageSchema,
      auth: true
    },
    async (req) => getMyDatePage(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.appointment.getMyQuota,
    {
      summary: "The caller's contract meeting counter (已约见 n/m 次), null without a contract",
      tags,
      body: EmptyReqSchema,
      response: MyQuotaSchema,
      auth: true
    },
    async (req) => getMyQuota(app.db, authed(req), new Date())
  )
  postRoute(
    app,
    API.appointment.confirmDate,
    {
      summary: 'The customer confirms a completed meeting took place',
      tags,
      body: DateIdReqSchema,
      response: MyDateSchema,
      auth: true
    },
    async (req) => confirmDate(app.db, authed(req), req.body.dateId, new Date())
  )
  postRoute(
    app,
    API.appointment.respondDate,
    {
      summary: 'The invited member accepts a proposed date (it is arranged) or declines it with a reason',
      tags,
      body: RespondDateReqSchema,
      response: MyDateSchema,
      auth: true
    },
    async (req) => respondDate(app.db, authed(req), req.body, new Date())
  )
  await app.register(appointmentStaffRoutes)
}
