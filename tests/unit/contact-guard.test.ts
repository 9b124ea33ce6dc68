import { containsContactInfo } from '@contract/contact-guard'

/**
 * The ways a member tried to slip contact details past the profile check (penetration test,
 * finding 5), and texts real members write that must still go through.
 */
describe('containsContactInfo', () => {
  it.each([
    // Caught before the rework: kept so the pipeline never loses them.
    ['ASCII digits', '我的电话13812345678'],
    ['spaced digits', '加我 138 1234 5678 哦'],
    ['dashed digits', '138-1234-5678'],
    ['Chinese numerals', '一三八一二三四五六七八'],
    ['full-width digits', '１３８１２３４５６７８'],
    ['幺 for one', '幺三八幺二三四五六七八'],
    ['financial numerals', '壹叁捌壹贰叁肆伍陆柒捌'],
    ['a number buried in a longer digit run', '订单号99913812345678999'],
    // Missed before the rework.
    ['digit groups 4 characters apart', '138哈哈哈哈1234嘿嘿嘿嘿5678'],
    ['digit groups spread with spaces and filler', '138 就是我 哈 1234 然后呢 5678'],
    ['circled digits', '①③⑧①②③④⑤⑥⑦⑧'],
    ['negative circled digits', '❶❸❽❶❷❸❹❺❻❼❽'],
    ['mathematical bold digits', '𝟏𝟑𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖'],
    ['mathematical monospace digits', '𝟷𝟹𝟾𝟷𝟸𝟹𝟺𝟻𝟼𝟽𝟾'],
    ['Arabic-Indic digits', '١٣٨١٢٣٤٥٦٧٨'],
    ['superscript digits', '¹³⁸¹²³⁴⁵⁶⁷⁸'],
    ['两 for two', '一三八一两三四五六七八'],
    ['pinyin digits with spaces', 'yi san ba yi er san si wu liu qi ba'],
    ['pinyin digits with tones, run together', 'yāosānbāyāoèrsānsìwǔliùqībā'],
    ['pinyin mixed with digits', '138 yi er san si 5678'],
    ['vx with a handle', 'vx: abc123'],
    ['V信 with a handle', 'V信 love_2024'],
    ['加我微信 with a handle', '加我微信 love_2024'],
    ['wx号 with a handle', 'wx号xiaomei_88'],
    ['薇信 with a handle', '薇信：sweet_520'],
    ['威信 with a handle', '威信 abc_666'],
    ['加V with a handle', '想认识就加V：love-2024'],
    ['WeChat spelled out', 'WeChat ID: Lucky_Cat'],
    ['QQ with a number', 'QQ 123456789'],
    ['full-width QQ number', 'ＱＱ：１２３４５６７８９'],
    ['扣扣 with a number', '扣扣 123456789'],
    ['q q号 with a number', 'q q号 123456789'],
    ['QQ number in Chinese numerals', '我的企鹅号是一二三四五六七八九'],
    ['e-mail address', '邮箱 abc@163.com'],
    ['e-mail spelled with at and dot', 'abc at 163 dot com'],
    ['e-mail with full-width ＠ and ．', 'abc＠qq．com'],
    ['e-mail with 点 for the dot', 'abc@qq点com'],
    ['pieces with 然后 and 再 between', '开头139 然后 0012 再 3456'],
    // Missed until the guard read numbers dictated clause by clause.
    ['a mobile read out in pieces, clause by clause', '前三位138，中间是1234，最后是5678'],
    ['pieces after a comma and four characters of filler', '开头139，然后是0012，最后是3456'],
    ['a dashed first half, then the rest', '138-1234，最后四位是5678'],
    ['pieces announced with how many digits each has', '前三位138，中间四位1234，最后四位5678'],
    // Missed until letters typed one by one were read as one word.
    ['a handle typed a letter at a time', 'w x : a b c 1 2 3'],
    ['a handle with an underscore, typed a letter at a time', 'v x 号 a b c _ 1 2 3'],
    // Missed until LINE and Telegram were named, and an @handle counted as an account.
    ['a LINE ID', 'line: abc1234'],
    ['加我line with an ID', '加我line abc_123'],
    ['a LINE ID announced as such', 'LINE ID: lovely_cat'],
    ['LINEID run together', 'LINEID：sweet_520'],
    ['a Telegram @handle', 'telegram @lovely_cat'],
    ['a tg @handle', 'tg @lovely_cat'],
    ['a tg handle after a colon', 'tg: cat_lover'],
    ['an @handle without digits', 'TG @lovelycat']
  ])('flags %s', (_label, text) => {
    expect(containsContactInfo(text)).toBe(true)
  })

  it.each([
    ['birth year, height and salary', '1990年出生，身高175，月薪8000，喜欢跑步'],
    ['the same without punctuation', '1990年出生 身高175 月薪8000 喜欢跑步'],
    ['graduation year and pets', '我2018年毕业，工作5年了，养了2只猫'],
    ['height, weight and yearly pay in bare numbers', '身高175 体重60 年薪150000'],
    ['units right after the numbers', '95年的程序员，身高180cm体重70kg，年薪30万'],
    ['age in Chinese numerals', '属马，今年二十七岁，身高一米六五，体重九十斤'],
    ['everyday numerals in prose', '喜欢一个人旅行，去过二十多个城市，希望找一个三观一致的人一起生活'],
    ['the QQ music app', '我喜欢QQ音乐，周末听歌看电影'],
    ['a QQ game and a count', '玩QQ飞车三年了，一共赢了10000局'],
    ['messaging apps named without an account', '平时用微信和qq, wechat都有，微信运动每天10000步'],
    ['English prose', 'I love hiking, reading and cooking. Looking for someone kind and honest.'],
    ['"at" in English prose', "I'm good at cooking. Me too loves dogs, cats and travel"],
    ['pinyin-looking English words', 'I practise wushu and yoga, and I sing in a band'],
    ['an ordinary Chinese self-description', '家住西湖区，有房有车，父母退休，独生女，希望你真诚稳重'],
    ['a date and a time', '2023年10月1日晚上8点在西湖边认识的朋友都说我很开朗'],
    ['birth year, height and salary in short clauses', '1990年出生，身高175，月薪8000'],
    ['a metro line and a weekend pastime', '我在3号线附近上班，周末喜欢爬山'],
    ['years of work in Chinese numerals', '前三年在上海工作'],
    ['three-digit numbers in separate clauses', '养了2只猫，住在302室，离公司步行1500米'],
    ['single letters in English prose', 'I am a Q and A person: ask me 1 or 2 things about wx apps'],
    ['line dancing as a hobby', 'line dancing 是我的爱好'],
    ['online and line in English prose', 'I work online and stand in line for good coffee'],
    ['a Telegram mention without an account', '我平时用telegram看新闻，line也装了']
  ])('lets through %s', (_label, text) => {
    expect(containsContactInfo(text)).toBe(false)
  })
})
