import { API } from '@contract/api'
import type { GroupFixture } from './types'

export const loveSearchFixture: GroupFixture<'loveSearch'> = {
  bodies: {
    [API.loveSearch.search]: { keyword: '小', city: '杭州市', marital: ['single'], cursor: '', pageSize: 10 },
    [API.loveSearch.getSavedSearches]: {},
    [API.loveSearch.saveSearch]: { name: '杭州本科', criteria: { city: '杭州市', educationMin: 'bachelor' } },
    [API.loveSearch.deleteSavedSearch]: { id: 1 }
  },
  // Visitors get the city's blurred preview (loveFeed) instead.
  publicPaths: []
}
