/**
 * The loveGift group's paths (`API.loveGift` in types/api.ts), in a file of their own:
 * src/api/loveGift.ts imports this object alone, so a chunk that calls the loveGift group carries
 * these paths and no other group's.
 */
export const LOVE_GIFT_API = {
  getGiftList: '/love/api/loveGift/getGiftList',
  send: '/love/api/loveGift/send',
  decline: '/love/api/loveGift/decline',
  getReceivedPage: '/love/api/loveGift/getReceivedPage',
  getSentPage: '/love/api/loveGift/getSentPage',
  staffGetGifts: '/love/api/loveGift/staff/getGifts',
  staffCreateGift: '/love/api/loveGift/staff/createGift',
  staffUpdateGift: '/love/api/loveGift/staff/updateGift',
  staffSetOnSale: '/love/api/loveGift/staff/setOnSale'
} as const
