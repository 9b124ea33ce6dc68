import { and, eq, ne } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { contracts } from '../../db/schema'

/**
 * What 注销账号 keeps of her contracts, for the law (docs/data-map.md): the signature images they were
 * signed with. Their PDFs are under the storage's private prefix already, read only by office staff
 * in scope, each read logged.
 */
export async function keptContractFilesOf(db: Queryable, tenantId: number, userId: number): Promise<string[]> {
  const rows = await db
    .select({ signatureUrl: contracts.signatureUrl })
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.customerId, userId), ne(contracts.signatureUrl, '')))
  return rows.map((r) => r.signatureUrl)
}
