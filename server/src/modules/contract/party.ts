import { eq } from 'drizzle-orm'
import {
  isCreditCode,
  LEGAL_PARTY_MISSING,
  legalPartyComplete,
  type LegalParty,
  type LegalPartyRes
} from '@contract/contract'
import type { Db, Queryable } from '../../db/client'
import { contractParties } from '../../db/schema'
import { BizError } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'

/**
 * 甲方: the tenant's legal company. Contracts name it (never the brand), so none is issued until an
 * admin has set every field; the seal must be an image this server stored (the route's ImageUrl).
 */

const EMPTY: LegalParty = { name: '', address: '', creditCode: '', sealUrl: '' }

export async function findLegalParty(db: Queryable, tenantId: number): Promise<LegalParty | null> {
  const [row] = await db
    .select({
      name: contractParties.name,
      address: contractParties.address,
      creditCode: contractParties.creditCode,
      sealUrl: contractParties.sealUrl
    })
    .from(contractParties)
    .where(eq(contractParties.tenantId, tenantId))
  return row && legalPartyComplete(row) ? row : null
}

/** The company a contract is issued by, or the refusal that tells the office what is missing. */
export async function requireLegalParty(db: Queryable, tenantId: number): Promise<LegalParty> {
  const party = await findLegalParty(db, tenantId)
  if (!party) throw new BizError(LEGAL_PARTY_MISSING)
  return party
}

export async function getLegalParty(db: Queryable, who: AuthedUser): Promise<LegalPartyRes> {
  const [row] = await db.select().from(contractParties).where(eq(contractParties.tenantId, who.tenantId))
  const party = row ? { name: row.name, address: row.address, creditCode: row.creditCode, sealUrl: row.sealUrl } : EMPTY
  return { party, complete: legalPartyComplete(party) }
}

export async function saveLegalParty(db: Db, who: AuthedUser, req: LegalParty, now: Date): Promise<LegalPartyRes> {
  const name = req.name.trim()
  const address = req.address.trim()
  const creditCode = req.creditCode
  if (!isCreditCode(creditCode)) throw new BizError('统一社会信用代码校验位不正确，请与营业执照核对')
  const sealUrl = req.sealUrl
  await db
    .insert(contractParties)
    .values({ tenantId: who.tenantId, name, address, creditCode, sealUrl, updatedBy: who.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [contractParties.tenantId],
      set: { name, address, creditCode, sealUrl, updatedBy: who.userId, updatedAt: now }
    })
  return getLegalParty(db, who)
}
