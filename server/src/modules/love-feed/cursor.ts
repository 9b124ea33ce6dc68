import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { BizError } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'

const IV_BYTES = 12
const TAG_BYTES = 16
export const BAD_CURSOR = '分页参数不正确'

let derived: { secret: string; key: Buffer } | undefined

/**
 * CURSOR_SECRET is a passphrase of any length; AES-256 needs exactly 32 uniformly random bytes.
 * Derived once per secret, not on every feed page.
 */
function keyOf(secret: string): Buffer {
  if (derived?.secret !== secret) {
    derived = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'love-feed-cursor', 'aes-256-gcm', 32)) }
  }
  return derived.key
}

/**
 * Binds a cursor to the member it was given to: one member's cursor is refused in another's
 * feed, so cursors can't be pooled to compare positions across viewers.
 */
const ownerOf = (who: AuthedUser) => Buffer.from(`${who.tenantId}:${who.userId}`)

/**
 * A paging position as an opaque token (AES-256-GCM with a fresh IV each time): a member can
 * neither read the ranking figures in it nor tell two positions apart, and any edit fails
 * authentication.
 */
export function sealCursor(secret: string, who: AuthedUser, position: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  cipher.setAAD(ownerOf(who))
  const body = Buffer.concat([cipher.update(position, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The position sealed in `raw` for this member; an edited, foreign or malformed cursor is a business error. */
export function openCursor(secret: string, who: AuthedUser, raw: string): string {
  const bytes = Buffer.from(raw, 'base64url')
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new BizError(BAD_CURSOR)
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES))
  decipher.setAAD(ownerOf(who))
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
  } catch {
    throw new BizError(BAD_CURSOR)
  }
}
