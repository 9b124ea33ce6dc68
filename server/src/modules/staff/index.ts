import type { ServerModule } from '../../lib/module'
import staffRoutes from './routes'

export const staffModule: ServerModule = {
  name: 'staff',
  dependsOn: [],
  owns: ['staffRoles'],
  async routes(app) {
    await app.register(staffRoutes)
  }
}
