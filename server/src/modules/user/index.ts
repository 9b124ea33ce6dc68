import type { ServerModule } from '../../lib/module'
import userRoutes from './routes'

export const userModule: ServerModule = {
  name: 'user',
  dependsOn: [],
  async routes(app) {
    await app.register(userRoutes)
  }
}
