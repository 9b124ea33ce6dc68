import { MESSAGE_API } from '@contract/message-api'
import type { CursorReq } from '@contract/love'
import type { MarkReadReq, MessagePageReq, MessageReportReq, SendMessageReq, SyncMessagesReq } from '@contract/message'
import { call, SUBMITTING, type CallOptions } from './client'

/*
 * Calls made in the background (unread numbers, catching up, read markers, the socket's ticket)
 * stay quiet: a member who did nothing should not see a toast because the network hiccupped.
 */
const QUIET: CallOptions = { hideMsg: true }

export const getConversationPage = (data: CursorReq, options?: CallOptions) =>
  call(MESSAGE_API.getConversationPage, data, options)
export const openConversation = (userId: number, options?: CallOptions) =>
  call(MESSAGE_API.openConversation, { userId }, options)
export const getMessagePage = (data: MessagePageReq, options?: CallOptions) =>
  call(MESSAGE_API.getMessagePage, data, options)
export const syncMessages = (data: SyncMessagesReq, options?: CallOptions) =>
  call(MESSAGE_API.syncMessages, data, { ...QUIET, ...options })
/** No loading toast: the pending bubble is the progress. A refusal is toasted with the server's words. */
export const sendMessage = (data: SendMessageReq, options?: CallOptions) => call(MESSAGE_API.send, data, options)
export const recallMessage = (messageId: number, options?: CallOptions) =>
  call(MESSAGE_API.recall, { messageId }, options)
export const markRead = (data: MarkReadReq, options?: CallOptions) =>
  call(MESSAGE_API.markRead, data, { ...QUIET, ...options })
export const markAllRead = (options?: CallOptions) => call(MESSAGE_API.markAllRead, {}, { ...SUBMITTING, ...options })
export const getUnreadSummary = (options?: CallOptions) =>
  call(MESSAGE_API.getUnreadSummary, {}, { ...QUIET, ...options })
export const getGreetings = (options?: CallOptions) => call(MESSAGE_API.getGreetings, {}, { ...QUIET, ...options })
export const reportMessage = (data: MessageReportReq, options?: CallOptions) =>
  call(MESSAGE_API.report, data, { ...SUBMITTING, ...options })
export const getSocketTicket = (options?: CallOptions) =>
  call(MESSAGE_API.getSocketTicket, {}, { ...QUIET, ...options })
/** The office's inbox: conversations with the members the matchmaker serves. */
export const getMatchmakerChatPage = (data: CursorReq, options?: CallOptions) =>
  call(MESSAGE_API.getMatchmakerChatPage, data, options)
/** 发消息 on a customer's page: the matchmaker's conversation with a member she serves, opened or created. */
export const openCustomerChat = (userId: number, options?: CallOptions) =>
  call(MESSAGE_API.openCustomerChat, { userId }, options)
