import type { ServerModule } from '../../lib/module'
import commitmentRoutes from './routes'

export const commitmentModule: ServerModule = {
  name: 'commitment',
  dependsOn: ['block', 'certification', 'love-profile', 'user'],
  async routes(app) {
    await app.register(commitmentRoutes)
  }
}
