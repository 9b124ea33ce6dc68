import {
  idCardCheckDigit,
  isAmount,
  isEmail,
  isIdCard,
  isLandline,
  isMobile,
  isPlateNumber,
  isSmsCode,
  isUrl
} from '@/utils/validate'

describe('isMobile', () => {
  it('accepts the lowest and highest allowed second digit', () => {
    expect(isMobile('13012345678')).toBe(true)
    expect(isMobile('19012345678')).toBe(true)
  })

  it('rejects second digit 2, wrong lengths, padding and non-strings', () => {
    expect(isMobile('12012345678')).toBe(false)
    expect(isMobile('1301234567')).toBe(false)
    expect(isMobile('130123456789')).toBe(false)
    expect(isMobile(' 13012345678')).toBe(false)
    expect(isMobile('')).toBe(false)
    expect(isMobile(null)).toBe(false)
    expect(isMobile(undefined)).toBe(false)
  })
})

describe('isEmail', () => {
  it.each(['a@b.cn', 'first.last+tag@sub.example.com', 'USER_1@mail-host.org'])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true)
  })

  it.each([
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a..b@example.com',
    '.a@example.com',
    'a@-example.com',
    'a@example-.com',
    'a b@example.com',
    'a@example.com ',
    ''
  ])('rejects %p', (v) => {
    expect(isEmail(v)).toBe(false)
  })

  it('rejects addresses longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(false)
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBe(true)
  })
})

describe('isUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/',
    'HTTPS://Example.COM/path?q=1#frag',
    'https://sub.example.co.uk:8443/a/b',
    'http://localhost:3000/api',
    'http://192.168.1.1/x'
  ])('accepts %s', (v) => {
    expect(isUrl(v)).toBe(true)
  })

  it.each([
    'ftp://example.com',
    'javascript:alert(1)',
    'example.com',
    'https://',
    'https://example',
    'https://exa mple.com',
    'https://example.com/a b',
    '//example.com',
    ''
  ])('rejects %p', (v) => {
    expect(isUrl(v)).toBe(false)
  })
})

describe('isIdCard', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0) // 2024-06-15 local

  it('computes MOD 11-2 check digits, including X', () => {
    expect(idCardCheckDigit('11010519491231002')).toBe('X')
    expect(idCardCheckDigit('11010119900307007')).toBe('0')
    expect(idCardCheckDigit('44010620000229001')).toBe('6')
  })

  it('accepts valid numbers, with X in either case', () => {
    expect(isIdCard('11010519491231002X', now)).toBe(true)
    expect(isIdCard('11010519491231002x', now)).toBe(true)
    expect(isIdCard('110101199003070070', now)).toBe(true)
    expect(isIdCard('110101199003071233', now)).toBe(true)
  })

  it('accepts Feb 29 in a leap year', () => {
    expect(isIdCard('440106200002290016', now)).toBe(true)
  })

  it('rejects a wrong check digit', () => {
    expect(isIdCard('110105194912310021', now)).toBe(false)
    expect(isIdCard('110101199003070071', now)).toBe(false)
    expect(isIdCard('110101199003070079', now)).toBe(false)
  })

  it('rejects impossible birth dates even with a correct check digit', () => {
    expect(isIdCard('110101199002300014', now)).toBe(false) // Feb 30
    expect(isIdCard('440106200102290013', now)).toBe(false) // Feb 29 in a non-leap year
    expect(isIdCard('110101199004310013', now)).toBe(false) // Apr 31
    expect(isIdCard('110101199013010012', now)).toBe(false) // month 13
    expect(isIdCard('11010119900100001X', now)).toBe(false) // day 00
    expect(isIdCard('11010118991231001X', now)).toBe(false) // before 1900
  })

  it('rejects future birth dates but accepts someone born today', () => {
    expect(isIdCard('110101202406150010', now)).toBe(true)
    expect(isIdCard('110101202406160016', now)).toBe(false)
    expect(isIdCard('110101209901010017', now)).toBe(false)
  })

  it('rejects wrong lengths, X in the middle and non-strings', () => {
    expect(isIdCard('11010519491231002', now)).toBe(false)
    expect(isIdCard('11010519491231002XX', now)).toBe(false)
    expect(isIdCard('1101051949123100X2', now)).toBe(false)
    expect(isIdCard(null, now)).toBe(false)
    expect(isIdCard(undefined)).toBe(false)
  })
})

describe('isAmount', () => {
  it.each(['0', '0.5', '0.05', '12', '12.5', '12.50', '1000000.99'])('accepts %s', (v) => {
    expect(isAmount(v)).toBe(true)
  })

  it.each([
    ['3 decimals', '12.345'],
    ['negative', '-1'],
    ['leading zero', '01.2'],
    ['leading zeros', '00'],
    ['trailing point', '12.'],
    ['bare fraction', '.5'],
    ['plus sign', '+1'],
    ['exponent', '1e3'],
    ['thousands separator', '1,000'],
    ['whitespace', ' 12'],
    ['empty', '']
  ])('rejects %s', (_label, v) => {
    expect(isAmount(v)).toBe(false)
  })

  it('checks numbers by their decimal representation', () => {
    expect(isAmount(12.5)).toBe(true)
    expect(isAmount(0)).toBe(true)
    expect(isAmount(12.345)).toBe(false)
    expect(isAmount(-1)).toBe(false)
    expect(isAmount(Number.NaN)).toBe(false)
    expect(isAmount(Number.POSITIVE_INFINITY)).toBe(false)
    expect(isAmount(null)).toBe(false)
  })
})

describe('isLandline', () => {
  it.each(['010-12345678', '0755-1234567', '0755-12345678', '021-1234567', '010-12345678-123', '0755-1234567-1'])(
    'accepts %s',
    (v) => {
      expect(isLandline(v)).toBe(true)
    }
  )

  it.each([
    ['no area code', '12345678'],
    ['no dash', '01012345678'],
    ['area code not starting with 0', '755-1234567'],
    ['5-digit area code', '07555-1234567'],
    ['6-digit local number', '010-123456'],
    ['9-digit local number', '010-123456789'],
    ['empty extension', '010-12345678-'],
    ['7-digit extension', '010-12345678-1234567'],
    ['letters', '010-1234567a']
  ])('rejects %s', (_label, v) => {
    expect(isLandline(v)).toBe(false)
  })
})

describe('isPlateNumber', () => {
  it.each([
    ['regular', '京A12345'],
    ['regular with letters', '粤B1C2D3'],
    ['trailer suffix', '沪A1234挂'],
    ['learner suffix', '川A1234学'],
    ['new-energy small car', '京AD12345'],
    ['new-energy small car with letter', '浙BFA1234'],
    ['new-energy large vehicle', '苏E12345D']
  ])('accepts %s', (_label, v) => {
    expect(isPlateNumber(v)).toBe(true)
  })

  it.each([
    ['4 serial chars', '京A1234'],
    ['6 plain digits (not new-energy)', '京A123456'],
    ['7 serial chars', '京AD123456'],
    ['not a province', '港A12345'],
    ['missing province', 'AA12345'],
    ['digit as city code', '京112345'],
    ['lowercase', '京a12345'],
    ['letter I in serial', '京A1234I'],
    ['letter O in serial', '京AO1234'],
    ['new-energy with letter in digit block', '京AD1234A'],
    ['empty', '']
  ])('rejects %s', (_label, v) => {
    expect(isPlateNumber(v)).toBe(false)
  })
})

describe('isSmsCode', () => {
  it('defaults to six digits', () => {
    expect(isSmsCode('000000')).toBe(true)
    expect(isSmsCode('12345')).toBe(false)
    expect(isSmsCode('1234567')).toBe(false)
    expect(isSmsCode('12345a')).toBe(false)
    expect(isSmsCode('１２３４５６')).toBe(false)
    expect(isSmsCode(null)).toBe(false)
  })

  it('honours a custom length and rejects nonsensical ones', () => {
    expect(isSmsCode('1234', 4)).toBe(true)
    expect(isSmsCode('123456', 4)).toBe(false)
    expect(isSmsCode('', 0)).toBe(false)
    expect(isSmsCode('123', 2.5)).toBe(false)
  })
})
