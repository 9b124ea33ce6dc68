import type { GroupFixture } from './types'

export const salesLibraryFixture: GroupFixture<'salesLibrary'> = {
  bodies: {},
  publicPaths: []
}
