import type { ServerModule } from '../../lib/module'

export const privacyModule: ServerModule = {
  name: 'privacy',
  dependsOn: ['audit']
}
