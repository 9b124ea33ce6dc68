import type { FastifyInstance } from 'fastify'
import type { EventName, Subscriber } from './events'

/** One subscription of a module: what it listens to, under which name, and what it does. */
export interface Subscription<N extends EventName = EventName> {
  event: N
  /** `<module>.<what it does>`: unique, and stable across the apps one process builds. */
  name: string
  run: Subscriber<N>
}

/** Lets a module list subscriptions to different events in one array, each checked against its own event. */
export const on = <N extends EventName>(event: N, name: string, run: Subscriber<N>): Subscription =>
  ({ event, name, run }) as unknown as Subscription

/**
 * A server module as the app is assembled from it (modules/<m>/index.ts): what it registers and
 * which other modules it needs. Its routes, its order kinds and its subscribers are all here, so
 * adding a feature edits the module and one line of the list in app.ts.
 */
export interface ServerModule {
  name: string
  /** The modules whose services this one calls: an app built with this module gets them too. */
  dependsOn: readonly string[]
  /**
   * The tables (by their names in db/schema) it alone writes: other modules call its service or
   * subscribe to its events. tests/unit/table-owners.test.ts holds everyone to it.
   */
  owns?: readonly string[]
  /** Its routes and staff routes. */
  routes?(app: FastifyInstance): Promise<void>
  /** Runs as the app starts: tells finance's kernel the order kinds it delivers and the shares it earns. */
  setup?(): void
  subscriptions?: readonly Subscription[]
}
