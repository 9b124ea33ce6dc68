import type { ServerModule } from '../../lib/module'
import healthRoutes from './routes'

export const healthModule: ServerModule = {
  name: 'health',
  dependsOn: [],
  async routes(app) {
    await app.register(healthRoutes)
  }
}
