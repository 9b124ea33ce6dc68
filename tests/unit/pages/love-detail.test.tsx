import { bodyText, findByText, mountPage, setUp, type Ui } from '../helpers/page'
import type { MemberDetail } from '@contract/love'
import { ApiError } from '../../../src/api/api-error'
import { getMemberDetail } from '../../../src/api/loveFeed'
import { getGiftList } from '../../../src/api/loveGift'
import LoveDetailPage from '../../../src/pages/love/detail'
import type { Stores } from '../../../src/stores'
import { defaultConfigFetchers } from '../../../src/stores/config-cache'
import { route } from '../helpers/lifecycle'
import { feedCard, logInLoveUser } from '../helpers/love'
import { financeConfig } from '../helpers/shop'
import { tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/loveFeed')
jest.mock('../../../src/api/loveSocial')
jest.mock('../../../src/api/loveGift')

function detail(userId: number, nickname: string): MemberDetail {
  return {
    ...feedCard(userId, nickname),
    weight: 50,
    income: null,
    marital: 'single',
    hometown: '',
    house: 'none',
    car: 'none',
    ethnicity: '',
    children: '',
    aboutMe: '',
    mate: { ageMin: 25, ageMax: 35, heightMin: 170, heightMax: 185, educationMin: '', city: '', marital: '' },
    album: [],
    photosLocked: false,
    isFav: false
  }
}

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  // The gift sheet names points as the tenant does.
  ;({ stores, ui } = setUp({ ...defaultConfigFetchers, finance: async () => financeConfig() }))
  logInLoveUser(stores)
  route.params = { id: '11' }
  jest.mocked(getMemberDetail).mockResolvedValue(detail(11, '小雨'))
  jest.mocked(getGiftList).mockResolvedValue({ list: [{ id: 1, name: '玫瑰', image: '', points: 10 }], myPoints: 50 })
})

const open = () => mountPage(LoveDetailPage, stores)

test('民族 and 子女 show what the member said, and 未填写 when she has not', async () => {
  const facts = () =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('.love-detail__fact')).map((f) => [
        f.querySelector('.love-detail__fact-key')?.textContent,
        f.querySelector('.love-detail__fact-value')?.textContent
      ])
    )
  jest.mocked(getMemberDetail).mockResolvedValue({ ...detail(11, '小雨'), ethnicity: '畲族', children: 'apart' })
  const said = await open()
  expect(facts()).toMatchObject({ 民族: '畲族', 子女: '有孩子，不同住' })
  said.unmount()
  jest.mocked(getMemberDetail).mockResolvedValue(detail(11, '小雨'))
  await open()
  expect(facts()).toMatchObject({ 民族: '未填写', 子女: '未填写' })
})

test('发消息 opens the conversation with the member when the tenant has chat', async () => {
  stores.tenant.detail = tenantDetail([15])
  const { click } = await open()
  await click(findByText('.love-detail__chat', '发消息'))
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/subpages/member/message/detail?userId=11' })
})

test('送礼物 opens the gift sheet for the member when the tenant has gifts', async () => {
  stores.tenant.detail = tenantDetail([6])
  const { clickText } = await open()
  expect(document.querySelector('.love-detail__chat')).toBeNull()
  await clickText('送礼物')
  expect(getGiftList).toHaveBeenCalled()
  expect(bodyText()).toContain('玫瑰')
})

test('without the plugins there is neither, and my own profile offers neither either', async () => {
  stores.tenant.detail = tenantDetail([])
  const first = await open()
  expect(document.querySelector('.love-detail__chat')).toBeNull()
  expect(bodyText()).not.toContain('送礼物')
  first.unmount()

  stores.tenant.detail = tenantDetail([6, 15])
  jest.mocked(getMemberDetail).mockResolvedValue(detail(7, '莉莉'))
  await open()
  expect(document.querySelector('.love-detail__chat')).toBeNull()
  expect(bodyText()).not.toContain('送礼物')
  expect(bodyText()).toContain('收藏TA')
})

test('a member the server refuses for lacking a dating profile is sent to 温馨提示, not shown an error', async () => {
  jest
    .mocked(getMemberDetail)
    .mockRejectedValue(new ApiError('完善交友资料后即可查看会员详情', { code: 40300, status: 200 }))
  await open()
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/love/noreg' })
  expect(bodyText()).not.toContain('加载失败')
})

test('a member who is hidden or suspended says so and leads back to the feed instead of offering a retry', async () => {
  jest.mocked(getMemberDetail).mockRejectedValue(new ApiError('该会员不存在或已隐藏资料', { code: 40400, status: 200 }))
  const { clickText } = await open()
  expect(bodyText()).toContain('该会员不存在或已隐藏资料')
  expect(bodyText()).not.toContain('加载失败')
  // Said once, on the page: the request layer is asked not to toast it as well.
  expect(getMemberDetail).toHaveBeenCalledWith(11, { hideMsg: true })
  await clickText('看看其他会员')
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
})
