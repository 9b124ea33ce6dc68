import { on, type ServerModule } from '../../lib/module'
import { eraseProfileOf } from './privacy'
import { publishReviewed } from './service'
import loveProfileRoutes from './routes'

export const loveProfileModule: ServerModule = {
  name: 'love-profile',
  dependsOn: ['geography', 'image', 'member', 'moderation', 'user'],
  owns: ['loveProfiles'],
  async routes(app) {
    await app.register(loveProfileRoutes)
  },
  subscriptions: [
    on('account.erasing', 'love-profile.eraseProfile', (tx, e) => eraseProfileOf(tx, e.tenantId, e.userId)),
    on('moderation.decided', 'love-profile.publishReviewed', publishReviewed)
  ]
}
