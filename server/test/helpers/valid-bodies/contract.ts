import type { GroupFixture } from './types'

export const contractFixture: GroupFixture<'contract'> = {
  bodies: {},
  publicPaths: []
}
