import type { ServerModule } from '../../lib/module'
import imageRoutes from './routes'

export const imageModule: ServerModule = {
  name: 'image',
  dependsOn: [],
  owns: ['uploads'],
  async routes(app) {
    await app.register(imageRoutes)
  }
}
