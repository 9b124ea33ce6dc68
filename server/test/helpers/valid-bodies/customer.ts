import { API } from '@contract/api'
import { profileInput } from '../love'
import type { GroupFixture } from './types'

export const customerFixture: GroupFixture<'customer'> = {
  bodies: {
    [API.customer.getCustomerPage]: { keyword: '', cursor: '', pageSize: 20 },
    [API.customer.getCustomerProfile]: { userId: 1 },
    [API.customer.createOfflineCustomer]: { phone: '13900001234', profile: profileInput() },
    [API.customer.saveCustomerProfile]: { userId: 1, profile: profileInput() },
    [API.customer.getAlbum]: { userId: 1 },
    [API.customer.saveAlbum]: { userId: 1, images: [] }
  },
  publicPaths: []
}
