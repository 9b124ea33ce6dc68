import { on, type ServerModule } from '../../lib/module'
import { eraseLineNotesOf } from './privacy'
import { registerFulfiller } from '../finance/kernel'
import { notify } from '../notice/service'
import { lineHandledNotice } from './notices'
import { customFulfiller, lineFulfiller } from './orders'
import loveLineRoutes from './routes'
import loveLineStaffRoutes from './staff-routes'

export const loveLineModule: ServerModule = {
  name: 'love-line',
  dependsOn: ['audit', 'block', 'finance', 'notice', 'staff'],
  owns: ['loveLineRequests', 'loveCustomServices'],
  async routes(app) {
    await app.register(loveLineRoutes)
    await app.register(loveLineStaffRoutes)
  },
  setup() {
    registerFulfiller('line', lineFulfiller)
    registerFulfiller('custom', customFulfiller)
  },
  subscriptions: [
    on('account.erasing', 'love-line.eraseLineNotes', (tx, e) => eraseLineNotesOf(tx, e.tenantId, e.userId)),
    on('love-line.handled', 'notice.lineHandled', (tx, line) => notify(tx, line.tenantId, lineHandledNotice(line)))
  ]
}
