import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ErrorCode, MAINTENANCE_MESSAGE } from '../../../types/envelope'
import { BizError } from '../lib/errors'
import {
  findCityByDomain,
  findFirstCity,
  findTenant,
  type CityRow,
  type TenantRow
} from '../modules/tenant/repository'

export interface TenantContext {
  tenantId: number
  tenant: TenantRow
  city: CityRow
}

export const TENANT_CLOSED_DEFAULT = '服务已关闭，请联系客服'

export function isApiPath(url: string): boolean {
  return url.startsWith('/common/api/') || url.startsWith('/love/api/') || url.startsWith('/dev/')
}

/** request.host honours X-Forwarded-Host only when TRUST_PROXY is on. */
function hostName(request: FastifyRequest): string {
  return request.host.split(',')[0].trim().toLowerCase().replace(/:\d+$/, '')
}

async function loadContext(app: FastifyInstance, host: string): Promise<TenantContext | null> {
  const city = await findCityByDomain(app.db, host)
  const tenantId = city?.tenantId ?? app.config.DEFAULT_TENANT_ID
  const tenant = await findTenant(app.db, tenantId)
  const tenantCity = city ?? (tenant ? await findFirstCity(app.db, tenantId) : undefined)
  return tenant && tenantCity ? { tenantId, tenant, city: tenantCity } : null
}

/** Dates come back from the JSON cache as strings; the rows carry Date objects. */
function revive(ctx: TenantContext): TenantContext {
  return { ...ctx, tenant: { ...ctx.tenant, createdAt: new Date(ctx.tenant.createdAt) } }
}

/**
 * Every API request belongs to exactly one tenant, found from the Host through the city's
 * binding domain (the default tenant when no city claims the host). The lookup is cached
 * briefly in the shared KV store (Redis when configured). Closed tenants answer HTTP 401
 * with code -1, tenants under maintenance HTTP 404, as the client expects (SPEC §8).
 */
export default fp(
  async (app) => {
    const ttl = app.config.TENANT_CACHE_MS
    async function resolve(host: string): Promise<TenantContext | null> {
      if (ttl === 0) return loadContext(app, host)
      const key = `tenant:host:${host}`
      const cached = await app.kv.get(key)
      if (cached) return revive(JSON.parse(cached) as TenantContext)
      const ctx = await loadContext(app, host)
      if (ctx) await app.kv.set(key, JSON.stringify(ctx), ttl)
      return ctx
    }

    app.decorateRequest('tenant', null as unknown as TenantContext)
    app.addHook('onRequest', async (request) => {
      if (!isApiPath(request.url)) return
      const ctx = await resolve(hostName(request))
      if (!ctx) throw new BizError(TENANT_CLOSED_DEFAULT, ErrorCode.TenantClosed, 401)
      if (ctx.tenant.status === 'disabled') {
        throw new BizError(ctx.tenant.closedMessage || TENANT_CLOSED_DEFAULT, ErrorCode.TenantClosed, 401)
      }
      if (ctx.tenant.maintenance) throw new BizError(MAINTENANCE_MESSAGE, ErrorCode.Maintenance, 404)
      request.tenant = ctx
    })
  },
  { name: 'tenant', dependencies: ['db', 'kv'] }
)
