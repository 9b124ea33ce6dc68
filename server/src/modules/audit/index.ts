import type { ServerModule } from '../../lib/module'
import auditStaffRoutes from './staff-routes'

export const auditModule: ServerModule = {
  name: 'audit',
  dependsOn: [],
  owns: ['personalDataAccessLog', 'staffActionLog'],
  async routes(app) {
    await app.register(auditStaffRoutes)
  }
}
