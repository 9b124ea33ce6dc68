import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { mallExchanges } from '../../db/schema'
import { cancelPending } from './service'

/**
 * 注销账号: her pending exchanges are called off (stock and points return, as on any cancel; the
 * points then lapse with her account) so nobody ships to her any more, and no exchange keeps whom or
 * where it went to.
 */
export async function eraseExchangesOf(tx: Tx, tenantId: number, userId: number): Promise<void> {
  const mine = and(eq(mallExchanges.tenantId, tenantId), eq(mallExchanges.userId, userId))
  const pending = await tx
    .select()
    .from(mallExchanges)
    .where(and(mine, eq(mallExchanges.status, 'pending')))
    .for('update')
  for (const row of pending)
    await cancelPending(tx, tenantId, row, { by: 'member', reason: '账号已注销', staffId: null })
  await tx.update(mallExchanges).set({ receiverName: '', receiverPhone: '', receiverAddress: '' }).where(mine)
}
