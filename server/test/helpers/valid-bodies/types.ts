import type { API, ApiPath, ReqOf } from '@contract/api'

export type Group = keyof typeof API
type PathOf<G extends Group> = (typeof API)[G][keyof (typeof API)[G]] & ApiPath

/** One group's share of the platform suite, kept beside the group's own tests. */
export interface GroupFixture<G extends Group> {
  /** A well-formed body for every path, sent without a token, with one, and with hostile extras. */
  bodies: { [P in PathOf<G>]: ReqOf<P> }
  /** Paths of the group that answer without a token; every other one must answer 401. */
  publicPaths: PathOf<G>[]
}
