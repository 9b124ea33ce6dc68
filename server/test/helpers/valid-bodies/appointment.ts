import type { GroupFixture } from './types'

export const appointmentFixture: GroupFixture<'appointment'> = {
  bodies: {},
  publicPaths: []
}
