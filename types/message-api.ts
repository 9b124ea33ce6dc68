/**
 * The message group's paths (`API.message` in types/api.ts), in a file of their own:
 * src/api/message.ts imports this object alone, so a chunk that calls the message group carries
 * these paths and no other group's.
 */
export const MESSAGE_API = {
  getConversationPage: '/common/api/message/getConversationPage',
  openConversation: '/common/api/message/openConversation',
  getMessagePage: '/common/api/message/getMessagePage',
  syncMessages: '/common/api/message/syncMessages',
  send: '/common/api/message/send',
  recall: '/common/api/message/recall',
  markRead: '/common/api/message/markRead',
  markAllRead: '/common/api/message/markAllRead',
  getUnreadSummary: '/common/api/message/getUnreadSummary',
  getGreetings: '/common/api/message/getGreetings',
  report: '/common/api/message/report',
  getSocketTicket: '/common/api/message/getSocketTicket',
  getMatchmakerChatPage: '/common/api/message/office/getMatchmakerChatPage',
  openCustomerChat: '/common/api/message/office/openCustomerChat'
} as const
