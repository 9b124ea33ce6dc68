/**
 * The parts of a request an attacker writes and a handler reads, by their route schema key and
 * the request property that holds them. Headers stay out: clients send many they never declare.
 */
export const REQUEST_PARTS = { body: 'body', querystring: 'query', params: 'params' } as const

export type RequestPart = keyof typeof REQUEST_PARTS

/** A JSON object (a schema node or a parsed body), not an array and not null. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
