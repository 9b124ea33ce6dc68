import { API } from '@contract/api'
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

export const getMatchmakerList = (options?: CallOptions) => call(API.matchmaker.getMatchmakerList, {}, options)

export const getMyMatchmaker = () => call(API.matchmaker.getMyMatchmaker, {})
export const getJoinInfo = () => call(API.matchmaker.getJoinInfo, {})
export const applyMatchmaker = (req: ApplyMatchmakerReq) => call(API.matchmaker.applyMatchmaker, req, SUBMITTING)

export const getMyShares = (req: CursorReq) => call(API.matchmaker.getMyShares, req)
export const getMyLevel = () => call(API.matchmaker.getMyLevel, {})
export const getStoreDistribution = () => call(API.matchmaker.getStoreDistribution, {})
export const getMatchmakerDistribution = () => call(API.matchmaker.getMatchmakerDistribution, {})

export const getApplicationPage = (req: ApplicationPageReq) => call(API.matchmaker.getApplicationPage, req)
export const reviewApplication = (req: ReviewApplicationReq) => call(API.matchmaker.reviewApplication, req, SUBMITTING)

export const getStores = () => call(API.matchmaker.getStores, {})
export const saveStore = (req: SaveStoreReq) => call(API.matchmaker.saveStore, req, SAVING)
export const getLevels = () => call(API.matchmaker.getLevels, {})
export const saveLevel = (req: SaveLevelReq) => call(API.matchmaker.saveLevel, req, SAVING)
export const deleteLevel = (id: number) => call(API.matchmaker.deleteLevel, { id }, SAVING)
export const getOfficeMatchmakers = () => call(API.matchmaker.getOfficeMatchmakers, {})
export const assignStore = (req: AssignStoreReq) => call(API.matchmaker.assignStore, req, SAVING)
