import type { ServerModule } from '../../lib/module'
import commitmentRoutes from './routes'

export const commitmentModule: ServerModule = {
  name: 'commitment',
  dependsOn: ['block', 'certification', 'love-profile', 'user'],
  owns: ['loveCommitments'],
  async routes(app) {
    await app.register(commitmentRoutes)
  }
}
