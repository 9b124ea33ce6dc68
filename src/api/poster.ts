import { POSTER_API } from '@contract/poster-api'
import type { GetMyPosterReq, ResolveSceneReq } from '@contract/poster'
import { call, type CallOptions } from './client'

export const getMyPoster = (data: GetMyPosterReq, options?: CallOptions) => call(POSTER_API.getMyPoster, data, options)
export const resolveScene = (data: ResolveSceneReq, options?: CallOptions) =>
  call(POSTER_API.resolveScene, data, options)
