import { mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import type { CustomerCard } from '@contract/customer'
import { getCustomerPage } from '../../../src/api/customer'
import { getMyStaffRoles } from '../../../src/api/staff'
import type { Stores } from '../../../src/stores'
import OfficeCustomersPage from '../../../src/subpages/member/matchmaker/list'
import { route, trigger } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/customer')

const DAY = 86_400_000

const customer = (userId: number, over: Partial<CustomerCard> = {}): CustomerCard => ({
  userId,
  nickname: `客户${userId}`,
  avatar: '',
  gender: 'female',
  age: 30,
  city: '杭州市',
  phone: '138****0001',
  hasProfile: true,
  completeness: 70,
  stage: 'member',
  ownerId: 9,
  ownerName: '陈姐',
  photoCount: 0,
  expiresAt: new Date(Date.now() + 10 * DAY).toISOString(),
  protectedByContract: false,
  ...over
})

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  route.params = {}
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  jest.mocked(getCustomerPage).mockResolvedValue({
    list: [
      customer(11, { completeness: 95, photoCount: 3 }),
      customer(12, { hasProfile: false, gender: null, age: null, city: '', completeness: 0 }),
      customer(13, { protectedByContract: true, expiresAt: '', stage: 'contract' })
    ],
    nextCursor: ''
  })
})

const cards = () => Array.from(document.querySelectorAll('.customer-card'))

test('lists my customers with completeness, stage and how long they stay mine', async () => {
  const p = await mountPage(OfficeCustomersPage, stores)
  expect(getCustomerPage).toHaveBeenCalledWith({ keyword: '', cursor: '', pageSize: 20 })
  expect(textsOf('.customer-card__name')).toEqual(['客户11', '客户12', '客户13'])
  expect(textsOf('.customer-card__percent')).toEqual(['95%', '0%', '70%'])
  expect(textsOf('.customer-card__stage')).toEqual(['会员', '会员', '签约'])
  expect(cards()[0].textContent).toContain('相册3张')
  expect(cards()[1].textContent).toContain('尚未填写交友资料')
  expect(cards()[2].textContent).toContain('合同保护中')
  // All mine: no card names the matchmaker.
  expect(p.body()).not.toContain('红娘：')
  p.unmount()
})

test('the three actions open the profile editor, the album and the lead page', async () => {
  const p = await mountPage(OfficeCustomersPage, stores)
  await p.clickText('编辑资料')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/matchmaker/editinfo?userId=11' })
  await p.clickIn(cards()[1], '.customer-card__action:nth-child(2)')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/upload_file/customer?userId=12' })
  await p.clickIn(cards()[2], '.customer-card__action:nth-child(3)')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/customer/detail?userId=13' })
  await p.clickText('+ 录入线下客户')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/matchmaker/editinfo' })
  p.unmount()
})

test('searching asks again with the keyword; pulling down reloads', async () => {
  const p = await mountPage(OfficeCustomersPage, stores)
  await p.type('搜索昵称或会员ID', ' 0001 ')
  await p.clickText('搜索')
  expect(getCustomerPage).toHaveBeenLastCalledWith({ keyword: '0001', cursor: '', pageSize: 20 })
  jest.mocked(getCustomerPage).mockClear()
  await p.run(() => trigger('pullDown'))
  expect(getCustomerPage).toHaveBeenCalledWith({ keyword: '0001', cursor: '', pageSize: 20 })
  p.unmount()
})

test('a store manager sees whose customer each one is', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['store_manager'] })
  jest.mocked(getCustomerPage).mockResolvedValue({ list: [customer(11, { ownerId: 4 }), customer(12)], nextCursor: '' })
  const p = await mountPage(OfficeCustomersPage, stores)
  expect(cards()[0].textContent).toContain('红娘：陈姐')
  p.unmount()
})

test('a member without an office role is told so and nothing is asked', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: [] })
  const p = await mountPage(OfficeCustomersPage, stores)
  expect(p.body()).toContain('没有权限')
  expect(getCustomerPage).not.toHaveBeenCalled()
  p.unmount()
})
