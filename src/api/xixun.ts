import { API } from '@contract/api'
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

export const getStoryPage = (data: CursorReq, options?: CallOptions) => call(API.xixun.getStoryPage, data, options)
export const getStory = (data: StoryIdReq, options?: CallOptions) => call(API.xixun.getStory, data, options)
export const getMyStories = (options?: CallOptions) => call(API.xixun.getMyStories, {}, options)
export const submitStory = (data: SubmitStoryReq, options?: CallOptions) =>
  call(API.xixun.submitStory, data, { ...SUBMITTING, ...options })
export const confirmStory = (data: ConfirmStoryReq, options?: CallOptions) =>
  call(API.xixun.confirmStory, data, { ...SUBMITTING, ...options })
export const setStoryStage = (data: SetStoryStageReq, options?: CallOptions) =>
  call(API.xixun.setStoryStage, data, { ...SUBMITTING, ...options })
export const getPennantPage = (data: PennantPageReq, options?: CallOptions) =>
  call(API.xixun.getPennantPage, data, options)
export const getPennant = (data: PennantIdReq, options?: CallOptions) => call(API.xixun.getPennant, data, options)
export const sendPennant = (data: SendPennantReq, options?: CallOptions) =>
  call(API.xixun.sendPennant, data, { ...SUBMITTING, ...options })

export const staffGetStoryQueue = (data: XixunQueueReq, options?: CallOptions) =>
  call(API.xixun.getStoryQueue, data, options)
export const staffReviewStory = (data: ReviewReq, options?: CallOptions) =>
  call(API.xixun.reviewStory, data, { ...SUBMITTING, ...options })
export const staffGetPennantQueue = (data: XixunQueueReq, options?: CallOptions) =>
  call(API.xixun.getPennantQueue, data, options)
export const staffReviewPennant = (data: ReviewReq, options?: CallOptions) =>
  call(API.xixun.reviewPennant, data, { ...SUBMITTING, ...options })
