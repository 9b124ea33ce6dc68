import { on, type ServerModule } from '../../lib/module'
import { eraseReviewsOf } from './privacy'
import { notify } from '../notice/service'
import { reviewDecidedNotice } from './notices'
import moderationRoutes from './routes'
import moderationStaffRoutes from './staff-routes'

export const moderationModule: ServerModule = {
  name: 'moderation',
  dependsOn: ['image', 'notice', 'tenant'],
  owns: ['contentReviews'],
  async routes(app) {
    await app.register(moderationRoutes)
    await app.register(moderationStaffRoutes)
  },
  subscriptions: [
    on('account.erasing', 'moderation.eraseReviews', (tx, e) => eraseReviewsOf(tx, e.tenantId, e.userId)),
    on('moderation.decided', 'notice.reviewDecided', (tx, review) =>
      notify(tx, review.tenantId, reviewDecidedNotice(review))
    )
  ]
}
