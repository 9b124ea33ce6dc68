import { bodyText, findByText, mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import type { Matchmaker } from '@contract/content'
import { getMatchmakerList, getMyMatchmaker } from '../../../src/api/matchmaker'
import { sendPennant } from '../../../src/api/xixun'
import HongniangPage from '../../../src/pages/love/hongniang'
import type { Stores } from '../../../src/stores'
import SendFlagPage from '../../../src/subpages/xixun/SendFlag'
import { route } from '../helpers/lifecycle'
import { logIn, userInfo } from '../helpers/session'
import { pennant } from '../helpers/xixun'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/matchmaker')
jest.mock('../../../src/api/xixun')

const matchmaker = (id: number, name: string): Matchmaker => ({
  id,
  name,
  avatar: '',
  intro: '',
  phone: '13800000101',
  wechatQr: '',
  years: 8,
  successCount: 120 + id
})

const WORDS_HINT = '感谢红娘的用心牵线，让我们遇见彼此……'

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  route.params = {}
  logIn(stores, userInfo({ id: 9, nickname: '小林' }))
  jest.mocked(getMatchmakerList).mockResolvedValue([matchmaker(3, '王红娘'), matchmaker(4, '李老师')])
  // 小林 has no matchmaker of her own, so 红娘 lists them all.
  jest
    .mocked(getMyMatchmaker)
    .mockResolvedValue({ matchmaker: null, counts: { followUps: 0, dates: 0, contracts: 0 }, activity: [] })
  jest
    .mocked(sendPennant)
    .mockImplementation(async (req) =>
      pennant(77, { template: req.template, words: req.words, status: 'pending_review' })
    )
})

async function open() {
  const p = await mountPage(SendFlagPage, stores)
  await p.settle(50)
  return p
}

const preview = () => document.querySelector('.send-flag__preview') as Element

test('offers every matchmaker and the five pennants, each drawn small, and a live preview of mine', async () => {
  await open()
  expect(textsOf('.send-flag__name')).toEqual(['王红娘', '李老师'])
  expect(textsOf('.send-flag__record')).toEqual(['牵线123对', '牵线124对'])
  const templates = Array.from(document.querySelectorAll('.send-flag__template'))
  expect(templates.map((t) => textsOf('.pennant__line', t).join('/'))).toEqual([
    '牵线搭桥/情系千里',
    '红娘用心/良缘天成',
    '当代月老/成人之美',
    '热心服务/暖人心扉',
    '百年好合/感恩红娘'
  ])
  expect(document.querySelector('.send-flag__template--on .pennant__line')?.textContent).toBe('牵线搭桥')
  expect(preview().querySelector('.pennant--large')).not.toBeNull()
  expect(textsOf('.pennant__from', preview())).toEqual(['小林 敬赠'])
  // No one chosen yet: the preview thanks 红娘.
  expect(textsOf('.pennant__to', preview())).toEqual(['赠 红娘'])
})

test('the preview follows the matchmaker, the template and the words chosen', async () => {
  const p = await open()
  await p.click(document.querySelectorAll('.send-flag__matchmaker')[1])
  expect(document.querySelector('.send-flag__matchmaker--on .send-flag__name')?.textContent).toBe('李老师')
  expect(textsOf('.pennant__to', preview())).toEqual(['赠 李老师'])

  await p.click(document.querySelectorAll('.send-flag__template')[4])
  expect(textsOf('.pennant__line', preview())).toEqual(['百年好合', '感恩红娘'])

  await p.type(WORDS_HINT, '谢谢李老师！')
  expect(textsOf('.send-flag__preview-words')).toEqual(['谢谢李老师！'])
  expect(textsOf('.xixun-field__counter')).toEqual(['6/200'])
})

test('says what is missing, then sends the pennant and opens it', async () => {
  const p = await open()
  await p.clickText('送出锦旗')
  expect(p.lastToast()).toBe('请选择要感谢的红娘')
  await p.click(document.querySelectorAll('.send-flag__matchmaker')[0])
  await p.clickText('送出锦旗')
  expect(p.lastToast()).toBe('请写下想对红娘说的话')
  await p.type(WORDS_HINT, '谢谢王老师，电话13912345678')
  await p.clickText('送出锦旗')
  expect(p.lastToast()).toBe('不得含有联系方式，请修改')
  expect(sendPennant).not.toHaveBeenCalled()

  await p.click(document.querySelectorAll('.send-flag__template')[2])
  await p.type(WORDS_HINT, '  感谢王老师一年来的用心牵线！ ')
  await p.clickText('送出锦旗')
  expect(sendPennant).toHaveBeenCalledWith({
    matchmakerId: 3,
    template: 'yuelao',
    words: '感谢王老师一年来的用心牵线！'
  })
  expect(ui.redirectTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/FlagDetails?id=77' })
})

test('stays on the form when the server refuses (one pennant per matchmaker)', async () => {
  jest.mocked(sendPennant).mockRejectedValue(new Error('你已给这位红娘送过锦旗'))
  route.params = { matchmakerId: '3' }
  const p = await open()
  await p.type(WORDS_HINT, '谢谢王老师')
  await p.clickText('送出锦旗')
  expect(sendPennant).toHaveBeenCalled()
  expect(ui.redirectTo).not.toHaveBeenCalled()
  expect(textsOf('.send-flag__preview-words')).toEqual(['谢谢王老师'])
})

test("a matchmaker's card on the 红娘 page opens the form with that matchmaker chosen", async () => {
  const hongniang = await mountPage(HongniangPage, stores)
  await hongniang.click(document.querySelectorAll('.matchmaker-card__flag')[1])
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/SendFlag?matchmakerId=4' })
  hongniang.unmount()

  route.params = { matchmakerId: '4' }
  await open()
  expect(document.querySelector('.send-flag__matchmaker--on .send-flag__name')?.textContent).toBe('李老师')
  expect(textsOf('.pennant__to', preview())).toEqual(['赠 李老师'])
})

test('says so when the site has no matchmakers, and offers a retry when they fail to load', async () => {
  jest.mocked(getMatchmakerList).mockResolvedValueOnce([])
  const empty = await open()
  expect(bodyText()).toContain('暂无红娘')
  empty.unmount()

  jest.mocked(getMatchmakerList).mockRejectedValueOnce(new Error('offline'))
  const p = await open()
  await p.click(findByText('.status-view__title', '加载失败，点击重试'))
  expect(textsOf('.send-flag__name')).toEqual(['王红娘', '李老师'])
})
