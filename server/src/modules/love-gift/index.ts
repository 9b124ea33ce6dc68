import { on, type ServerModule } from '../../lib/module'
import { notify } from '../notice/service'
import { giftDeclinedNotice, giftReceivedNotice } from './notices'
import loveGiftRoutes from './routes'
import loveGiftStaffRoutes from './staff-routes'

export const loveGiftModule: ServerModule = {
  name: 'love-gift',
  dependsOn: ['block', 'finance', 'image', 'message', 'notice', 'user'],
  owns: ['loveGifts', 'loveGiftSends'],
  async routes(app) {
    await app.register(loveGiftRoutes)
    await app.register(loveGiftStaffRoutes)
  },
  subscriptions: [
    on('love-gift.sent', 'notice.giftReceived', (tx, sent) => notify(tx, sent.tenantId, giftReceivedNotice(sent))),
    on('love-gift.declined', 'notice.giftDeclined', (tx, declined) =>
      notify(tx, declined.tenantId, giftDeclinedNotice(declined))
    )
  ]
}
