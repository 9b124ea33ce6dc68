import { on, type ServerModule } from '../../lib/module'
import { eraseStaffRolesOf } from './privacy'
import staffRoutes from './routes'

export const staffModule: ServerModule = {
  name: 'staff',
  dependsOn: [],
  owns: ['staffRoles'],
  async routes(app) {
    await app.register(staffRoutes)
  },
  subscriptions: [
    on('account.erasing', 'staff.eraseStaffRoles', (tx, e) => eraseStaffRolesOf(tx, e.tenantId, e.userId))
  ]
}
