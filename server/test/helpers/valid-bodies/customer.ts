import type { GroupFixture } from './types'

export const customerFixture: GroupFixture<'customer'> = {
  bodies: {},
  publicPaths: []
}
