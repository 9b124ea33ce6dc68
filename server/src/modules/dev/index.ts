import type { ServerModule } from '../../lib/module'
import devRoutes from './routes'

export const devModule: ServerModule = {
  name: 'dev',
  dependsOn: [],
  async routes(app) {
    // Demo log-ins and the like exist only where DEV_MODE says this is not a real site.
    if (app.config.DEV_MODE) await app.register(devRoutes)
  }
}
