import fp from 'fastify-plugin'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { BizError, unauthorized } from '../lib/errors'
import { isPlainObject, REQUEST_PARTS } from '../lib/request-schema'
import { IMAGE_NOT_OWNED_MESSAGE, ownsImages, UPLOADED_IMAGE } from '../modules/image/ownership'

type Json = unknown

/** Property names from the root; '*' stands for every item of an array. */
type Path = string[]

function isMarked(schema: Json): boolean {
  if (Array.isArray(schema)) return schema.some(isMarked)
  if (!isPlainObject(schema)) return false
  return schema[UPLOADED_IMAGE] === true || Object.values(schema).some(isMarked)
}

/**
 * Paths of every marked string in a schema. Only shapes whose values can be found by path are
 * followed; a mark anywhere else (a record, a tuple, a conditional) stops the server at start-up
 * rather than going unchecked.
 */
function markedPaths(schema: Json, at: Path, where: string): Path[] {
  if (!isPlainObject(schema)) return []
  if (schema[UPLOADED_IMAGE] === true) return [at]
  const found: Path[] = []
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'properties' && isPlainObject(value)) {
      for (const [name, sub] of Object.entries(value)) found.push(...markedPaths(sub, [...at, name], where))
    } else if (keyword === 'items' && isPlainObject(value)) {
      found.push(...markedPaths(value, [...at, '*'], where))
    } else if ((keyword === 'anyOf' || keyword === 'oneOf' || keyword === 'allOf') && Array.isArray(value)) {
      for (const sub of value) found.push(...markedPaths(sub, at, where))
    } else if (isMarked(value)) {
      throw new Error(`${where}: an uploaded image under "${keyword}" at /${at.join('/')} can't be checked`)
    }
  }
  return found
}

function collect(value: Json, path: Path, into: Set<string>): void {
  if (path.length === 0) {
    // An empty string references no file: it is how an optional image is left out.
    if (typeof value === 'string' && value !== '') into.add(value)
    return
  }
  const [head, ...rest] = path
  if (head === '*') {
    if (Array.isArray(value)) for (const item of value) collect(item, rest, into)
  } else if (isPlainObject(value)) {
    collect(value[head], rest, into)
  }
}

/**
 * Image references are checked where no route can forget them: every route whose request schema
 * marks a string as an uploaded image (ImageUrl) gets a preHandler that refuses the request unless
 * each such value is the requesting member's own (see ownsImages), in one query, before the
 * handler runs. Registered before any route, after auth.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as Record<string, Json> | undefined
      if (!schema) return
      const where = `${route.method} ${route.url}`
      const marked = Object.entries(REQUEST_PARTS).flatMap(([part, prop]) =>
        markedPaths(schema[part], [], where).map((path) => ({ prop, path }))
      )
      if (marked.length === 0) return
      const checkImages: preHandlerAsyncHookHandler = async (req: FastifyRequest) => {
        const urls = new Set<string>()
        for (const { prop, path } of marked) collect(req[prop], path, urls)
        if (urls.size === 0) return
        if (!req.auth) throw unauthorized()
        if (!(await ownsImages(app.db, req.auth, [...urls]))) throw new BizError(IMAGE_NOT_OWNED_MESSAGE)
      }
      route.preHandler = [...[route.preHandler ?? []].flat(), checkImages]
    })
  },
  { name: 'uploaded-images', dependencies: ['db', 'auth'] }
)
