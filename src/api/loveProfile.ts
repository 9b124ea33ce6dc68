import { LOVE_PROFILE_API } from '@contract/love-profile-api'
import type { LocationReq, LoveProfileInput, PrivacySettings } from '@contract/love'
import { call, SAVING, type CallOptions } from './client'

export const signUpLove = (data: LoveProfileInput, options?: CallOptions) =>
  call(LOVE_PROFILE_API.signUp, data, { ...SAVING, ...options })
export const editLoveInfo = (data: LoveProfileInput, options?: CallOptions) =>
  call(LOVE_PROFILE_API.editInfo, data, { ...SAVING, ...options })
export const getMyLoveProfile = (options?: CallOptions) => call(LOVE_PROFILE_API.getMyProfile, {}, options)
export const setAlbum = (images: string[], options?: CallOptions) =>
  call(LOVE_PROFILE_API.setAlbum, { images }, options)
export const getPrivacy = (options?: CallOptions) => call(LOVE_PROFILE_API.getPrivacy, {}, options)
export const setPrivacy = (data: PrivacySettings, options?: CallOptions) =>
  call(LOVE_PROFILE_API.setPrivacy, data, options)
export const setLocation = (data: LocationReq, options?: CallOptions) =>
  call(LOVE_PROFILE_API.setLocation, data, { hideMsg: true, ...options })
