import type { ServerModule } from '../../lib/module'
import loveGiftRoutes from './routes'
import loveGiftStaffRoutes from './staff-routes'

export const loveGiftModule: ServerModule = {
  name: 'love-gift',
  dependsOn: ['block', 'finance', 'image', 'message', 'notice', 'user'],
  owns: ['loveGifts', 'loveGiftSends'],
  async routes(app) {
    await app.register(loveGiftRoutes)
    await app.register(loveGiftStaffRoutes)
  }
}
