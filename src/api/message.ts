import { API } from '@contract/api'
import type { CursorReq } from '@contract/love'
import type {
  HandleReportReq,
  MarkReadReq,
  MessagePageReq,
  MessageReportPageReq,
  MessageReportReq,
  SendMessageReq,
  SyncMessagesReq
} from '@contract/message'
import { call, SUBMITTING, type CallOptions } from './client'

/*
 * Calls made in the background (unread numbers, catching up, read markers, the socket's ticket)
 * stay quiet: a member who did nothing should not see a toast because the network hiccupped.
 */
const QUIET: CallOptions = { hideMsg: true }

export const getConversationPage = (data: CursorReq, options?: CallOptions) =>
  call(API.message.getConversationPage, data, options)
export const openConversation = (userId: number, options?: CallOptions) =>
  call(API.message.openConversation, { userId }, options)
export const getMessagePage = (data: MessagePageReq, options?: CallOptions) =>
  call(API.message.getMessagePage, data, options)
export const syncMessages = (data: SyncMessagesReq, options?: CallOptions) =>
  call(API.message.syncMessages, data, { ...QUIET, ...options })
/** No loading toast: the pending bubble is the progress. A refusal is toasted with the server's words. */
export const sendMessage = (data: SendMessageReq, options?: CallOptions) => call(API.message.send, data, options)
export const recallMessage = (messageId: number, options?: CallOptions) =>
  call(API.message.recall, { messageId }, options)
export const markRead = (data: MarkReadReq, options?: CallOptions) =>
  call(API.message.markRead, data, { ...QUIET, ...options })
export const markAllRead = (options?: CallOptions) => call(API.message.markAllRead, {}, { ...SUBMITTING, ...options })
export const getUnreadSummary = (options?: CallOptions) =>
  call(API.message.getUnreadSummary, {}, { ...QUIET, ...options })
export const getGreetings = (options?: CallOptions) => call(API.message.getGreetings, {}, { ...QUIET, ...options })
export const reportMessage = (data: MessageReportReq, options?: CallOptions) =>
  call(API.message.report, data, { ...SUBMITTING, ...options })
export const getSocketTicket = (options?: CallOptions) =>
  call(API.message.getSocketTicket, {}, { ...QUIET, ...options })
export const staffGetReportPage = (data: MessageReportPageReq, options?: CallOptions) =>
  call(API.message.getReportPage, data, options)
export const staffHandleReport = (data: HandleReportReq, options?: CallOptions) =>
  call(API.message.handleReport, data, { ...SUBMITTING, ...options })
