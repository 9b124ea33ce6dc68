import { API } from '@contract/api'
import type { GroupFixture } from './types'

export const matchmakerFixture: GroupFixture<'matchmaker'> = {
  bodies: {
    [API.matchmaker.getMatchmakerList]: {},
    [API.matchmaker.getMyMatchmaker]: {},
    [API.matchmaker.getJoinInfo]: {},
    [API.matchmaker.applyMatchmaker]: { name: '张三', phone: '13800138000', intro: '喜欢帮助别人', storeId: 0 },
    [API.matchmaker.getMyShares]: { cursor: '', pageSize: 20 },
    [API.matchmaker.getMyLevel]: {},
    [API.matchmaker.getStoreDistribution]: {},
    [API.matchmaker.getMatchmakerDistribution]: {},
    [API.matchmaker.getApplicationPage]: { status: 'pending', cursor: '', pageSize: 20 },
    [API.matchmaker.reviewApplication]: { id: 1, approve: false, reason: '资料不完整' },
    [API.matchmaker.getStores]: {},
    [API.matchmaker.saveStore]: { id: 0, name: '新门店', address: '', phone: '', manager: '', shareBasisPoints: 500 },
    [API.matchmaker.getLevels]: {},
    [API.matchmaker.saveLevel]: { id: 0, name: '新等级', minIncome: 0, shareBasisPoints: 1000 },
    [API.matchmaker.deleteLevel]: { id: 1 },
    [API.matchmaker.getOfficeMatchmakers]: {},
    [API.matchmaker.assignStore]: { userId: 1, storeId: 0 }
  },
  publicPaths: [API.matchmaker.getMatchmakerList]
}
