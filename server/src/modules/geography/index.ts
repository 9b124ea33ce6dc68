import type { ServerModule } from '../../lib/module'
import geographyRoutes from './routes'

export const geographyModule: ServerModule = {
  name: 'geography',
  dependsOn: [],
  async routes(app) {
    await app.register(geographyRoutes)
  }
}
