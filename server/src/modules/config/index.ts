import type { ServerModule } from '../../lib/module'
import configRoutes from './routes'
import configStaffRoutes from './staff-routes'

export const configModule: ServerModule = {
  name: 'config',
  dependsOn: ['geography', 'tenant'],
  async routes(app) {
    await app.register(configRoutes)
    await app.register(configStaffRoutes)
  }
}
