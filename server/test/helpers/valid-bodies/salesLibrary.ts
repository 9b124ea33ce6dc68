import { API } from '@contract/api'
import type { GroupFixture } from './types'

export const salesLibraryFixture: GroupFixture<'salesLibrary'> = {
  bodies: {
    [API.salesLibrary.getLibrary]: {},
    [API.salesLibrary.getEntry]: { id: 1 },
    [API.salesLibrary.getCandidates]: { keyword: '', onlyCustomers: false, cursor: '', pageSize: 20 },
    [API.salesLibrary.addEntry]: { memberId: 1, note: '性格温和，工作稳定' },
    [API.salesLibrary.updateNote]: { id: 1, note: '性格温和，工作稳定' },
    [API.salesLibrary.removeEntry]: { id: 1 },
    [API.salesLibrary.reorder]: { ids: [1] }
  },
  publicPaths: []
}
