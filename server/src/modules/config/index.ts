import type { ServerModule } from '../../lib/module'
import configRoutes from './routes'

export const configModule: ServerModule = {
  name: 'config',
  dependsOn: ['geography', 'tenant'],
  async routes(app) {
    await app.register(configRoutes)
  }
}
