import type { ServerModule } from '../../lib/module'
import navigationRoutes from './routes'

export const navigationModule: ServerModule = {
  name: 'navigation',
  dependsOn: [],
  owns: ['navigations'],
  async routes(app) {
    await app.register(navigationRoutes)
  }
}
