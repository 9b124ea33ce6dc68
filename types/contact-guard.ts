/**
 * The contact-info guard, shared by the client (a hint while typing) and the server (the rule).
 * Its own file, apart from the short field rules, so the mini-program's main package, which needs
 * only those, does not carry its tables.
 */

export const CONTACT_INFO_MESSAGE = '不得含有联系方式，请修改'

/*
 * Contact-info detector. A number in a profile takes members off the platform, where romance
 * scams happen and the paid introductions are skipped, so every text other members read goes
 * through it (the client as a hint, the server as the rule). It runs as a pipeline: fold
 * look-alike characters into plain ones, then look for a mobile number, an account announced by
 * a messaging-app keyword, or an e-mail address.
 */

/** Tone marks are dropped so that yāo and èr read like the plain pinyin yao and er. */
const TONE_MARKS_RE = /[\u0300-\u036f]/g
const DECIMAL_DIGIT_RE = /\p{Nd}/u

/** Dingbat circled numbers (❶ ➀ ➊ ⓫ ⓵ ⓿) have no compatibility decomposition: [first, last, value of first]. */
const DINGBAT_NUMBERS: readonly (readonly [number, number, number])[] = [
  [0x24eb, 0x24f4, 11],
  [0x24f5, 0x24fe, 1],
  [0x24ff, 0x24ff, 0],
  [0x2776, 0x277f, 1],
  [0x2780, 0x2789, 1],
  [0x278a, 0x2793, 1]
]

/**
 * Unicode assigns decimal digits in whole 0-9 sets, back to back where sets adjoin, so a digit's
 * value is its distance from the start of its run modulo 10 (١ → 1, ৩ → 3).
 */
function decimalValue(codePoint: number): number {
  let start = codePoint
  while (DECIMAL_DIGIT_RE.test(String.fromCodePoint(start - 1))) start -= 1
  return (codePoint - start) % 10
}

function asAsciiDigits(ch: string): string {
  if (ch >= '0' && ch <= '9') return ch
  const codePoint = ch.codePointAt(0) ?? 0
  const dingbat = DINGBAT_NUMBERS.find(([first, last]) => codePoint >= first && codePoint <= last)
  if (dingbat) return String(codePoint - dingbat[0] + dingbat[2])
  return DECIMAL_DIGIT_RE.test(ch) ? String(decimalValue(codePoint)) : ch
}

/**
 * Step 1: one spelling for characters that look or read alike. NFKD turns full-width, circled,
 * superscript and mathematical digits and letters (１ ① ¹ 𝟏 Ｖ ＠) into ASCII; every other
 * decimal digit (١ ٣) becomes its ASCII value; case no longer matters.
 */
function foldLookalikes(text: string): string {
  let folded = ''
  for (const ch of text.normalize('NFKD').replace(TONE_MARKS_RE, '').toLowerCase()) folded += asAsciiDigits(ch)
  return folded
}

/**
 * Characters people type instead of digits. 幺 (spoken "1"), 两 and the financial capitals are
 * included because they are the next most common evasions and rarely stand alone in prose.
 */
const CHINESE_DIGITS: Readonly<Record<string, string>> = {
  零: '0',
  〇: '0',
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  幺: '1',
  两: '2',
  兩: '2',
  壹: '1',
  贰: '2',
  貳: '2',
  叁: '3',
  參: '3',
  肆: '4',
  伍: '5',
  陆: '6',
  陸: '6',
  柒: '7',
  捌: '8',
  玖: '9'
}
const CHINESE_DIGIT_RE = new RegExp(`[${Object.keys(CHINESE_DIGITS).join('')}]`, 'g')

const PINYIN_DIGITS: Readonly<Record<string, string>> = {
  ling: '0',
  yi: '1',
  yao: '1',
  er: '2',
  liang: '2',
  san: '3',
  si: '4',
  wu: '5',
  liu: '6',
  qi: '7',
  ba: '8',
  jiu: '9'
}
/** No syllable is a prefix of another, so a word splits into digit syllables in at most one way. */
const PINYIN_SYLLABLE = Object.keys(PINYIN_DIGITS).join('|')
const PINYIN_NUMBER_RE = new RegExp(`^(?:${PINYIN_SYLLABLE})+$`)
const PINYIN_SYLLABLE_RE = new RegExp(PINYIN_SYLLABLE, 'g')

/**
 * Step 2 (numbers only): numerals and pinyin spelled as digits. A Latin word is read as pinyin
 * only when it is made of digit syllables alone ("yisanba"), so English words stay words.
 */
function spellDigits(folded: string): string {
  return folded
    .replace(/[a-z]+/g, (word) =>
      PINYIN_NUMBER_RE.test(word) ? word.replace(PINYIN_SYLLABLE_RE, (s) => PINYIN_DIGITS[s]) : word
    )
    .replace(CHINESE_DIGIT_RE, (ch) => CHINESE_DIGITS[ch])
}

/** Filler this short joins digit groups whatever it says: "138 1234", "1-3-8", "139 看 00 我". */
const SHORT_GAP = 3
/** Longer filler ("138哈哈哈哈1234") joins only groups that look like parts of one number, up to this length. */
const LONG_GAP = 10
/** Where a number ends: 1990年, 175cm, 8000元, 2只, 十点. */
const UNIT_AFTER_RE =
  /^\s*(?:周?岁|年|月|日|天|周|小时|点|分|个|只|位|次|套|辆|台|公?斤|kg|cm|厘米|公分|米|m(?![a-z])|元|块|万|千|k(?![a-z])|w(?![a-z])|后|届|级|层|楼|平|度|倍|%)/
/** Where a quantity starts: 身高175, 月薪 8000. */
const ATTRIBUTE_BEFORE_RE = /(?:身高|体重|月薪|年薪|薪资|工资|收入|存款|年龄)\s*:?\s*$/
/** Ordinary profiles list their numbers in separate clauses. */
const CLAUSE_BREAK_RE = /[,.;!?。、\n]/

const isQuantityGap = (gap: string) => UNIT_AFTER_RE.test(gap) || ATTRIBUTE_BEFORE_RE.test(gap)
/** Filler a number can run on across: not too long, and saying nothing that makes it a quantity. */
const isFiller = (gap: string) => Array.from(gap).length <= LONG_GAP && !isQuantityGap(gap)

interface DigitGroup {
  digits: string
  gapBefore: string
}

/**
 * Digit sequences that may spell one number. Groups of digits are first chained across short
 * filler, then chains of two digits or more are joined across longer filler that stays inside
 * one clause; filler that makes a number a quantity (a unit after it, an attribute before it)
 * joins nothing, so "1990年出生，身高175，月薪8000" stays three numbers.
 */
function digitRuns(spelled: string): string[] {
  const parts = spelled.split(/(\d+)/)
  const chains: DigitGroup[] = []
  for (let i = 1; i < parts.length; i += 2) {
    const gap = parts[i - 1]
    const last = chains[chains.length - 1]
    if (last && Array.from(gap).length <= SHORT_GAP && !isQuantityGap(gap)) last.digits += parts[i]
    else chains.push({ digits: parts[i], gapBefore: gap })
  }
  const runs: string[] = []
  chains.forEach((chain, i) => {
    const gap = chain.gapBefore
    const joins =
      i > 0 &&
      chain.digits.length >= 2 &&
      chains[i - 1].digits.length >= 2 &&
      isFiller(gap) &&
      !CLAUSE_BREAK_RE.test(gap)
    if (joins) runs[runs.length - 1] += chain.digits
    else runs.push(chain.digits)
  })
  return runs
}

const MOBILE_LENGTH = 11
const MOBILE_WINDOW_RE = /^1[3-9]\d{9}$/
/** A piece of a number read out: digits apart at most by spaces or dashes ("138", "1 2 3 4", "138-1234"). */
const PIECE_RE = /(\d(?:[\s-]*\d)*)/
/** Pieces come in groups like 138 / 1234 / 5678; a shorter number is part of the explanation ("四位"). */
const PIECE_MIN = 3

/**
 * A mobile number read out clause by clause ("前三位138，中间四位1234，最后是5678"). Clause breaks
 * keep the numbers of ordinary prose apart, so across them only pieces that together make exactly
 * one mobile number are joined, and a unit or attribute between two pieces still joins nothing.
 */
function hasDictatedMobile(spelled: string): boolean {
  const parts = spelled.split(PIECE_RE)
  const pieces: DigitGroup[] = []
  let filler = parts[0]
  for (let i = 1; i < parts.length; i += 2) {
    const digits = parts[i].replace(/\D/g, '')
    if (digits.length < PIECE_MIN) filler += parts[i] + parts[i + 1]
    else {
      pieces.push({ digits, gapBefore: filler })
      filler = parts[i + 1]
    }
  }
  return pieces.some((first, start) => {
    let digits = first.digits
    for (let i = start + 1; i < pieces.length && digits.length < MOBILE_LENGTH; i++) {
      if (!isFiller(pieces[i].gapBefore)) return false
      digits += pieces[i].digits
    }
    return MOBILE_WINDOW_RE.test(digits)
  })
}

/** Step 3a: a mainland mobile number in 11 consecutive digits of a run, or read out in pieces. */
function hasMobileNumber(spelled: string): boolean {
  const inRun = digitRuns(spelled).some((digits) => {
    for (let i = 0; i + MOBILE_LENGTH <= digits.length; i++) {
      if (MOBILE_WINDOW_RE.test(digits.slice(i, i + MOBILE_LENGTH))) return true
    }
    return false
  })
  return inRun || hasDictatedMobile(spelled)
}

/** Keyword letters may be spaced or dotted apart: "q q", "v.x". */
const SPACER = '[\\s._*·-]*'
/**
 * Latin keywords count only as whole words' starts, so "twx" or "iqq" are not keywords; "line"
 * and "tg" only as whole words, so "lineup" and "tgif" are not either ("online" never starts one).
 */
const LATIN_KEYWORDS = [
  `q${SPACER}q`,
  `v${SPACER}[信x]`,
  `w${SPACER}x`,
  'weixin',
  'wechat',
  'telegram',
  'whatsapp',
  'line(?:id)?(?![a-z])',
  'tg(?![a-z])'
]
const CJK_KEYWORDS = [`[扣抠]${SPACER}[扣抠]`, '企鹅号?', `[微威薇徽维危]${SPACER}[信x]`, `加${SPACER}v`, '抖音号']
/** What people put between the keyword and the account: "号", "是", "：", "搜索". */
const CONNECTOR = `(?:[\\s:=,.。~>_"'“”‘’()\\[\\]【】-]|号码?|账号|id|是|为|搜索?|加我?){0,8}`
/**
 * A messaging-app ID (6-20 characters from a letter, as WeChat requires) with a digit, "_" or
 * "-" in it, so an English word after an app name ("line dancing") is not an account; an
 * @handle (Telegram's are 5-32 characters); or a number of 5+ digits.
 */
const ACCOUNT = '(?:[a-z](?=[a-z0-9_-]*[0-9_-])[a-z0-9_-]{5,19}|@[a-z][a-z0-9_]{4,31}|\\d(?:[\\s-]?\\d){4,})'
const ANNOUNCED_ACCOUNT_RE = new RegExp(
  `(?:(?:^|[^a-z])(?:${LATIN_KEYWORDS.join('|')})|${CJK_KEYWORDS.join('|')})${CONNECTOR}${ACCOUNT}`
)

/**
 * Letters, digits, "_" and "-" typed one at a time with spaces between ("a b c 1 2 3"). The run's
 * start is matched, not looked behind: iOS before 16.4, where older phones run the mini-program,
 * rejects a lookbehind and with it this whole file.
 */
const SPACED_SINGLES_RE = /(^|[^a-z0-9_-])([a-z0-9_-](?:\s+[a-z0-9_-](?![a-z0-9_-]))+)/g

function joinSpacedSingles(text: string): string {
  return text.replace(
    SPACED_SINGLES_RE,
    (_run, before: string, singles: string) => before + singles.replace(/\s+/g, '')
  )
}

/**
 * Step 3b: an account right after a messaging-app keyword ("vx: abc123", "扣扣 123456789"),
 * also when typed a letter at a time ("w x : a b c 1 2 3"). The text is read as typed too, since
 * joining can glue a keyword to a stray letter before it. The app's name alone ("我喜欢QQ音乐")
 * is no contact detail.
 */
function hasAnnouncedAccount(folded: string, spelled: string): boolean {
  return [folded, spelled].some(
    (text) => ANNOUNCED_ACCOUNT_RE.test(text) || ANNOUNCED_ACCOUNT_RE.test(joinSpacedSingles(text))
  )
}

const EMAIL_RE = /[a-z0-9][\w.%+-]*\s*@\s*[a-z0-9-]+(?:\s*\.\s*[a-z0-9-]+)*\s*(?:\.|点|。)\s*[a-z]{2,}/
/**
 * "at"/"dot" spelled out: spaces around the literal "." are not accepted and the top-level domain
 * must be a common one, or "good at cooking. me too" would read as an address.
 */
const SPELLED_AT = '(?:\\s*(?:#|艾特|\\(at\\)|\\[at\\])\\s*|\\s+at\\s+)'
const SPELLED_DOT = '(?:\\.|\\s*(?:点|。|\\(dot\\)|\\[dot\\])\\s*|\\s+dot\\s+)'
const SPELLED_EMAIL_RE = new RegExp(
  `[a-z0-9][\\w.%+-]*${SPELLED_AT}[a-z0-9-]+(?:${SPELLED_DOT}[a-z0-9-]+)*?${SPELLED_DOT}(?:com|cn|net|org|edu|gov|io|me|cc|co|top|vip|xyz|info)(?![a-z])`
)

/** Step 3c: an e-mail address, written normally or spelled out ("abc at 163 dot com"). */
function hasEmail(folded: string): boolean {
  return EMAIL_RE.test(folded) || SPELLED_EMAIL_RE.test(folded)
}

/** Whether the text hides a way to reach its author outside the platform. */
export function containsContactInfo(text: string): boolean {
  const folded = foldLookalikes(text)
  const spelled = spellDigits(folded)
  return hasMobileNumber(spelled) || hasAnnouncedAccount(folded, spelled) || hasEmail(folded)
}
