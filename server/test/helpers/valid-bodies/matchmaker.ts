import { API } from '@contract/api'
import type { GroupFixture } from './types'

export const matchmakerFixture: GroupFixture<'matchmaker'> = {
  bodies: { [API.matchmaker.getMatchmakerList]: {} },
  publicPaths: [API.matchmaker.getMatchmakerList]
}
