import { on, type ServerModule } from '../../lib/module'
import { eraseStoriesOf } from './privacy'
import { notify, notifyAll } from '../notice/service'
import { pennantReviewedNotices, storyAnsweredNotice, storyInviteNotice, storyReviewedNotices } from './notices'
import xixunRoutes from './routes'
import xixunStaffRoutes from './staff-routes'

export const xixunModule: ServerModule = {
  name: 'xixun',
  dependsOn: ['block', 'image', 'love-profile', 'notice', 'staff', 'user'],
  owns: ['loveStories', 'pennants'],
  async routes(app) {
    await app.register(xixunRoutes)
    await app.register(xixunStaffRoutes)
  },
  subscriptions: [
    on('account.erasing', 'xixun.eraseStories', async (tx, e) => {
      e.othersFiles.push(...(await eraseStoriesOf(tx, e.tenantId, e.userId)))
    }),
    on('xixun.storySubmitted', 'notice.storyInvite', (tx, story) =>
      notify(tx, story.tenantId, storyInviteNotice(story))
    ),
    on('xixun.storyAnswered', 'notice.storyAnswered', (tx, story) =>
      notify(tx, story.tenantId, storyAnsweredNotice(story))
    ),
    on('xixun.storyReviewed', 'notice.storyReviewed', (tx, story) =>
      notifyAll(tx, story.tenantId, storyReviewedNotices(story))
    ),
    on('xixun.pennantReviewed', 'notice.pennantReviewed', (tx, pennant) =>
      notifyAll(tx, pennant.tenantId, pennantReviewedNotices(pennant))
    )
  ]
}
