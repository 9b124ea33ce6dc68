import type { ServerModule } from '../../lib/module'
import reportRoutes from './routes'
import reportStaffRoutes from './staff-routes'

export const reportModule: ServerModule = {
  name: 'report',
  dependsOn: ['audit', 'auth', 'love-profile', 'notice', 'staff', 'user'],
  owns: ['loveReports'],
  async routes(app) {
    await app.register(reportRoutes)
    await app.register(reportStaffRoutes)
  }
}
