import { MATCHMAKER_API } from '@contract/matchmaker-api'
import type {
  ApplicationPageReq,
  ApplyMatchmakerReq,
  AssignStoreReq,
  ReviewApplicationReq,
  SaveLevelReq,
  SaveStoreReq
} from '@contract/matchmaker'
import type { CursorReq } from '@contract/love'
import { call, SAVING, SUBMITTING, type CallOptions } from './client'

export const getMatchmakerList = (options?: CallOptions) => call(MATCHMAKER_API.getMatchmakerList, {}, options)

export const getMyMatchmaker = (options?: CallOptions) => call(MATCHMAKER_API.getMyMatchmaker, {}, options)
export const getJoinInfo = () => call(MATCHMAKER_API.getJoinInfo, {})
export const applyMatchmaker = (req: ApplyMatchmakerReq) => call(MATCHMAKER_API.applyMatchmaker, req, SUBMITTING)

export const getMyShares = (req: CursorReq) => call(MATCHMAKER_API.getMyShares, req)
export const getMyLevel = () => call(MATCHMAKER_API.getMyLevel, {})
export const getStoreDistribution = () => call(MATCHMAKER_API.getStoreDistribution, {})
export const getMatchmakerDistribution = () => call(MATCHMAKER_API.getMatchmakerDistribution, {})

export const getApplicationPage = (req: ApplicationPageReq) => call(MATCHMAKER_API.getApplicationPage, req)
export const reviewApplication = (req: ReviewApplicationReq) => call(MATCHMAKER_API.reviewApplication, req, SUBMITTING)

export const getStores = () => call(MATCHMAKER_API.getStores, {})
export const saveStore = (req: SaveStoreReq) => call(MATCHMAKER_API.saveStore, req, SAVING)
export const getLevels = () => call(MATCHMAKER_API.getLevels, {})
export const saveLevel = (req: SaveLevelReq) => call(MATCHMAKER_API.saveLevel, req, SAVING)
export const deleteLevel = (id: number) => call(MATCHMAKER_API.deleteLevel, { id }, SAVING)
export const getOfficeMatchmakers = () => call(MATCHMAKER_API.getOfficeMatchmakers, {})
export const assignStore = (req: AssignStoreReq) => call(MATCHMAKER_API.assignStore, req, SAVING)
