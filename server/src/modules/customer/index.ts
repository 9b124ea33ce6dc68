import { on, type ServerModule } from '../../lib/module'
import { eraseCustomerPhotosOf } from './privacy'
import customerRoutes from './routes'

export const customerModule: ServerModule = {
  name: 'customer',
  dependsOn: ['crm', 'image', 'love-profile', 'matchmaker', 'user'],
  owns: ['customerPhotos'],
  async routes(app) {
    await app.register(customerRoutes)
  },
  subscriptions: [
    on('account.erasing', 'customer.eraseCustomerPhotos', async (tx, e) => {
      e.othersFiles.push(...(await eraseCustomerPhotosOf(tx, e.tenantId, e.userId)))
    })
  ]
}
