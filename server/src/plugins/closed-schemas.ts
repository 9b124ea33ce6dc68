import fp from 'fastify-plugin'
import { isPlainObject, REQUEST_PARTS, type RequestPart } from '../lib/request-schema'

type Json = unknown

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE_SCHEMA = ['items', 'not', 'additionalItems', 'contains', 'if', 'then', 'else'] as const
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items'] as const
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const

/**
 * A copy of a JSON schema in which every object that doesn't say otherwise declares
 * `additionalProperties: false`. With ajv's `removeAdditional: true` that strips every key a
 * route didn't declare before validation passes the body on, at any depth: a handler can
 * never see, let alone write, a `tenantId` or `userId` the caller slipped in.
 * Objects that choose (`additionalProperties` or `patternProperties` set) are left as they are.
 */
export function closeObjectSchemas<T>(schema: T): T {
  if (!isPlainObject(schema)) return schema
  const copy: Record<string, Json> = { ...schema }
  for (const key of ONE_SCHEMA) if (isPlainObject(copy[key])) copy[key] = closeObjectSchemas(copy[key])
  for (const key of SCHEMA_LISTS) {
    const list = copy[key]
    if (Array.isArray(list)) copy[key] = list.map((item) => closeObjectSchemas(item))
  }
  for (const key of SCHEMA_MAPS) {
    const map = copy[key]
    if (!isPlainObject(map)) continue
    copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, closeObjectSchemas(sub)]))
  }
  const isObjectSchema = copy.type === 'object' || isPlainObject(copy.properties)
  if (isObjectSchema && copy.additionalProperties === undefined && copy.patternProperties === undefined) {
    copy.additionalProperties = false
  }
  return copy as T
}

/**
 * Closes the request schemas of every route as it is declared, whoever declares it
 * (postRoute, a hand-written app.route, a plugin), so no route can forget. Registered before
 * any route and before the OpenAPI generator, which then documents the closed schemas.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as Record<string, Json> | undefined
      if (!schema) return
      for (const part of Object.keys(REQUEST_PARTS) as RequestPart[]) {
        if (schema[part] !== undefined) schema[part] = closeObjectSchemas(schema[part])
      }
    })
  },
  { name: 'closed-schemas' }
)
