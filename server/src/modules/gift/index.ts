import { on, type ServerModule } from '../../lib/module'
import { eraseExchangesOf } from './privacy'
import { notify } from '../notice/service'
import { exchangeCancelledNotice, exchangeFulfilledNotice } from './notices'
import { registerFulfiller } from '../finance/kernel'
import { creditFulfiller } from './credit-orders'
import giftRoutes from './routes'

export const giftModule: ServerModule = {
  name: 'gift',
  dependsOn: ['audit', 'finance', 'image', 'notice', 'staff'],
  owns: ['mallGoods', 'mallExchanges'],
  async routes(app) {
    await app.register(giftRoutes)
  },
  setup() {
    registerFulfiller('credit', creditFulfiller)
  },
  subscriptions: [
    on('account.erasing', 'gift.eraseExchanges', (tx, e) => eraseExchangesOf(tx, e.tenantId, e.userId)),
    on('gift.exchangeFulfilled', 'notice.exchangeFulfilled', (tx, done) =>
      notify(tx, done.tenantId, exchangeFulfilledNotice(done))
    ),
    on('gift.exchangeCancelled', 'notice.exchangeCancelled', (tx, cancelled) =>
      notify(tx, cancelled.tenantId, exchangeCancelledNotice(cancelled))
    )
  ]
}
