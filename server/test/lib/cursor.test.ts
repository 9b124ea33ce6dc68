import { ErrorCode } from '@contract/envelope'
import {
  cursorPage,
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
  pageLimit,
  splitPage
} from '../../src/lib/cursor'
import { BizError } from '../../src/lib/errors'

const b64 = (text: string) => Buffer.from(text).toString('base64url')

function refused(decode: () => unknown) {
  let thrown: unknown
  try {
    decode()
  } catch (e) {
    thrown = e
  }
  expect(thrown).toBeInstanceOf(BizError)
  expect(thrown).toMatchObject({ message: '分页参数不正确', code: ErrorCode.BadRequest, statusCode: 200 })
}

describe('id cursor', () => {
  it('reads back every id it wrote, and an empty cursor is the first page', () => {
    for (const id of [1, 42, 2_147_483_647]) expect(decodeIdCursor(encodeIdCursor(id))).toBe(id)
    expect(decodeIdCursor('')).toBe(0)
  })

  it('refuses anything but plain decimal digits of an id', () => {
    const hostile = [
      '1e3',
      '01',
      '-1',
      ' 5',
      '5 ',
      '5.0',
      '0',
      '0x10',
      '+5',
      'abc',
      '１２',
      '2147483648',
      '9'.repeat(400)
    ]
    for (const raw of hostile) refused(() => decodeIdCursor(raw))
  })
})

describe('time|id cursor', () => {
  it('reads back what it wrote, from a JS Date or from PostgreSQL text with microseconds', () => {
    for (const c of [
      { at: '2024-05-01T08:30:00.123Z', id: 7 },
      { at: '2024-05-01 16:30:00.123456+08', id: 2_147_483_647 },
      { at: '2024-02-29 00:00:00+05:30', id: 1 }
    ]) {
      expect(decodeTimeCursor(encodeTimeCursor(c))).toEqual(c)
    }
    expect(decodeTimeCursor('')).toBeNull()
  })

  it('refuses a cursor whose time or id is not exactly one it could have written', () => {
    const hostile = [
      'not-a-cursor',
      b64('2024-05-01T08:30:00.000Z'),
      b64('2024-05-01T08:30:00.000Z|'),
      b64('2024-05-01T08:30:00.000Z|1e3'),
      b64('2024-05-01T08:30:00.000Z|01'),
      b64('2024-05-01T08:30:00.000Z|-1'),
      b64('2024-05-01T08:30:00.000Z|0'),
      b64('2024-05-01T08:30:00.000Z| 5'),
      b64('2024-05-01T08:30:00.000Z|2147483648'),
      b64('|5'),
      b64('2024|5'),
      b64('Wed, 01 May 2024 08:30:00 GMT|5'),
      b64('2024-02-30T00:00:00Z|5'),
      b64('2023-02-29T00:00:00Z|5'),
      b64('2024-13-01T00:00:00Z|5'),
      b64('2024-05-01T24:00:00Z|5'),
      b64('2024-05-01T08:60:00Z|5'),
      b64('0000-01-01T00:00:00Z|5'),
      b64('2024-05-01T08:30:00.1234567Z|5'),
      b64('2024-05-01T08:30:00+16|5'),
      b64('2024-05-01T08:30:00|5'),
      b64('2024-05-01T08:30:00Z|5|6'),
      `${b64('2024-05-01T08:30:00Z|5')}=`,
      b64('2024-05-01T08:30:00Z|5').replace(/^./, '+')
    ]
    for (const raw of hostile) refused(() => decodeTimeCursor(raw))
  })
})

describe('page of rows', () => {
  const rows = [{ id: 9 }, { id: 8 }, { id: 7 }]
  const cursorOf = (last: { id: number }) => encodeIdCursor(last.id)

  it('shows the page size and points past its last row when one more row was fetched', () => {
    expect(pageLimit(2)).toBe(3)
    expect(cursorPage(rows, 2, cursorOf)).toEqual({ list: [{ id: 9 }, { id: 8 }], nextCursor: '8' })
    expect(splitPage(rows, 2)).toEqual({ shown: [{ id: 9 }, { id: 8 }], more: true })
  })

  it('ends the list when no row past the page was fetched', () => {
    expect(cursorPage(rows, 3, cursorOf)).toEqual({ list: rows, nextCursor: '' })
    expect(cursorPage([], 3, cursorOf)).toEqual({ list: [], nextCursor: '' })
    expect(splitPage(rows, 3).more).toBe(false)
  })
})
