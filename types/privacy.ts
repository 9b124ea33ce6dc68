/**
 * How personal data looks wherever the one reading it has not revealed it (lists, other members,
 * staff outside the reveal): the same masks on both sides, so a mask the client draws matches the
 * one the server sent. A mask keeps only what tells two people apart at a glance, never enough
 * to be searched back to the whole.
 */

/** 138****8000; anything that is not an 11-digit mobile keeps only its last two characters. */
export function maskPhone(phone: string): string {
  if (!phone) return ''
  if (/^1\d{10}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`
  return `****${phone.slice(-2)}`
}

/** Surname kept, the rest starred: 张*, 欧*** . */
export function maskName(name: string): string {
  const [first = '', ...rest] = Array.from(name.trim())
  return first + '*'.repeat(rest.length)
}

/** The first six characters (the province and city, as addresses are written here), then stars. */
export function maskAddress(address: string): string {
  const chars = Array.from(address.trim())
  return chars.length <= 6 ? '*'.repeat(chars.length) : `${chars.slice(0, 6).join('')}****`
}

/** A payout account: a phone masked as a phone, an e-mail as z***@example.com, anything else (an openid) as ****1a2b. */
export function maskAccount(account: string): string {
  if (!account) return ''
  if (/^1\d{10}$/.test(account)) return maskPhone(account)
  const at = account.indexOf('@')
  if (at > 0) return `${account[0]}***${account.slice(at)}`
  return `****${account.slice(-4)}`
}
