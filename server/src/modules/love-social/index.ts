import { on, type ServerModule } from '../../lib/module'
import { eraseFavouritesOf } from './privacy'
import { notifyAll } from '../notice/service'
import { favedNotices } from './notices'
import loveSocialRoutes from './routes'

export const loveSocialModule: ServerModule = {
  name: 'love-social',
  dependsOn: ['block', 'image', 'love-feed', 'love-profile', 'member', 'notice', 'report', 'user'],
  owns: ['loveFavourites'],
  async routes(app) {
    await app.register(loveSocialRoutes)
  },
  subscriptions: [
    on('account.erasing', 'love-social.eraseFavourites', (tx, e) => eraseFavouritesOf(tx, e.tenantId, e.userId)),
    on('love-social.faved', 'notice.faved', (tx, faved) => notifyAll(tx, faved.tenantId, favedNotices(faved)))
  ]
}
