import type { ServerModule } from '../../lib/module'
import salesLibraryRoutes from './routes'

export const salesLibraryModule: ServerModule = {
  name: 'sales-library',
  dependsOn: ['block', 'customer', 'love-feed', 'love-profile', 'matchmaker', 'staff', 'user'],
  owns: ['salesLibraryEntries'],
  async routes(app) {
    await app.register(salesLibraryRoutes)
  }
}
