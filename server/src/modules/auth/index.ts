import type { ServerModule } from '../../lib/module'
import authRoutes from './routes'

export const authModule: ServerModule = {
  name: 'auth',
  dependsOn: ['system', 'user'],
  owns: ['sessions'],
  async routes(app) {
    await app.register(authRoutes)
  }
}
