import { ACTIVE_API } from '@contract/active-api'
import type {
  AuditSignupReq,
  CancelEventReq,
  CheckInReq,
  EventIdReq,
  EventPageReq,
  ManagedEventPageReq,
  RoomGuestReq,
  SavePicksReq,
  SaveEventReq,
  SignUpReq,
  SignupIdReq,
  SignupPageReq
} from '@contract/active'
import type { CursorReq } from '@contract/love'
import { call, SUBMITTING, type CallOptions } from './client'

export const getEventPage = (data: EventPageReq, options?: CallOptions) => call(ACTIVE_API.getEventPage, data, options)
export const getEventDetail = (data: EventIdReq, options?: CallOptions) =>
  call(ACTIVE_API.getEventDetail, data, options)
export const signUpEvent = (data: SignUpReq, options?: CallOptions) =>
  call(ACTIVE_API.signUp, data, { ...SUBMITTING, ...options })
export const cancelSignup = (data: SignupIdReq, options?: CallOptions) =>
  call(ACTIVE_API.cancelSignup, data, { ...SUBMITTING, ...options })
export const getMySignupPage = (data: CursorReq, options?: CallOptions) =>
  call(ACTIVE_API.getMySignupPage, data, options)
export const getRoom = (data: EventIdReq, options?: CallOptions) => call(ACTIVE_API.getRoom, data, options)
export const getRoomGuest = (data: RoomGuestReq, options?: CallOptions) => call(ACTIVE_API.getRoomGuest, data, options)
export const savePicks = (data: SavePicksReq, options?: CallOptions) =>
  call(ACTIVE_API.savePicks, data, { ...SUBMITTING, ...options })

export const staffGetManagedEventPage = (data: ManagedEventPageReq, options?: CallOptions) =>
  call(ACTIVE_API.getManagedEventPage, data, options)
export const staffGetEventForEdit = (data: EventIdReq, options?: CallOptions) =>
  call(ACTIVE_API.getEventForEdit, data, options)
export const staffSaveEvent = (data: SaveEventReq, options?: CallOptions) =>
  call(ACTIVE_API.saveEvent, data, { ...SUBMITTING, ...options })
export const staffPublishEvent = (data: EventIdReq, options?: CallOptions) =>
  call(ACTIVE_API.publishEvent, data, { ...SUBMITTING, ...options })
export const staffCancelEvent = (data: CancelEventReq, options?: CallOptions) =>
  call(ACTIVE_API.cancelEvent, data, { ...SUBMITTING, ...options })
export const staffDeleteEvent = (data: EventIdReq, options?: CallOptions) =>
  call(ACTIVE_API.deleteEvent, data, { ...SUBMITTING, ...options })
export const staffGetSignupPage = (data: SignupPageReq, options?: CallOptions) =>
  call(ACTIVE_API.getSignupPage, data, options)
export const staffAuditSignup = (data: AuditSignupReq, options?: CallOptions) =>
  call(ACTIVE_API.auditSignup, data, { ...SUBMITTING, ...options })
export const staffCheckIn = (data: CheckInReq, options?: CallOptions) =>
  call(ACTIVE_API.checkIn, data, { ...SUBMITTING, ...options })
export const staffExportSignups = (data: EventIdReq, options?: CallOptions) =>
  call(ACTIVE_API.exportSignups, data, { ...SUBMITTING, ...options })
export const staffReveal = (data: EventIdReq, options?: CallOptions) =>
  call(ACTIVE_API.reveal, data, { ...SUBMITTING, ...options })
