import type { ServerModule } from '../../lib/module'
import singlePageRoutes from './routes'
import singlePageStaffRoutes from './staff-routes'

export const singlePageModule: ServerModule = {
  name: 'single-page',
  dependsOn: [],
  owns: ['singlePages'],
  async routes(app) {
    await app.register(singlePageRoutes)
    await app.register(singlePageStaffRoutes)
  }
}
