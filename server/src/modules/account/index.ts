import type { ServerModule } from '../../lib/module'
import accountRoutes from './routes'

export const accountModule: ServerModule = {
  name: 'account',
  dependsOn: ['auth', 'image', 'privacy', 'report', 'system', 'user'],
  async routes(app) {
    await app.register(accountRoutes)
  }
}
