import type { ServerModule } from '../../lib/module'
import customerRoutes from './routes'

export const customerModule: ServerModule = {
  name: 'customer',
  dependsOn: ['crm', 'image', 'love-profile', 'matchmaker', 'user'],
  owns: ['customerPhotos'],
  async routes(app) {
    await app.register(customerRoutes)
  }
}
