import { API } from '@contract/api'
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

export const getEventPage = (data: EventPageReq, options?: CallOptions) => call(API.active.getEventPage, data, options)
export const getEventDetail = (data: EventIdReq, options?: CallOptions) =>
  call(API.active.getEventDetail, data, options)
export const signUpEvent = (data: SignUpReq, options?: CallOptions) =>
  call(API.active.signUp, data, { ...SUBMITTING, ...options })
export const cancelSignup = (data: SignupIdReq, options?: CallOptions) =>
  call(API.active.cancelSignup, data, { ...SUBMITTING, ...options })
export const getMySignupPage = (data: CursorReq, options?: CallOptions) =>
  call(API.active.getMySignupPage, data, options)
export const getRoom = (data: EventIdReq, options?: CallOptions) => call(API.active.getRoom, data, options)
export const getRoomGuest = (data: RoomGuestReq, options?: CallOptions) => call(API.active.getRoomGuest, data, options)
export const savePicks = (data: SavePicksReq, options?: CallOptions) =>
  call(API.active.savePicks, data, { ...SUBMITTING, ...options })

export const staffGetManagedEventPage = (data: ManagedEventPageReq, options?: CallOptions) =>
  call(API.active.getManagedEventPage, data, options)
export const staffGetEventForEdit = (data: EventIdReq, options?: CallOptions) =>
  call(API.active.getEventForEdit, data, options)
export const staffSaveEvent = (data: SaveEventReq, options?: CallOptions) =>
  call(API.active.saveEvent, data, { ...SUBMITTING, ...options })
export const staffPublishEvent = (data: EventIdReq, options?: CallOptions) =>
  call(API.active.publishEvent, data, { ...SUBMITTING, ...options })
export const staffCancelEvent = (data: CancelEventReq, options?: CallOptions) =>
  call(API.active.cancelEvent, data, { ...SUBMITTING, ...options })
export const staffDeleteEvent = (data: EventIdReq, options?: CallOptions) =>
  call(API.active.deleteEvent, data, { ...SUBMITTING, ...options })
export const staffGetSignupPage = (data: SignupPageReq, options?: CallOptions) =>
  call(API.active.getSignupPage, data, options)
export const staffAuditSignup = (data: AuditSignupReq, options?: CallOptions) =>
  call(API.active.auditSignup, data, { ...SUBMITTING, ...options })
export const staffCheckIn = (data: CheckInReq, options?: CallOptions) =>
  call(API.active.checkIn, data, { ...SUBMITTING, ...options })
export const staffExportSignups = (data: EventIdReq, options?: CallOptions) =>
  call(API.active.exportSignups, data, { ...SUBMITTING, ...options })
export const staffReveal = (data: EventIdReq, options?: CallOptions) =>
  call(API.active.reveal, data, { ...SUBMITTING, ...options })
