import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ErrorCode, MAINTENANCE_MESSAGE } from '@contract/envelope'
import { BizError } from '../lib/errors'
import {
  findCityByDomain,
  listBindingDomains,
  listTenantDomains,
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

function isApiPath(url: string): boolean {
  return url.startsWith('/common/api/') || url.startsWith('/love/api/') || url.startsWith('/dev/')
}

function decodedPath(url: string): string {
  const path = url.split('?')[0]
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Whether a request is an API call, judged by what the router matched (or, when nothing
 * matched, the decoded path): `/%63ommon/api/…` reaches the same handler as `/common/api/…`
 * and must meet the same tenant and rate-limit hooks.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? decodedPath(request.url))
}

/** request.host honours X-Forwarded-Host only when TRUST_PROXY is on. */
function hostName(request: FastifyRequest): string {
  return request.host.split(',')[0].trim().toLowerCase().replace(/:\d+$/, '')
}

async function contextOf(
  app: FastifyInstance,
  tenantId: number,
  city: CityRow | undefined
): Promise<TenantContext | null> {
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
    const DEFAULT_KEY = 'tenant:default'
    async function read(key: string): Promise<TenantContext | null> {
      const hit = ttl > 0 ? await app.kv.get(key) : null
      return hit ? revive(JSON.parse(hit) as TenantContext) : null
    }
    async function keep(key: string, ctx: TenantContext | null): Promise<TenantContext | null> {
      if (ctx && ttl > 0) await app.kv.set(key, JSON.stringify(ctx), ttl)
      return ctx
    }
    const DOMAINS_KEY = 'tenant:binding-domains'
    let parsedDomains: { raw: string; hosts: Set<string> } | null = null
    /**
     * The hosts cities claim, one shared entry: an invented Host is told apart without a query
     * and without an entry of its own, so anyone sending random Hosts grows nothing.
     */
    async function claimedHosts(): Promise<Set<string>> {
      let raw = ttl > 0 ? await app.kv.get(DOMAINS_KEY) : null
      if (raw === null) {
        raw = JSON.stringify(await listBindingDomains(app.db))
        if (ttl > 0) await app.kv.set(DOMAINS_KEY, raw, ttl)
      }
      // Parsed once per list, not once per request.
      if (parsedDomains?.raw !== raw) parsedDomains = { raw, hosts: new Set(JSON.parse(raw) as string[]) }
      return parsedDomains.hosts
    }
    const defaultContext = async () =>
      (await read(DEFAULT_KEY)) ?? keep(DEFAULT_KEY, await contextOf(app, app.config.DEFAULT_TENANT_ID, undefined))
    async function resolve(host: string): Promise<TenantContext | null> {
      if (!(await claimedHosts()).has(host)) return defaultContext()
      const hostKey = `tenant:host:${host}`
      const known = await read(hostKey)
      if (known) return known
      const city = await findCityByDomain(app.db, host)
      return city ? keep(hostKey, await contextOf(app, city.tenantId, city)) : defaultContext()
    }

    // The cache is the shared KV store, so forgetting here is forgetting on every replica.
    app.decorate('forgetTenant', async (tenantId: number) => {
      const domains = await listTenantDomains(app.db, tenantId)
      await Promise.all([DEFAULT_KEY, ...domains.map((d) => `tenant:host:${d}`)].map((key) => app.kv.del(key)))
    })

    app.decorateRequest('tenant', null as unknown as TenantContext)
    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request)) return
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
