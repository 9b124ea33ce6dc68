import { mountPage, setUp, textsOf } from '../helpers/page'
import type { StaffLoveGift } from '@contract/love-gift'
import type { FinanceConfig } from '@contract/models'
import { PLUGIN_IDS } from '@contract/plugins'
import { getFinanceConfig } from '../../../src/api/config'
import { uploadImage } from '../../../src/api/image'
import * as picker from '../../../src/components/image-picker/pick-images'
import { staffCreateGift, staffGetGifts, staffSetGiftOnSale, staffUpdateGift } from '../../../src/api/loveGift'
import { getMyStaffRoles } from '../../../src/api/staff'
import type { Stores } from '../../../src/stores'
import LoveGiftsPage from '../../../src/subpages/staff/lovegifts'
import { emptyLoveGiftForm, loveGiftRequest, loveGiftToForm } from '../../../src/subpages/staff/models/loveGiftForm'
import { logIn } from '../helpers/session'
import { tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/loveGift')
jest.mock('../../../src/api/image')
jest.mock('../../../src/api/config')

const gift = (id: number, over: Partial<StaffLoveGift> = {}): StaffLoveGift => ({
  id,
  name: '玫瑰',
  image: '/uploads/t1/seed/gift-rose.png',
  points: 10,
  sort: 0,
  onSale: true,
  sentCount: 12,
  ...over
})

let stores: Stores

beforeEach(() => {
  jest.resetAllMocks()
  stores = setUp().stores
  logIn(stores)
  stores.tenant.detail = tenantDetail([PLUGIN_IDS.lovegift])
  jest.mocked(getFinanceConfig).mockResolvedValue({ creditName: '积分', balanceName: '余额' } as FinanceConfig)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  jest.mocked(staffGetGifts).mockResolvedValue([
    gift(1),
    gift(8, {
      name: '钻戒',
      image: '/uploads/t1/seed/gift-ring.png',
      points: 520,
      sort: 7,
      onSale: false,
      sentCount: 0
    })
  ])
  jest.mocked(staffCreateGift).mockImplementation(async (req) => gift(9, { ...req, sentCount: 0 }))
  jest.mocked(staffUpdateGift).mockImplementation(async (req) => gift(req.giftId, req))
})

const rows = () => Array.from(document.querySelectorAll('.love-gift-row'))

async function open() {
  const p = await mountPage(LoveGiftsPage, stores)
  await p.settle()
  const openSheet = async (target: string | Element) => {
    if (typeof target === 'string') await p.clickText(target)
    else await p.click(target)
    // Taro's H5 <Input> renders its inner field a moment after it is mounted.
    await p.settle(50)
  }
  return { ...p, openSheet }
}

test('staff who are not admins see 没有权限 and nothing is asked', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor', 'matchmaker'] })
  const p = await open()
  expect(p.html()).toContain('没有权限')
  expect(staffGetGifts).not.toHaveBeenCalled()
})

test('without the lovegift plugin the page says so', async () => {
  stores.tenant.detail = tenantDetail([PLUGIN_IDS.message])
  const p = await open()
  expect(p.html()).toContain('本站未开通礼物功能')
  expect(staffGetGifts).not.toHaveBeenCalled()
})

test('lists every gift with picture, price, order, how often sent and whether it is on sale', async () => {
  await open()
  expect(textsOf('.love-gift-row__name')).toEqual(['玫瑰', '钻戒'])
  expect(textsOf('.love-gift-row__price')).toEqual(['10积分', '520积分'])
  expect(textsOf('.love-gift-row__meta')).toEqual(['排序 0 · 已送出 12 次', '排序 7 · 已送出 0 次'])
  expect(textsOf('.sale-state')).toEqual(['已上架', '已下架'])
  expect(textsOf('.love-gift-row__toggle')).toEqual(['下架', '上架'])
  expect(rows()[1].querySelector('.love-gift-row__image')?.getAttribute('src')).toBe('/uploads/t1/seed/gift-ring.png')
})

test('新增礼物 checks the form, uploads the picture and creates the gift', async () => {
  jest.spyOn(picker, 'pickImages').mockResolvedValue(['star.png'])
  jest.mocked(uploadImage).mockResolvedValue({ url: '/uploads/t1/2026/11/star.png' })
  const p = await open()
  await p.openSheet('新增礼物')
  expect(p.text('.bottom-sheet__title')).toBe('新增礼物')
  await p.type('如 玫瑰', '星星')
  await p.clickText('保存')
  expect(p.lastToast()).toBe('请上传礼物图片')

  await p.click('.image-picker__add')
  await p.type('送出一次花费的积分', '0')
  await p.clickText('保存')
  expect(p.lastToast()).toBe('积分价格须为1-100000的整数')
  expect(staffCreateGift).not.toHaveBeenCalled()

  await p.type('送出一次花费的积分', '66')
  await p.clickText('保存')
  expect(staffCreateGift).toHaveBeenCalledWith({
    name: '星星',
    image: '/uploads/t1/2026/11/star.png',
    points: 66,
    sort: 0,
    onSale: true
  })
  expect(p.lastToast()).toBe('已保存')
  expect(staffGetGifts).toHaveBeenCalledTimes(2)
  expect(document.querySelector('.staff-form__submit')).toBeNull()
})

test('tapping a gift edits it, leaving its picture out unless it was replaced', async () => {
  const p = await open()
  await p.openSheet(rows()[0])
  expect(p.text('.bottom-sheet__title')).toBe('编辑礼物')
  expect((document.querySelector('[placeholder="如 玫瑰"]') as HTMLInputElement).value).toBe('玫瑰')
  await p.type('送出一次花费的积分', '20')
  await p.type('数字越小越靠前，默认0', '3')
  await p.clickText('保存')
  expect(staffUpdateGift).toHaveBeenCalledWith({ giftId: 1, name: '玫瑰', points: 20, sort: 3 })
})

test('上架 / 下架 switches a gift once however fast the taps, without opening it', async () => {
  let answer: (g: StaffLoveGift) => void = () => undefined
  jest.mocked(staffSetGiftOnSale).mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  const p = await open()
  const toggle = rows()[0].querySelector('.love-gift-row__toggle .nut-button') as Element
  await p.click(toggle)
  await p.click(toggle)
  expect(staffSetGiftOnSale).toHaveBeenCalledTimes(1)
  expect(staffSetGiftOnSale).toHaveBeenCalledWith({ giftId: 1, onSale: false })
  expect(document.querySelector('.bottom-sheet')).toBeNull()
  await p.run(() => answer(gift(1, { onSale: false })))
  expect(textsOf('.sale-state')).toEqual(['已下架', '已下架'])
  expect(p.lastToast()).toBe('已下架')
})

describe('loveGiftRequest', () => {
  const filled = { ...emptyLoveGiftForm(), name: '花束', image: '/uploads/t1/a.png', points: '30' }

  test('a new gift carries its picture, price, order and sale state', () => {
    expect(loveGiftRequest({ ...filled, sort: ' 5 ', onSale: false })).toEqual({
      create: { name: '花束', image: '/uploads/t1/a.png', points: 30, sort: 5, onSale: false }
    })
  })

  test('an edit sends the picture only when it changed', () => {
    const form = loveGiftToForm({ ...gift(4), image: '/uploads/t1/old.png' })
    expect(loveGiftRequest(form)).toEqual({ update: { giftId: 4, name: '玫瑰', points: 10, sort: 0 } })
    expect(loveGiftRequest({ ...form, image: '/uploads/t1/new.png' })).toEqual({
      update: { giftId: 4, name: '玫瑰', image: '/uploads/t1/new.png', points: 10, sort: 0 }
    })
  })

  test('says what to fix, in the limits the server keeps', () => {
    expect(loveGiftRequest({ ...filled, name: '  ' })).toBe('请填写礼物名称')
    expect(loveGiftRequest({ ...filled, name: '一二三四五六七八九十十' })).toBe('礼物名称最多10个字')
    expect(loveGiftRequest({ ...filled, points: '100001' })).toBe('积分价格须为1-100000的整数')
    expect(loveGiftRequest({ ...filled, points: '1.5' })).toBe('积分价格须为1-100000的整数')
    expect(loveGiftRequest({ ...filled, sort: '10000' })).toBe('排序须为0-9999的整数')
  })
})
