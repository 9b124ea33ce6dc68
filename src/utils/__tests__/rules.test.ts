import {
  MOBILE_PATTERN,
  MOBILE_RE,
  PASSWORD_PATTERN,
  PASSWORD_RE,
  SMS_CODE_PATTERN,
  SMS_CODE_RE,
  USERNAME_PATTERN,
  USERNAME_RE
} from '@contract/rules'
import { containsContactInfo } from '@contract/contact-guard'

// The server embeds these sources in its JSON schemas, and Ajv compiles them with the unicode flag.
describe('pattern sources', () => {
  it.each([MOBILE_PATTERN, SMS_CODE_PATTERN, USERNAME_PATTERN, PASSWORD_PATTERN])(
    'compiles under the unicode flag Ajv uses: %s',
    (pattern) => {
      expect(() => new RegExp(pattern, 'u')).not.toThrow()
    }
  )
})

describe('MOBILE_RE', () => {
  it.each(['13012345678', '13912345678', '19912345678', '15800000000'])('accepts %s', (v) => {
    expect(MOBILE_RE.test(v)).toBe(true)
  })

  it.each([
    ['second digit 2', '12012345678'],
    ['second digit 0', '10012345678'],
    ['second digit 1', '11012345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['leading 2', '23812345678'],
    ['country code', '+8613812345678'],
    ['spaces', '138 1234 5678'],
    ['trailing newline', '13812345678\n']
  ])('rejects %s', (_label, v) => {
    expect(MOBILE_RE.test(v)).toBe(false)
  })
})

describe('SMS_CODE_RE', () => {
  it('requires exactly six digits', () => {
    expect(SMS_CODE_RE.test('012345')).toBe(true)
    expect(SMS_CODE_RE.test('12345')).toBe(false)
    expect(SMS_CODE_RE.test('1234567')).toBe(false)
    expect(SMS_CODE_RE.test('12345a')).toBe(false)
  })
})

describe('USERNAME_RE', () => {
  it.each(['abcd', 'a_1_', 'Z123', 'a'.repeat(20), 'user_name_2024'])('accepts %s', (v) => {
    expect(USERNAME_RE.test(v)).toBe(true)
  })

  it.each([
    ['3 chars', 'abc'],
    ['21 chars', 'a'.repeat(21)],
    ['starts with digit', '1abc'],
    ['starts with underscore', '_abc'],
    ['hyphen', 'ab-cd'],
    ['space', 'ab cd'],
    ['Chinese', '用户名称'],
    ['empty', '']
  ])('rejects %s', (_label, v) => {
    expect(USERNAME_RE.test(v)).toBe(false)
  })
})

describe('PASSWORD_RE', () => {
  it.each(['abc123', '1a2b3c', 'A1' + 'x'.repeat(18), 'Passw0rd!', 'a1!@#$'])('accepts %s', (v) => {
    expect(PASSWORD_RE.test(v)).toBe(true)
  })

  it.each([
    ['5 chars', 'abc12'],
    ['21 chars', 'a1' + 'x'.repeat(19)],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['symbols and letters only', 'abc!@#'],
    ['contains space', 'abc 123'],
    ['full-width letter', 'ａbc123'],
    ['empty', '']
  ])('rejects %s', (_label, v) => {
    expect(PASSWORD_RE.test(v)).toBe(false)
  })
})

describe('containsContactInfo', () => {
  it.each([
    ['plain number', '我的电话13812345678'],
    ['spaced number', '加我 138 1234 5678 哦'],
    ['dashed number', '138-1234-5678'],
    ['Chinese numerals', '一三八一二三四五六七八'],
    ['mixed Chinese numerals and digits', '一三八 1234 5678'],
    ['〇 and 零 for zero', '一三〇零零零零零零零零'],
    ['full-width digits', '１３８１２３４５６７８'],
    ['幺 for one', '幺三八幺二三四五六七八'],
    ['financial numerals', '壹叁捌壹贰叁肆伍陆柒捌'],
    ['number buried in a longer digit run', '订单号99913812345678999'],
    ['digits scattered across words', '1 3 9 看 0 0 我 0 0 主 0 0 0 0 页']
  ])('detects %s', (_label, text) => {
    expect(containsContactInfo(text)).toBe(true)
  })

  it.each([
    ['no digits', '喜欢旅行和摄影，周末爬山'],
    ['empty', ''],
    ['10 digits only', '1381234567'],
    ['second digit 2', '12012345678'],
    ['11 digits not forming a mobile anywhere', '20012345678'],
    ['short numbers', '身高175，体重60'],
    ['a profile full of unrelated numbers', '我1990年出生，身高175，体重60kg，月薪8000'],
    ['everyday 一 usage without a number', '一起去看一场电影吧']
  ])('ignores %s', (_label, text) => {
    expect(containsContactInfo(text)).toBe(false)
  })
})
