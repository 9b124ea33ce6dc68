import type { ServerModule } from '../../lib/module'
import certificationRoutes from './routes'
import certificationStaffRoutes from './staff-routes'

export const certificationModule: ServerModule = {
  name: 'certification',
  dependsOn: ['image', 'love-profile', 'notice', 'user'],
  owns: ['certifications'],
  async routes(app) {
    await app.register(certificationRoutes)
    await app.register(certificationStaffRoutes)
  }
}
