import { API } from '@contract/api'
import type { LocationReq, LoveProfileInput, PrivacySettings } from '@contract/love'
import { call, SAVING, type CallOptions } from './client'

export const signUpLove = (data: LoveProfileInput, options?: CallOptions) =>
  call(API.loveProfile.signUp, data, { ...SAVING, ...options })
export const editLoveInfo = (data: LoveProfileInput, options?: CallOptions) =>
  call(API.loveProfile.editInfo, data, { ...SAVING, ...options })
export const getMyLoveProfile = (options?: CallOptions) => call(API.loveProfile.getMyProfile, {}, options)
export const getLoveCentre = (options?: CallOptions) => call(API.loveProfile.getLoveCentre, {}, options)
export const setAlbum = (images: string[], options?: CallOptions) => call(API.loveProfile.setAlbum, { images }, options)
export const getPrivacy = (options?: CallOptions) => call(API.loveProfile.getPrivacy, {}, options)
export const setPrivacy = (data: PrivacySettings, options?: CallOptions) =>
  call(API.loveProfile.setPrivacy, data, options)
export const setLocation = (data: LocationReq, options?: CallOptions) =>
  call(API.loveProfile.setLocation, data, { hideMsg: true, ...options })
