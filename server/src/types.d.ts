import type { ServerDeps } from './lib/deps'
import type { AuthedUser } from './lib/route'
import type { TenantContext } from './plugins/tenant'
import type { preHandlerAsyncHookHandler } from 'fastify'
import type { StaffRole } from '@contract/staff'

declare module 'fastify' {
  /** The decorations buildApp adds are the services' dependencies (lib/deps.ts): one list of them. */
  interface FastifyInstance extends Omit<ServerDeps, 'log'> {
    authenticate: preHandlerAsyncHookHandler
    /** Drops the cached tenant context so every replica reads a changed tenant row on its next request. */
    forgetTenant: (tenantId: number) => Promise<void>
    /**
     * The staff roles a member holds now, read per request (a revoked role stops working at once).
     * The staff module answers it; lib/route.ts asks, knowing no module.
     */
    staffRolesOf: (who: AuthedUser) => Promise<StaffRole[]>
  }
  interface FastifyRequest {
    tenant: TenantContext
    auth?: AuthedUser
  }
}
