import type { ServerModule } from '../../lib/module'

export const tenantModule: ServerModule = {
  name: 'tenant',
  dependsOn: [],
  owns: ['tenants', 'cities']
}
