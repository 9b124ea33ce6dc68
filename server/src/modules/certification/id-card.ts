import { createHmac } from 'node:crypto'

/** "330106199001011234" → "3301**********1234": the member recognises it, nobody can use it. */
export function maskIdCard(idCard: string): string {
  return idCard.slice(0, 4) + '*'.repeat(idCard.length - 8) + idCard.slice(-4)
}

/**
 * Keyed hash of an ID number, to find the same card on another account without keeping the
 * number. Keyed because ID numbers (region, birth date, sequence) are few enough that a plain
 * hash could be reversed by trying them all.
 */
export function hashIdCard(secret: string, idCard: string): string {
  return createHmac('sha256', secret).update(idCard.toUpperCase()).digest('hex')
}
