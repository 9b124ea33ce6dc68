import type { Tx } from '../db/client'

/**
 * Every domain event by name, with what it carries. A module declares the events it emits by
 * merging into this interface from its own events.ts:
 *
 *   declare module '../../lib/events' {
 *     interface DomainEvents { 'contract.signed': { tenantId: number; contractId: number } }
 *   }
 *
 * so an emitter and its subscribers agree on the payload without importing each other.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventName = keyof DomainEvents

/** Runs in the emitting transaction: what it writes commits or rolls back with the change it reports. */
export type Subscriber<N extends EventName> = (tx: Tx, event: DomainEvents[N]) => Promise<void>

/*
 * Who listens to what is code, told at start-up by each module's index.ts: the same on every
 * replica, never state. There is no broker: what must reach a device later (a push) is written as
 * a row in the transaction, and the notice table is that outbox.
 */
const subscribers = new Map<EventName, Map<string, Subscriber<never>>>()

/**
 * Adds a subscriber under a name of its own (`<module>.<what it does>`), so that starting another
 * app in the same process registers nothing twice and two subscribers cannot take one name.
 */
export function subscribe<N extends EventName>(event: N, name: string, subscriber: Subscriber<N>): void {
  const listening = subscribers.get(event) ?? new Map<string, Subscriber<never>>()
  const known = listening.get(name)
  if (known !== undefined && known !== subscriber) throw new Error(`subscriber ${name} of ${event} is registered twice`)
  listening.set(name, subscriber as Subscriber<never>)
  subscribers.set(event, listening)
}

/**
 * Tells every subscriber of `event`, one after another, inside the emitter's transaction. A
 * subscriber that throws fails the emitter's change with it: they are one unit of work.
 */
export async function emit<N extends EventName>(tx: Tx, event: N, payload: DomainEvents[N]): Promise<void> {
  for (const subscriber of subscribers.get(event)?.values() ?? []) await (subscriber as Subscriber<N>)(tx, payload)
}

/** The subscribers' names for an event, in the order they run: for tests and the README. */
export function subscribersOf(event: EventName): string[] {
  return [...(subscribers.get(event)?.keys() ?? [])]
}
