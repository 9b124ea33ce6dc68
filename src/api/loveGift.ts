import { LOVE_GIFT_API } from '@contract/love-gift-api'
import type { CursorReq } from '@contract/love'
import type { SendGiftReq, StaffCreateGiftReq, StaffSetOnSaleReq, StaffUpdateGiftReq } from '@contract/love-gift'
import { call, SAVING, SUBMITTING, type CallOptions } from './client'

export const getGiftList = (options?: CallOptions) => call(LOVE_GIFT_API.getGiftList, {}, options)
export const sendGift = (data: SendGiftReq, options?: CallOptions) =>
  call(LOVE_GIFT_API.send, data, { showLoading: true, loadingText: '赠送中...', ...options })
export const declineGift = (sendId: number, options?: CallOptions) =>
  call(LOVE_GIFT_API.decline, { sendId }, { ...SUBMITTING, ...options })
export const getReceivedGiftPage = (data: CursorReq, options?: CallOptions) =>
  call(LOVE_GIFT_API.getReceivedPage, data, options)
export const getSentGiftPage = (data: CursorReq, options?: CallOptions) =>
  call(LOVE_GIFT_API.getSentPage, data, options)

export const staffGetGifts = (options?: CallOptions) => call(LOVE_GIFT_API.staffGetGifts, {}, options)
export const staffCreateGift = (data: StaffCreateGiftReq, options?: CallOptions) =>
  call(LOVE_GIFT_API.staffCreateGift, data, { ...SAVING, ...options })
export const staffUpdateGift = (data: StaffUpdateGiftReq, options?: CallOptions) =>
  call(LOVE_GIFT_API.staffUpdateGift, data, { ...SAVING, ...options })
export const staffSetGiftOnSale = (data: StaffSetOnSaleReq, options?: CallOptions) =>
  call(LOVE_GIFT_API.staffSetOnSale, data, { ...SAVING, ...options })
