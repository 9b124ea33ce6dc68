/**
 * The notice group's paths (`API.notice` in types/api.ts), in a file of their own:
 * src/api/notice.ts imports this object alone, so a chunk that calls the notice group carries
 * these paths and no other group's.
 */
export const NOTICE_API = {
  getNoticePage: '/common/api/notice/getNoticePage',
  markRead: '/common/api/notice/markRead',
  markAllRead: '/common/api/notice/markAllRead',
  getSubscribeTemplates: '/common/api/notice/getSubscribeTemplates',
  grantSubscribe: '/common/api/notice/grantSubscribe'
} as const
