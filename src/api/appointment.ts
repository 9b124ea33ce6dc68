import { API } from '@contract/api'
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
  ScheduleDateReq
} from '@contract/appointment'
import type { CursorReq } from '@contract/love'
import { call, SUBMITTING, type CallOptions } from './client'

export const requestMeeting = (data: RequestMeetingReq, options?: CallOptions) =>
  call(API.appointment.requestMeeting, data, { ...SUBMITTING, ...options })
export const getMyDatePage = (data: CursorReq, options?: CallOptions) =>
  call(API.appointment.getMyDatePage, data, options)
export const getMyQuota = (options?: CallOptions) => call(API.appointment.getMyQuota, {}, options)
export const confirmDate = (data: DateIdReq, options?: CallOptions) =>
  call(API.appointment.confirmDate, data, { ...SUBMITTING, ...options })

export const staffGetMeetingPage = (data: MeetingPageReq, options?: CallOptions) =>
  call(API.appointment.getMeetingPage, data, options)
export const staffGetMatchCustomers = (data: MatchCustomersReq, options?: CallOptions) =>
  call(API.appointment.getMatchCustomers, data, options)
export const staffGetMatchCandidates = (data: MatchCandidatesReq, options?: CallOptions) =>
  call(API.appointment.getMatchCandidates, data, options)
export const staffProposeMatch = (data: ProposeMatchReq, options?: CallOptions) =>
  call(API.appointment.proposeMatch, data, { ...SUBMITTING, ...options })
export const staffMoveMeeting = (data: MoveMeetingReq, options?: CallOptions) =>
  call(API.appointment.moveMeeting, data, { ...SUBMITTING, ...options })
export const staffGetDatePage = (data: DatePageReq, options?: CallOptions) =>
  call(API.appointment.getDatePage, data, options)
export const staffScheduleDate = (data: ScheduleDateReq, options?: CallOptions) =>
  call(API.appointment.scheduleDate, data, { ...SUBMITTING, ...options })
export const staffMoveDate = (data: MoveDateReq, options?: CallOptions) =>
  call(API.appointment.moveDate, data, { ...SUBMITTING, ...options })
export const staffSaveDateFeedback = (data: DateFeedbackReq, options?: CallOptions) =>
  call(API.appointment.saveDateFeedback, data, { ...SUBMITTING, ...options })
