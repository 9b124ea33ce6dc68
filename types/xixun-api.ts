/**
 * The xixun group's paths alone, so the app bundle (which carries every path through types/api.ts)
 * does not also carry this domain's labels and rules; those load with the pages that use them.
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
