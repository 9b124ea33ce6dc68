import { on, type ServerModule } from '../../lib/module'
import { eraseZoneMembershipOf } from './privacy'
import zoneRoutes from './routes'

export const zoneModule: ServerModule = {
  name: 'zone',
  dependsOn: ['block', 'love-feed', 'love-profile', 'user'],
  owns: ['zones', 'zoneMembers'],
  async routes(app) {
    await app.register(zoneRoutes)
  },
  subscriptions: [
    on('account.erasing', 'zone.eraseZoneMembership', (tx, e) => eraseZoneMembershipOf(tx, e.tenantId, e.userId))
  ]
}
