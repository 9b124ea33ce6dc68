import type { GroupFixture } from './types'

export const crmFixture: GroupFixture<'crm'> = {
  bodies: {},
  publicPaths: []
}
