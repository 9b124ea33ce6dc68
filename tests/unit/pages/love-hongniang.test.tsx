import Taro from '@tarojs/taro'
import { bodyText, findByText, mountPage, setUp, type Ui } from '../helpers/page'
import { userInfo } from '../helpers/session'
import { tenantDetail } from '../helpers/tenant'
import type { Matchmaker } from '@contract/content'
import type { MyMatchmakerCard } from '@contract/matchmaker'
import { getMatchmakerList, getMyMatchmaker } from '../../../src/api/matchmaker'
import HongniangPage from '../../../src/pages/love/hongniang'

jest.mock('../../../src/api/matchmaker')

const matchmaker = (id: number, name: string, phone: string, wechatQr = ''): Matchmaker => ({
  id,
  name,
  avatar: '',
  intro: `${name}的介绍：擅长为高学历会员牵线`,
  phone,
  wechatQr,
  years: 12,
  successCount: 386
})

const ok = { errMsg: 'ok' }
let ui: Ui
let stores: ReturnType<typeof setUp>['stores']

beforeEach(() => {
  ;({ ui, stores } = setUp())
  jest
    .mocked(getMatchmakerList)
    .mockResolvedValue([
      matchmaker(1, '王红娘', '13800000101', 'https://img.example.com/qr-wang.png'),
      matchmaker(2, '李老师', '13800000102')
    ])
})

async function open() {
  const p = await mountPage(HongniangPage, stores)
  const cards = () => Array.from(document.querySelectorAll('.matchmaker-card'))
  const button = (card: Element, label: string) => {
    const found = Array.from(card.querySelectorAll('.matchmaker-card__action')).find((el) => el.textContent === label)
    if (!found) throw new Error(`no ${label} button`)
    return found
  }
  return { ...p, cards, button }
}

test('lists the matchmakers with their years, successes and intro', async () => {
  const { cards, unmount } = await open()
  expect(cards()).toHaveLength(2)
  expect(bodyText()).toContain('王红娘')
  expect(bodyText()).toContain('李老师')
  expect(cards()[0].textContent).toContain('12')
  expect(cards()[0].textContent).toContain('从业年限')
  expect(cards()[0].textContent).toContain('386')
  expect(cards()[0].textContent).toContain('成功牵线')
  expect(bodyText()).toContain('擅长为高学历会员牵线')
  unmount()
})

test("calls and copies the matchmaker's own number", async () => {
  const call = jest.spyOn(Taro, 'makePhoneCall').mockResolvedValue(ok)
  const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ ...ok, data: '13800000101' })
  const { cards, button, click, unmount } = await open()
  await click(button(cards()[1], '拨打电话'))
  expect(call).toHaveBeenCalledWith({ phoneNumber: '13800000102' })
  await click(button(cards()[0], '复制号码'))
  expect(copy).toHaveBeenCalledWith({ data: '13800000101' })
  unmount()
})

test('shows the number in a modal when the clipboard refuses', async () => {
  jest.spyOn(Taro, 'setClipboardData').mockRejectedValue({ errMsg: 'setClipboardData:fail' })
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ ...ok, confirm: true, cancel: false })
  const { cards, button, click, unmount } = await open()
  await click(button(cards()[0], '复制号码'))
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '13800000101' }))
  unmount()
})

test('opens the QR code large, and only for matchmakers who have one', async () => {
  const preview = jest.spyOn(Taro, 'previewImage').mockResolvedValue(ok)
  const { cards, button, click, unmount } = await open()
  expect(cards()[1].textContent).not.toContain('加微信')
  await click(button(cards()[0], '加微信'))
  expect(preview).toHaveBeenCalledWith({
    urls: ['https://img.example.com/qr-wang.png'],
    current: 'https://img.example.com/qr-wang.png'
  })
  unmount()
})

test('links to the anti-fraud reminder', async () => {
  const { click, unmount } = await open()
  const link = document.querySelector('.hongniang__safe')
  if (!link) throw new Error('no anti-fraud link')
  await click(link)
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/precheat' })
  unmount()
})

test('says so when the site has no matchmakers yet', async () => {
  jest.mocked(getMatchmakerList).mockResolvedValue([])
  const { cards, unmount } = await open()
  expect(cards()).toHaveLength(0)
  expect(bodyText()).toContain('暂无红娘')
  unmount()
})

test('offers a retry when the list fails to load', async () => {
  jest.mocked(getMatchmakerList).mockRejectedValueOnce(new Error('offline'))
  const { click, unmount } = await open()
  expect(bodyText()).toContain('加载失败，点击重试')
  const retry = document.querySelector('.status-view')
  if (!retry) throw new Error('no retry view')
  await click(retry)
  expect(getMatchmakerList).toHaveBeenCalledTimes(2)
  expect(bodyText()).toContain('王红娘')
  unmount()
})

const WANG: MyMatchmakerCard = {
  userId: 101,
  name: '王红娘',
  avatar: '',
  intro: '',
  phone: '13800000101',
  wechatQr: '',
  years: 12,
  successCount: 386,
  storeName: '西湖旗舰店'
}

function logIn(grants: number[]) {
  stores.tenant.detail = tenantDetail(grants)
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser(userInfo({ nickname: '陈默' }))
}

test('a member served by a matchmaker chats with her in the app, from the top of the page', async () => {
  logIn([15])
  jest
    .mocked(getMyMatchmaker)
    .mockResolvedValue({ matchmaker: WANG, counts: { followUps: 0, dates: 0, contracts: 0 }, activity: [] })
  const { click, unmount } = await open()
  const mine = document.querySelector('.hongniang__mine')
  expect(mine?.textContent).toContain('我的专属红娘')
  expect(mine?.textContent).toContain('西湖旗舰店')
  await click(findByText('.hongniang__mine .nut-button', '和红娘聊天'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/message/detail?userId=101' })
  expect(getMyMatchmaker).toHaveBeenCalledWith({ hideMsg: true })
  unmount()
})

test('a member nobody serves, and a visitor, see the matchmakers as before', async () => {
  const { cards, unmount } = await open()
  expect(getMyMatchmaker).not.toHaveBeenCalled()
  expect(document.querySelector('.hongniang__mine')).toBeNull()
  unmount()

  logIn([15])
  jest
    .mocked(getMyMatchmaker)
    .mockResolvedValue({ matchmaker: null, counts: { followUps: 0, dates: 0, contracts: 0 }, activity: [] })
  const again = await open()
  expect(document.querySelector('.hongniang__mine')).toBeNull()
  expect(cards()).toHaveLength(2)
  again.unmount()
})
