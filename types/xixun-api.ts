/**
 * The xixun group's paths (`API.xixun` in types/api.ts), in a file of their own: src/api/xixun.ts
 * imports this object alone, so a chunk that calls the xixun group carries these paths and no
 * other group's.
 */
export const XIXUN_API = {
  getStoryPage: '/love/api/xixun/getStoryPage',
  getStory: '/love/api/xixun/getStory',
  getMyStories: '/love/api/xixun/getMyStories',
  submitStory: '/love/api/xixun/submitStory',
  confirmStory: '/love/api/xixun/confirmStory',
  setStoryStage: '/love/api/xixun/setStoryStage',
  getPennantPage: '/love/api/xixun/getPennantPage',
  getPennant: '/love/api/xixun/getPennant',
  sendPennant: '/love/api/xixun/sendPennant',
  getStoryQueue: '/common/api/xixun/staff/getStoryQueue',
  reviewStory: '/common/api/xixun/staff/reviewStory',
  getPennantQueue: '/common/api/xixun/staff/getPennantQueue',
  reviewPennant: '/common/api/xixun/staff/reviewPennant'
} as const
