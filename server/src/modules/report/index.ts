import type { ServerModule } from '../../lib/module'
import reportRoutes from './routes'
import reportStaffRoutes from './staff-routes'

export const reportModule: ServerModule = {
  name: 'report',
  dependsOn: ['auth', 'notice', 'staff', 'user'],
  async routes(app) {
    await app.register(reportRoutes)
    await app.register(reportStaffRoutes)
  }
}
