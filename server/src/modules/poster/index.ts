import { on, type ServerModule } from '../../lib/module'
import { eraseRendersOf } from './repository'
import posterRoutes from './routes'

export const posterModule: ServerModule = {
  name: 'poster',
  dependsOn: ['image', 'love-feed', 'love-profile', 'user'],
  owns: ['posterScenes', 'posterRenders'],
  async routes(app) {
    await app.register(posterRoutes)
  },
  subscriptions: [on('account.erasing', 'poster.eraseRenders', (tx, e) => eraseRendersOf(tx, e.tenantId, e.userId))]
}
