import { on, type ServerModule } from '../../lib/module'
import { eraseBlocksOf } from './privacy'

export const blockModule: ServerModule = {
  name: 'block',
  dependsOn: [],
  owns: ['loveBlocks'],
  subscriptions: [on('account.erasing', 'block.eraseBlocks', (tx, e) => eraseBlocksOf(tx, e.tenantId, e.userId))]
}
