import type { ServerModule } from '../../lib/module'
import memberRoutes from './routes'

export const memberModule: ServerModule = {
  name: 'member',
  dependsOn: ['auth', 'image', 'moderation', 'system', 'user'],
  async routes(app) {
    await app.register(memberRoutes)
  }
}
