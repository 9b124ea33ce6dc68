import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
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

function hostName(request: FastifyRequest): string {
  const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? ''
  const first = (Array.isArray(host) ? host[0] : host).split(',')[0].trim().toLowerCase()
  return first.replace(/:\d+$/, '')
}

/**
 * Every API request belongs to exactly one tenant, found from the Host through the city's
 * binding domain (the default tenant when no city claims the host). Closed tenants answer
 * HTTP 401 with code -1, tenants under maintenance HTTP 404, as the client expects (SPEC §8).
 */
export default fp(
  async (app) => {
    app.decorateRequest('tenant', null as unknown as TenantContext)
    app.addHook('onRequest', async (request) => {
      if (!isApiPath(request.url)) return
      const city = await findCityByDomain(app.db, hostName(request))
      const tenantId = city?.tenantId ?? app.config.DEFAULT_TENANT_ID
      const tenant = await findTenant(app.db, tenantId)
      const tenantCity = city ?? (tenant ? await findFirstCity(app.db, tenantId) : undefined)
      if (!tenant || !tenantCity) throw new BizError(TENANT_CLOSED_DEFAULT, ErrorCode.TenantClosed, 401)
      if (tenant.status === 'disabled') {
        throw new BizError(tenant.closedMessage || TENANT_CLOSED_DEFAULT, ErrorCode.TenantClosed, 401)
      }
      if (tenant.maintenance) throw new BizError(MAINTENANCE_MESSAGE, ErrorCode.Maintenance, 404)
      request.tenant = { tenantId, tenant, city: tenantCity }
    })
  },
  { name: 'tenant', dependencies: ['db'] }
)
