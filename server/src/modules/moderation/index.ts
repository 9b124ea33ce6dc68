import type { ServerModule } from '../../lib/module'
import moderationRoutes from './routes'
import moderationStaffRoutes from './staff-routes'

export const moderationModule: ServerModule = {
  name: 'moderation',
  dependsOn: ['image', 'love-profile', 'notice'],
  async routes(app) {
    await app.register(moderationRoutes)
    await app.register(moderationStaffRoutes)
  }
}
