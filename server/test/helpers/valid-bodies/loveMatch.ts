import { API } from '@contract/api'
import type { GroupFixture } from './types'

export const loveMatchFixture: GroupFixture<'loveMatch'> = {
  bodies: {
    [API.loveMatch.like]: { userId: 1 },
    [API.loveMatch.unlike]: { userId: 1 },
    [API.loveMatch.getLikeState]: { userId: 1 },
    [API.loveMatch.getLikeSummary]: {},
    [API.loveMatch.getMyLikesPage]: { cursor: '', pageSize: 20 },
    [API.loveMatch.getLikedMePage]: { cursor: '', pageSize: 20 },
    [API.loveMatch.getMatchPage]: { cursor: '', pageSize: 20 },
    [API.loveMatch.getDailyPicks]: {}
  },
  publicPaths: []
}
