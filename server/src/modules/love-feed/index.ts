import { on, type ServerModule } from '../../lib/module'
import { eraseViewsOf } from './privacy'
import { registerFulfiller } from '../finance/kernel'
import { notifyAll } from '../notice/service'
import { tenantTimeZone } from '../tenant/service'
import { viewedNotices } from './notices'
import { placementFulfiller } from './placement-orders'
import loveFeedRoutes from './routes'

const TOP = placementFulfiller('top')
const BOOST = placementFulfiller('boost')

export const loveFeedModule: ServerModule = {
  name: 'love-feed',
  dependsOn: [
    'block',
    'certification',
    'commitment',
    'finance',
    'geography',
    'image',
    'love-profile',
    'member',
    'notice',
    'tenant',
    'user'
  ],
  owns: ['lovePlacementPauses', 'lovePlacements', 'loveViews'],
  async routes(app) {
    await app.register(loveFeedRoutes)
  },
  setup() {
    registerFulfiller('top', TOP)
    registerFulfiller('boost', BOOST)
  },
  subscriptions: [
    on('account.erasing', 'love-feed.eraseViews', (tx, e) => eraseViewsOf(tx, e.tenantId, e.userId)),
    on('love-feed.viewed', 'notice.viewed', async (tx, view) =>
      notifyAll(tx, view.tenantId, viewedNotices(view, await tenantTimeZone(tx, view.tenantId)))
    )
  ]
}
