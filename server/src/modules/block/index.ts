import type { ServerModule } from '../../lib/module'

export const blockModule: ServerModule = {
  name: 'block',
  dependsOn: [],
  owns: ['loveBlocks']
}
