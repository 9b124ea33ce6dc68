import { XIXUN_API } from '@contract/xixun-api'
import type { CursorReq } from '@contract/love'
import type {
  ConfirmStoryReq,
  PennantIdReq,
  PennantPageReq,
  ReviewReq,
  SendPennantReq,
  SetStoryStageReq,
  StoryIdReq,
  SubmitStoryReq,
  XixunQueueReq
} from '@contract/xixun'
import { call, SUBMITTING, type CallOptions } from './client'

export const getStoryPage = (data: CursorReq, options?: CallOptions) => call(XIXUN_API.getStoryPage, data, options)
export const getStory = (data: StoryIdReq, options?: CallOptions) => call(XIXUN_API.getStory, data, options)
export const getMyStories = (options?: CallOptions) => call(XIXUN_API.getMyStories, {}, options)
export const submitStory = (data: SubmitStoryReq, options?: CallOptions) =>
  call(XIXUN_API.submitStory, data, { ...SUBMITTING, ...options })
export const confirmStory = (data: ConfirmStoryReq, options?: CallOptions) =>
  call(XIXUN_API.confirmStory, data, { ...SUBMITTING, ...options })
export const setStoryStage = (data: SetStoryStageReq, options?: CallOptions) =>
  call(XIXUN_API.setStoryStage, data, { ...SUBMITTING, ...options })
export const getPennantPage = (data: PennantPageReq, options?: CallOptions) =>
  call(XIXUN_API.getPennantPage, data, options)
export const getPennant = (data: PennantIdReq, options?: CallOptions) => call(XIXUN_API.getPennant, data, options)
export const sendPennant = (data: SendPennantReq, options?: CallOptions) =>
  call(XIXUN_API.sendPennant, data, { ...SUBMITTING, ...options })

export const staffGetStoryQueue = (data: XixunQueueReq, options?: CallOptions) =>
  call(XIXUN_API.getStoryQueue, data, options)
export const staffReviewStory = (data: ReviewReq, options?: CallOptions) =>
  call(XIXUN_API.reviewStory, data, { ...SUBMITTING, ...options })
export const staffGetPennantQueue = (data: XixunQueueReq, options?: CallOptions) =>
  call(XIXUN_API.getPennantQueue, data, options)
export const staffReviewPennant = (data: ReviewReq, options?: CallOptions) =>
  call(XIXUN_API.reviewPennant, data, { ...SUBMITTING, ...options })
