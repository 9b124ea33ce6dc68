import { AjvCompiler, type RouteDefinition } from '@fastify/ajv-compiler'
import { SerializerSelector, type SerializerCompiler } from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
type Validator = ((data: unknown) => unknown) & { errors?: unknown }
type Serializer = (data: unknown) => string
type ResponseRoute = Parameters<SerializerCompiler>[0]
type Factory<Route, Compiled> = (externalSchemas: unknown, options: unknown) => (route: Route) => Compiled

/**
 * Fastify's own compilers (ajv, fast-json-stringify), each route's schema compiled on its first
 * request instead of at start-up. A server suite starts an app per file and calls a handful of its
 * ~400 routes, so compiling them all was most of its start-up; the server itself compiles eagerly,
 * so a schema that cannot compile still stops it at boot.
 */
export function lazyCompilers(): CompilersFactory {
  const validators = AjvCompiler() as Factory<RouteDefinition, Validator>
  const serializers = SerializerSelector() as Factory<ResponseRoute, Serializer>
  return {
    buildValidator(externalSchemas: unknown, options: unknown) {
      const compile = validators(externalSchemas, options)
      return (route: RouteDefinition) => {
        let compiled: Validator | undefined
        const validate: Validator = (data) => {
          compiled ??= compile(route)
          const valid = compiled(data)
          validate.errors = compiled.errors
          return valid
        }
        return validate
      }
    },
    buildSerializer(externalSchemas: unknown, options: unknown) {
      const compile = serializers(externalSchemas, options)
      return (route: ResponseRoute) => {
        let compiled: Serializer | undefined
        return (data: unknown) => (compiled ??= compile(route))(data)
      }
    }
  } as unknown as CompilersFactory
}
