import { on, type ServerModule } from '../../lib/module'
import { eraseSavedSearchesOf } from './privacy'
import loveSearchRoutes from './routes'

export const loveSearchModule: ServerModule = {
  name: 'love-search',
  dependsOn: ['love-feed', 'love-profile'],
  owns: ['loveSavedSearches'],
  async routes(app) {
    await app.register(loveSearchRoutes)
  },
  subscriptions: [
    on('account.erasing', 'love-search.eraseSavedSearches', (tx, e) => eraseSavedSearchesOf(tx, e.tenantId, e.userId))
  ]
}
