import { APPOINTMENT_API } from '@contract/appointment-api'
import type {
  DateFeedbackReq,
  DateIdReq,
  DatePageReq,
  MatchCandidatesReq,
  MatchCustomersReq,
  MeetingPageReq,
  MoveDateReq,
  MoveMeetingReq,
  ProposeMatchReq,
  RequestMeetingReq,
  RespondDateReq,
  ScheduleDateReq
} from '@contract/appointment'
import type { CursorReq } from '@contract/love'
import { call, SUBMITTING, type CallOptions } from './client'

export const requestMeeting = (data: RequestMeetingReq, options?: CallOptions) =>
  call(APPOINTMENT_API.requestMeeting, data, { ...SUBMITTING, ...options })
export const getMyDatePage = (data: CursorReq, options?: CallOptions) =>
  call(APPOINTMENT_API.getMyDatePage, data, options)
export const getMyQuota = (options?: CallOptions) => call(APPOINTMENT_API.getMyQuota, {}, options)
export const confirmDate = (data: DateIdReq, options?: CallOptions) =>
  call(APPOINTMENT_API.confirmDate, data, { ...SUBMITTING, ...options })
export const respondDate = (data: RespondDateReq, options?: CallOptions) =>
  call(APPOINTMENT_API.respondDate, data, { ...SUBMITTING, ...options })

export const staffGetMeetingPage = (data: MeetingPageReq, options?: CallOptions) =>
  call(APPOINTMENT_API.getMeetingPage, data, options)
export const staffGetMatchCustomers = (data: MatchCustomersReq, options?: CallOptions) =>
  call(APPOINTMENT_API.getMatchCustomers, data, options)
export const staffGetMatchCandidates = (data: MatchCandidatesReq, options?: CallOptions) =>
  call(APPOINTMENT_API.getMatchCandidates, data, options)
export const staffProposeMatch = (data: ProposeMatchReq, options?: CallOptions) =>
  call(APPOINTMENT_API.proposeMatch, data, { ...SUBMITTING, ...options })
export const staffMoveMeeting = (data: MoveMeetingReq, options?: CallOptions) =>
  call(APPOINTMENT_API.moveMeeting, data, { ...SUBMITTING, ...options })
export const staffGetDatePage = (data: DatePageReq, options?: CallOptions) =>
  call(APPOINTMENT_API.getDatePage, data, options)
export const staffScheduleDate = (data: ScheduleDateReq, options?: CallOptions) =>
  call(APPOINTMENT_API.scheduleDate, data, { ...SUBMITTING, ...options })
export const staffMoveDate = (data: MoveDateReq, options?: CallOptions) =>
  call(APPOINTMENT_API.moveDate, data, { ...SUBMITTING, ...options })
export const staffSaveDateFeedback = (data: DateFeedbackReq, options?: CallOptions) =>
  call(APPOINTMENT_API.saveDateFeedback, data, { ...SUBMITTING, ...options })
export const staffRespondDate = (data: RespondDateReq, options?: CallOptions) =>
  call(APPOINTMENT_API.staffRespondDate, data, { ...SUBMITTING, ...options })
