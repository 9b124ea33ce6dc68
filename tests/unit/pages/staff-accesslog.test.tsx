import { mountPage, setUp } from '../helpers/page'
import type { AccessLogEntry } from '@contract/audit'
import { getMyStaffRoles } from '../../../src/api/staff'
import { staffGetAccessLog } from '../../../src/api/audit'
import type { Stores } from '../../../src/stores'
import AccessLogPage from '../../../src/subpages/staff/accesslog'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/audit')

const entry: AccessLogEntry = {
  id: 7,
  staffUserId: 5,
  staffNickname: '王红娘',
  subjectUserId: 301,
  subjectNickname: '求缘1',
  fields: ['phone'],
  purpose: 'line:42',
  createdAt: new Date().toISOString()
}

let stores: Stores

beforeEach(() => {
  ;({ stores } = setUp())
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  jest.mocked(staffGetAccessLog).mockResolvedValue({ list: [entry], total: 1, pageNum: 1, pageSize: 20 })
})

const cards = () => Array.from(document.querySelectorAll('.queue-card')).map((c) => c.textContent ?? '')

async function open() {
  const p = await mountPage(AccessLogPage, stores)
  await p.settle()
  return p
}

test('an admin reads who saw whose phone, for which line', async () => {
  const p = await open()
  expect(staffGetAccessLog).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  const card = document.querySelector('.queue-card')?.textContent ?? ''
  expect(card).toContain('求缘1')
  expect(card).toContain('王红娘')
  expect(card).toContain('手机号')
  expect(card).toContain('安排牵线 #42')
  p.unmount()
})

test('a receiver revealed to ship an exchange reads as its name, phone and address, for that exchange', async () => {
  const shipped: AccessLogEntry = { ...entry, id: 8, fields: ['name', 'phone', 'address'], purpose: 'exchange:17' }
  jest.mocked(staffGetAccessLog).mockResolvedValue({ list: [shipped], total: 1, pageNum: 1, pageSize: 20 })
  const p = await open()
  expect(cards()[0]).toContain('姓名、手机号、收货地址')
  expect(cards()[0]).toContain('发货兑换 #17')
  p.unmount()
})

test('a matchmaker sees 没有权限 and nothing is loaded', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  const p = await open()
  expect(p.html()).toContain('没有权限')
  expect(staffGetAccessLog).not.toHaveBeenCalled()
  p.unmount()
})
