import { on, type ServerModule } from '../../lib/module'
import { notifyAll } from '../notice/service'
import { likedNotices, matchedNotices } from './notices'
import { eraseLikesOf } from './privacy'
import loveMatchRoutes from './routes'

export const loveMatchModule: ServerModule = {
  name: 'love-match',
  dependsOn: ['block', 'love-feed', 'love-profile', 'message', 'notice', 'user'],
  owns: ['loveLikes', 'loveMatches', 'loveDailyPicks', 'loveDailyPickDays'],
  async routes(app) {
    await app.register(loveMatchRoutes)
  },
  subscriptions: [
    on('account.erasing', 'love-match.eraseLikes', (tx, e) => eraseLikesOf(tx, e.tenantId, e.userId)),
    on('love-match.liked', 'notice.liked', (tx, liked) => notifyAll(tx, liked.tenantId, likedNotices(liked))),
    on('love-match.matched', 'notice.matched', (tx, m) => notifyAll(tx, m.tenantId, matchedNotices(m)))
  ]
}
