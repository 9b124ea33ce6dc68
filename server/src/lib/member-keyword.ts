import { eq, ilike, sql, type SQL } from 'drizzle-orm'
import { users } from '../db/schema'
import { INT4_MAX } from './schemas'

/**
 * The office's member search: a member id finds that member, anything else a part of the
 * nickname — what the lists show. Never the phone: a list shows it masked (138****5678), and a
 * search on its hidden digits would give the whole number back one guess at a time.
 */
export function memberKeywordWhere(keyword: string): SQL | undefined {
  const text = keyword.trim()
  if (!text) return undefined
  if (/^[1-9]\d*$/.test(text)) return Number(text) <= INT4_MAX ? eq(users.id, Number(text)) : sql`false`
  return ilike(users.nickname, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
}
