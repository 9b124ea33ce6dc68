import type { ServerModule } from '../../lib/module'
import zoneRoutes from './routes'

export const zoneModule: ServerModule = {
  name: 'zone',
  dependsOn: ['block', 'love-feed', 'love-profile', 'user'],
  owns: ['zones', 'zoneMembers'],
  async routes(app) {
    await app.register(zoneRoutes)
  }
}
