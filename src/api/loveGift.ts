import { API } from '@contract/api'
import type { CursorReq } from '@contract/love'
import type { SendGiftReq, StaffCreateGiftReq, StaffSetOnSaleReq, StaffUpdateGiftReq } from '@contract/love-gift'
import { call, SAVING, SUBMITTING, type CallOptions } from './client'

export const getGiftList = (options?: CallOptions) => call(API.loveGift.getGiftList, {}, options)
export const sendGift = (data: SendGiftReq, options?: CallOptions) =>
  call(API.loveGift.send, data, { showLoading: true, loadingText: '赠送中...', ...options })
export const declineGift = (sendId: number, options?: CallOptions) =>
  call(API.loveGift.decline, { sendId }, { ...SUBMITTING, ...options })
export const getReceivedGiftPage = (data: CursorReq, options?: CallOptions) =>
  call(API.loveGift.getReceivedPage, data, options)
export const getSentGiftPage = (data: CursorReq, options?: CallOptions) => call(API.loveGift.getSentPage, data, options)

export const staffGetGifts = (options?: CallOptions) => call(API.loveGift.staffGetGifts, {}, options)
export const staffCreateGift = (data: StaffCreateGiftReq, options?: CallOptions) =>
  call(API.loveGift.staffCreateGift, data, { ...SAVING, ...options })
export const staffUpdateGift = (data: StaffUpdateGiftReq, options?: CallOptions) =>
  call(API.loveGift.staffUpdateGift, data, { ...SAVING, ...options })
export const staffSetGiftOnSale = (data: StaffSetOnSaleReq, options?: CallOptions) =>
  call(API.loveGift.staffSetOnSale, data, { ...SAVING, ...options })
