import type { CursorPage } from '@contract/love'
import { BizError } from './errors'
import { BAD_CURSOR, INT4_MAX } from './schemas'

/*
 * Cursors of the keyset-paged lists. A client only hands back a cursor it was given, so anything
 * else is refused the same way on every list (BAD_CURSOR); an empty cursor asks for the first page.
 * The where-clause a cursor becomes stays with each list, which alone knows its order.
 */

const ID_TEXT = /^[1-9]\d*$/

/** Every id is a PostgreSQL integer: a larger one would fail in the query instead of paging. */
function idOf(text: string): number {
  const id = Number(text)
  if (!ID_TEXT.test(text) || id > INT4_MAX) throw new BizError(BAD_CURSOR)
  return id
}

/** The cursor after the row with this id (or, for a list paged by offset, after this many rows). */
export const encodeIdCursor = (id: number) => String(id)

/** What `encodeIdCursor` wrote; 0 for the first page, as no id is 0. */
export function decodeIdCursor(raw: string): number {
  return raw === '' ? 0 : idOf(raw)
}

/**
 * A position in a list ordered by a time, the id breaking ties. The time is text PostgreSQL reads as
 * timestamptz: a JS Date's ISO string, or a column's own `::text` where rounding its microseconds to
 * a JS Date's milliseconds would skip rows. Compare it in SQL as `::timestamptz`, never through
 * `new Date`, which misreads some spellings PostgreSQL takes ('0050-01-01 00:00:00+00' as 1950).
 */
export interface TimeCursor {
  at: string
  id: number
}

const TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::(\d{2}))?)$/
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)

/** A time PostgreSQL accepts: the pattern alone lets through 2024-02-30 or 25:00, which fail in the query. */
function isTime(text: string): boolean {
  const parts = TIME_TEXT.exec(text)
  if (!parts) return false
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = parts.slice(1).map((p) => Number(p ?? 0))
  const monthDays = month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= monthDays &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  )
}

export const encodeTimeCursor = (c: TimeCursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url')

/** What `encodeTimeCursor` wrote, spelt exactly so; null for the first page. */
export function decodeTimeCursor(raw: string): TimeCursor | null {
  if (raw === '') return null
  const bytes = Buffer.from(raw, 'base64url')
  // Node skips characters that are not base64url; re-encoding shows whether any were there.
  const text = bytes.toString('base64url') === raw ? bytes.toString('utf8') : ''
  const cut = text.lastIndexOf('|')
  const at = text.slice(0, cut)
  if (cut < 0 || !isTime(at)) throw new BizError(BAD_CURSOR)
  return { at, id: idOf(text.slice(cut + 1)) }
}

/** Rows to fetch for a page: the one past it tells whether another page follows. */
export const pageLimit = (pageSize: number) => pageSize + 1

/** The rows a page shows, out of those fetched with `pageLimit`, and whether more follow them. */
export function splitPage<Row>(rows: Row[], pageSize: number): { shown: Row[]; more: boolean } {
  return { shown: rows.slice(0, pageSize), more: rows.length > pageSize }
}

/** A page of the rows fetched with `pageLimit`; the next page's cursor is written from the last row shown. */
export function cursorPage<Row>(rows: Row[], pageSize: number, cursorOf: (last: Row) => string): CursorPage<Row> {
  const { shown, more } = splitPage(rows, pageSize)
  return { list: shown, nextCursor: more ? cursorOf(shown[shown.length - 1]) : '' }
}
