import type { ServerDeps } from './lib/deps'
import type { AuthedUser } from './lib/route'
import type { TenantContext } from './plugins/tenant'
import type { preHandlerAsyncHookHandler } from 'fastify'

declare module 'fastify' {
  /** The decorations buildApp adds are the services' dependencies (lib/deps.ts): one list of them. */
  interface FastifyInstance extends Omit<ServerDeps, 'log'> {
    authenticate: preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    tenant: TenantContext
    auth?: AuthedUser
  }
}
