import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { OFFICE_STAFF } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { getDatePage, moveDate, saveDateFeedback, scheduleDate, staffRespondDate } from './dates'
import { getMatchCandidates, getMatchCustomers, getMeetingPage, moveMeeting, proposeMatch } from './meetings'
import {
  DateFeedbackReqSchema,
  DatePageReqSchema,
  MatchCandidatePageSchema,
  MatchCandidatesReqSchema,
  MatchCustomersReqSchema,
  MeetingPageReqSchema,
  MoveDateReqSchema,
  MoveDateResSchema,
  MoveMeetingReqSchema,
  OfficeMemberPageSchema,
  ProposeMatchReqSchema,
  RespondDateReqSchema,
  ScheduleDateReqSchema,
  StaffDatePageSchema,
  StaffDateSchema,
  StaffMeetingPageSchema,
  StaffMeetingSchema
} from './schema'

const tags = ['office']
const staff = { auth: true, staff: OFFICE_STAFF } as const

/**
 * The office's side: matchmakers act on the requests and dates they handle or of their customers,
 * a store manager on their store's, an admin on the tenant's (officeScope); others get 40300.
 */
export default async function appointmentStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.appointment.getMeetingPage,
    {
      summary: 'Meeting requests in the caller’s office scope, newest first, optionally of one status',
      tags,
      body: MeetingPageReqSchema,
      response: StaffMeetingPageSchema,
      ...staff
    },
    async (req) => getMeetingPage(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.appointment.getMatchCustomers,
    {
      summary: "The caller's customers a match can be proposed for (an admin: every owned customer)",
      tags,
      body: MatchCustomersReqSchema,
      response: OfficeMemberPageSchema,
      ...staff
    },
    async (req) => getMatchCustomers(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.appointment.getMatchCandidates,
    {
      summary: "Candidates for a customer, ranked and explained by the feed's match score",
      tags,
      body: MatchCandidatesReqSchema,
      response: MatchCandidatePageSchema,
      ...staff
    },
    async (req) => getMatchCandidates(app.db, authed(req), req.body, req.tenant.tenant.timeZone, new Date())
  )
  postRoute(
    app,
    API.appointment.proposeMatch,
    {
      summary: 'Propose that a customer meet a candidate: a meeting request the matchmaker handles',
      tags,
      body: ProposeMatchReqSchema,
      response: StaffMeetingSchema,
      ...staff
    },
    async (req) => proposeMatch(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.appointment.moveMeeting,
    {
      summary: 'Contact, accept, decline or close a meeting request (decline and close need a reason)',
      tags,
      body: MoveMeetingReqSchema,
      response: StaffMeetingSchema,
      ...staff
    },
    async (req) => moveMeeting(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.appointment.getDatePage,
    {
      summary: 'Dates in the caller’s office scope: upcoming (scheduled, reminded, checked in) or done',
      tags,
      body: DatePageReqSchema,
      response: StaffDatePageSchema,
      ...staff
    },
    async (req) => getDatePage(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.appointment.scheduleDate,
    {
      summary:
        'Arrange a date, from an accepted meeting request or directly for a customer: scheduled at once with a member the office serves, else pending her consent',
      tags,
      body: ScheduleDateReqSchema,
      response: StaffDateSchema,
      ...staff
    },
    async (req) => scheduleDate(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.appointment.moveDate,
    {
      summary:
        "Remind, check in (on the date's day), complete (uses a meeting of the customer's contract), cancel or mark a no-show",
      tags,
      body: MoveDateReqSchema,
      response: MoveDateResSchema,
      ...staff
    },
    async (req) => moveDate(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.appointment.saveDateFeedback,
    {
      summary: 'Record feedback and a 1–5 rating of a date after check-in',
      tags,
      body: DateFeedbackReqSchema,
      response: StaffDateSchema,
      ...staff
    },
    async (req) => saveDateFeedback(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.appointment.staffRespondDate,
    {
      summary: "Accept or decline a pending date for the invited member, by her own matchmaker's office",
      tags,
      body: RespondDateReqSchema,
      response: StaffDateSchema,
      ...staff
    },
    async (req) => staffRespondDate(app.db, authed(req), req.body, new Date())
  )
}
