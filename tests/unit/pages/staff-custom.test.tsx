import Taro from '@tarojs/taro'
import { mountPage, setUp } from '../helpers/page'
import type { StaffCustomService } from '@contract/finance'
import type { Paged } from '@contract/models'
import { getMyStaffRoles } from '../../../src/api/staff'
import { ApiError } from '../../../src/api/request'
import { staffGetCustomServices, staffRevealCustomContact, staffUpdateCustomService } from '../../../src/api/loveLine'
import type { Stores } from '../../../src/stores'
import CustomServicesPage from '../../../src/subpages/staff/custom'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/loveLine')

const service = (id: number, over: Partial<StaffCustomService> = {}): StaffCustomService => ({
  id,
  userId: 500 + id,
  nickname: `定制${id}`,
  phone: `139****000${id}`,
  title: '私人定制·季度',
  remark: '希望对方在杭州工作，性格开朗',
  status: 'waiting',
  startsAt: '2026-03-01T04:00:00.000Z',
  endsAt: '2026-05-30T04:00:00.000Z',
  createdAt: new Date().toISOString(),
  note: '',
  handledAt: '',
  ...over
})
const page = (list: StaffCustomService[]): Paged<StaffCustomService> => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 20
})

const START_PLACEHOLDER = '可填写备注，如联系情况、约谈时间，会员会看到（选填）'
const FINISH_PLACEHOLDER = '可填写服务总结，会员会看到（选填）'

let stores: Stores

beforeEach(() => {
  stores = setUp().stores
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  jest.mocked(staffGetCustomServices).mockResolvedValue(page([service(1), service(2, { remark: '', phone: '' })]))
  jest
    .mocked(staffUpdateCustomService)
    .mockImplementation(async (req) =>
      service(req.id, { status: req.status, note: req.note, handledAt: new Date().toISOString() })
    )
})

const cards = () => Array.from(document.querySelectorAll('.queue-card'))
const names = () => cards().map((c) => c.querySelector('.custom-card__name')?.textContent)

async function open() {
  const p = await mountPage(CustomServicesPage, stores)
  await p.settle()
  return {
    ...p,
    clickIn: async (card: Element, selector: string) => {
      await p.clickIn(card, selector)
      // Taro's H5 <Textarea> renders its inner field a moment after it is mounted.
      await p.settle(50)
    }
  }
}

test('an auditor who is not a matchmaker sees 没有权限', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  const p = await open()
  expect(p.html()).toContain('没有权限')
  expect(staffGetCustomServices).not.toHaveBeenCalled()
  p.unmount()
})

test('admins may follow the services too', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  const p = await open()
  expect(document.body.textContent).not.toContain('没有权限')
  expect(cards()).toHaveLength(2)
  p.unmount()
})

test('lists 待联系 with the member, the phone, the service, the requirements and the period', async () => {
  const p = await open()
  expect(staffGetCustomServices).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, status: 'waiting' })
  expect(Array.from(document.querySelectorAll('.segment-tabs__tab')).map((e) => e.textContent)).toEqual([
    '待联系',
    '服务中',
    '已完成'
  ])
  expect(p.text('.segment-tabs__tab--on')).toBe('待联系')
  expect(names()).toEqual(['定制1', '定制2'])
  const first = cards()[0].textContent ?? ''
  expect(first).toContain('139****0001')
  expect(first).not.toContain('13900000001')
  expect(first).toContain('私人定制·季度')
  expect(first).toContain('希望对方在杭州工作，性格开朗')
  expect(first).toContain('2026-03-01 至 2026-05-30')
  expect(first).not.toContain('红娘备注')
  expect(cards()[1].textContent).toContain('未填写')
  expect(cards()[1].textContent).toContain('未绑定手机')
  expect(cards().map((c) => c.querySelector('.custom-card__action')?.textContent)).toEqual(['开始服务', '开始服务'])
  p.unmount()
})

test('查看联系方式 reveals the whole phone of that member only, then a tap calls her', async () => {
  jest
    .mocked(staffRevealCustomContact)
    .mockImplementation(async ({ id }) => ({ userId: 500 + id, nickname: `定制${id}`, phone: `1390000000${id}` }))
  const call = jest.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'makePhoneCall:ok' })
  const p = await open()
  expect(p.html()).toContain('查看联系方式会留存记录')
  expect(cards()[0].querySelector('.custom-card__phone')).toBeNull()
  // Without a phone there is nothing to reveal or call.
  expect(cards()[1].querySelector('.custom-card__reveal')).toBeNull()

  await p.clickIn(cards()[0], '.custom-card__reveal')
  expect(staffRevealCustomContact).toHaveBeenCalledTimes(1)
  expect(staffRevealCustomContact).toHaveBeenCalledWith({ id: 1 })
  expect(cards()[0].querySelector('.custom-card__reveal')).toBeNull()
  await p.clickIn(cards()[0], '.custom-card__phone')
  expect(call).toHaveBeenCalledWith({ phoneNumber: '13900000001' })
  expect(cards()[1].textContent).toContain('未绑定手机')
  p.unmount()
})

test('开始服务 sends the optional note; the card leaves the tab with a toast', async () => {
  const p = await open()
  await p.clickIn(cards()[0], '.custom-card__action')
  expect(p.text('.staff-form__who')).toBe('定制1 · 私人定制·季度')
  await p.type(START_PLACEHOLDER, ' 已电话沟通，周六面谈 ')
  await p.clickText('确认开始服务')
  expect(staffUpdateCustomService).toHaveBeenCalledWith({ id: 1, status: 'serving', note: '已电话沟通，周六面谈' })
  expect(p.lastToast()).toBe('已开始服务')
  expect(names()).toEqual(['定制2'])
  expect(document.querySelector('.reject-sheet')).toBeNull()
  p.unmount()
})

test('开始服务 may go without a note', async () => {
  const p = await open()
  await p.clickIn(cards()[1], '.custom-card__action')
  await p.clickText('确认开始服务')
  expect(staffUpdateCustomService).toHaveBeenCalledWith({ id: 2, status: 'serving', note: '' })
  expect(names()).toEqual(['定制1'])
  p.unmount()
})

test('服务中 shows the latest note and 完成服务 finishes it', async () => {
  const p = await open()
  jest
    .mocked(staffGetCustomServices)
    .mockResolvedValue(
      page([service(3, { status: 'serving', note: '周六下午茶', handledAt: new Date().toISOString() })])
    )
  await p.clickText('服务中')
  expect(staffGetCustomServices).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'serving' })
  expect(cards()[0].textContent).toContain('红娘备注周六下午茶')
  await p.clickIn(cards()[0], '.custom-card__action')
  expect(p.text('.custom-card__action')).toBe('完成服务')
  await p.type(FINISH_PLACEHOLDER, '已匹配成功')
  await p.clickText('确认完成服务')
  expect(staffUpdateCustomService).toHaveBeenCalledWith({ id: 3, status: 'finished', note: '已匹配成功' })
  expect(p.lastToast()).toBe('已完成服务')
  expect(cards()).toHaveLength(0)
  expect(document.body.textContent).toContain('暂无服务中的定制会员')
  p.unmount()
})

test('已完成 shows the services without a button', async () => {
  const p = await open()
  jest
    .mocked(staffGetCustomServices)
    .mockResolvedValue(page([service(4, { status: 'finished', note: '服务圆满结束' })]))
  await p.clickText('已完成')
  expect(staffGetCustomServices).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'finished' })
  expect(names()).toEqual(['定制4'])
  expect(cards()[0].textContent).toContain('服务圆满结束')
  expect(document.querySelector('.custom-card__action')).toBeNull()
  p.unmount()
})

test('a service another matchmaker already moved leaves the tab', async () => {
  jest
    .mocked(staffUpdateCustomService)
    .mockRejectedValue(new ApiError('该服务已是此状态或已结束', { code: 40900, status: 200 }))
  const p = await open()
  await p.clickIn(cards()[0], '.custom-card__action')
  await p.clickText('确认开始服务')
  expect(names()).toEqual(['定制2'])
  expect(document.querySelector('.reject-sheet')).toBeNull()
  p.unmount()
})
