import { on, type ServerModule } from '../../lib/module'
import { eraseLibraryNotesOn } from './privacy'
import salesLibraryRoutes from './routes'

export const salesLibraryModule: ServerModule = {
  name: 'sales-library',
  dependsOn: ['block', 'customer', 'love-feed', 'love-profile', 'matchmaker', 'staff', 'tenant', 'user'],
  owns: ['salesLibraryEntries'],
  async routes(app) {
    await app.register(salesLibraryRoutes)
  },
  subscriptions: [
    on('account.erasing', 'sales-library.eraseLibraryNotes', (tx, e) => eraseLibraryNotesOn(tx, e.tenantId, e.userId))
  ]
}
