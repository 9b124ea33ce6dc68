import { API } from '@contract/api'
import type { CursorReq, FeedFilters, LocationReq, LoveProfileInput, PrivacySettings, ReportReq } from '@contract/love'
import { call, type CallOptions } from './client'

const SAVING: CallOptions = { showLoading: true, loadingText: '保存中...' }

export const signUpLove = (data: LoveProfileInput, options?: CallOptions) =>
  call(API.loveUser.signUp, data, { ...SAVING, ...options })
export const editLoveInfo = (data: LoveProfileInput, options?: CallOptions) =>
  call(API.loveUser.editInfo, data, { ...SAVING, ...options })
export const getMyLoveProfile = (options?: CallOptions) => call(API.loveUser.getMyProfile, {}, options)
export const getLoveCentre = (options?: CallOptions) => call(API.loveUser.getLoveCentre, {}, options)
export const setAlbum = (images: string[], options?: CallOptions) => call(API.loveUser.setAlbum, { images }, options)
export const getRecommendPage = (data: FeedFilters & CursorReq, options?: CallOptions) =>
  call(API.loveUser.getRecommendPage, data, options)
export const getMemberDetail = (userId: number, options?: CallOptions) =>
  call(API.loveUser.getDetail, { userId }, options)
export const favMember = (userId: number, options?: CallOptions) => call(API.loveUser.fav, { userId }, options)
export const unfavMember = (userId: number, options?: CallOptions) => call(API.loveUser.unfav, { userId }, options)
export const getMyFavPage = (data: CursorReq, options?: CallOptions) => call(API.loveUser.getMyFavPage, data, options)
export const getViewedPage = (data: CursorReq, options?: CallOptions) => call(API.loveUser.getViewedPage, data, options)
export const getViewersPage = (data: CursorReq, options?: CallOptions) =>
  call(API.loveUser.getViewersPage, data, options)
/** VIP only: anyone else gets code 40300. */
export const getFavedMePage = (data: CursorReq, options?: CallOptions) =>
  call(API.loveUser.getFavedMePage, data, options)
export const getPrivacy = (options?: CallOptions) => call(API.loveUser.getPrivacy, {}, options)
export const setPrivacy = (data: PrivacySettings, options?: CallOptions) => call(API.loveUser.setPrivacy, data, options)
export const reportMember = (data: ReportReq, options?: CallOptions) => call(API.loveUser.report, data, options)
export const getMyPlacements = (options?: CallOptions) => call(API.loveUser.getMyPlacements, {}, options)
export const setLocation = (data: LocationReq, options?: CallOptions) =>
  call(API.loveUser.setLocation, data, { hideMsg: true, ...options })
export const getNoticeCount = (options?: CallOptions) =>
  call(API.loveUser.getNoticeCount, {}, { hideMsg: true, ...options })
export const markNoticesSeen = (options?: CallOptions) =>
  call(API.loveUser.markNoticesSeen, {}, { hideMsg: true, ...options })
