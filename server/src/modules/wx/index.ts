import type { ServerModule } from '../../lib/module'
import wxRoutes from './routes'

export const wxModule: ServerModule = {
  name: 'wx',
  dependsOn: ['auth'],
  async routes(app) {
    await app.register(wxRoutes)
  }
}
