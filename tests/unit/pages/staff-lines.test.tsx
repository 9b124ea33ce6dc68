import Taro from '@tarojs/taro'
import { mountPage, setUp } from '../helpers/page'
import type { StaffLine } from '@contract/finance'
import type { Paged } from '@contract/models'
import { getMyStaffRoles } from '../../../src/api/staff'
import { staffGetLines, staffHandleLine, staffRevealLineContact } from '../../../src/api/loveLine'
import type { Stores } from '../../../src/stores'
import LinesPage from '../../../src/subpages/member/matchmaker/line'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/loveLine')

const line = (id: number, over: Partial<StaffLine> = {}): StaffLine => ({
  id,
  userId: 300 + id,
  nickname: `求缘${id}`,
  targetId: 400 + id,
  targetNickname: `心仪${id}`,
  targetAvatar: '',
  remark: '希望周末见面',
  status: 'pending',
  note: '',
  createdAt: new Date().toISOString(),
  handledAt: '',
  ...over
})
const page = (list: StaffLine[]): Paged<StaffLine> => ({ list, total: list.length, pageNum: 1, pageSize: 20 })

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  jest.mocked(staffGetLines).mockResolvedValue(page([line(1), line(2, { remark: '' })]))
  jest
    .mocked(staffHandleLine)
    .mockImplementation(async (req) =>
      line(req.id, { status: req.arranged ? 'arranged' : 'cancelled', note: req.note })
    )
})

const cards = () => Array.from(document.querySelectorAll('.queue-card'))
const pairs = () => cards().map((c) => c.querySelector('.line-card__pair')?.textContent)

async function open() {
  const p = await mountPage(LinesPage, stores)
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
  expect(staffGetLines).not.toHaveBeenCalled()
  p.unmount()
})

test('admins may handle lines too', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  const p = await open()
  expect(document.body.textContent).not.toContain('没有权限')
  expect(cards()).toHaveLength(2)
  p.unmount()
})

test('lists who wants to meet whom with the remark; the target opens their profile', async () => {
  const p = await open()
  expect(staffGetLines).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, status: 'pending' })
  expect(pairs()).toEqual(['求缘1→心仪1', '求缘2→心仪2'])
  expect(cards()[0].textContent).toContain('希望周末见面')
  expect(cards()[1].textContent).toContain('未留言')
  expect(cards()[0].textContent).toContain('红娘安排中')
  await p.clickIn(cards()[1], '.line-card__target')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=402' })
  p.unmount()
})

test('查看联系方式 fetches one member’s phone only when asked; a tap on it calls them', async () => {
  jest.mocked(staffRevealLineContact).mockImplementation(async (req) => ({
    userId: req.userId,
    nickname: '',
    phone: req.userId === 301 ? '13900000301' : ''
  }))
  const call = jest.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'makePhoneCall:ok' })
  const p = await open()
  // The list carries no phones: each stays behind its own (logged) reveal.
  expect(staffRevealLineContact).not.toHaveBeenCalled()
  const rows = () => Array.from(cards()[0].querySelectorAll('.line-contact'))
  expect(rows().map((r) => r.textContent)).toEqual(['申请人求缘1查看联系方式', '牵线对象心仪1查看联系方式'])
  await p.clickIn(rows()[0], '.line-contact__reveal')
  expect(staffRevealLineContact).toHaveBeenCalledWith({ id: 1, userId: 301 })
  expect(rows()[0].textContent).toBe('申请人求缘1' + '13900000301')
  expect(rows()[1].textContent).toContain('查看联系方式')
  expect(cards()[1].textContent).not.toContain('13900000301')
  await p.clickIn(rows()[0], '.line-contact__phone')
  expect(call).toHaveBeenCalledWith({ phoneNumber: '13900000301' })
  await p.clickIn(rows()[1], '.line-contact__reveal')
  expect(staffRevealLineContact).toHaveBeenLastCalledWith({ id: 1, userId: 401 })
  expect(rows()[1].textContent).toContain('未绑定手机')
  p.unmount()
})

test('取消 needs a reason, which is sent; the line leaves the list', async () => {
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__reject')
  expect(p.text('.staff-form__who')).toBe('求缘1 → 心仪1')
  await p.clickText('确认取消')
  expect(p.lastToast()).toBe('请填写原因')
  expect(staffHandleLine).not.toHaveBeenCalled()
  await p.type('请填写取消原因，会员会看到', '对方暂不考虑')
  await p.clickText('确认取消')
  expect(staffHandleLine).toHaveBeenCalledWith({ id: 1, arranged: false, note: '对方暂不考虑' })
  expect(p.lastToast()).toBe('已取消')
  expect(pairs()).toEqual(['求缘2→心仪2'])
  p.unmount()
})

test('已牵线 may go without a note', async () => {
  const p = await open()
  await p.clickIn(cards()[1], '.decision-buttons__approve')
  await p.clickText('确认已牵线')
  expect(staffHandleLine).toHaveBeenCalledWith({ id: 2, arranged: true, note: '' })
  expect(p.lastToast()).toBe('已牵线')
  expect(pairs()).toEqual(['求缘1→心仪1'])
  p.unmount()
})

test('已处理 shows the outcome and the note, without buttons', async () => {
  const p = await open()
  jest.mocked(staffGetLines).mockResolvedValue(page([line(3, { status: 'arranged', note: '周六下午茶' }), line(4)]))
  await p.clickText('已处理')
  expect(staffGetLines).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 })
  expect(pairs()).toEqual(['求缘3→心仪3'])
  expect(cards()[0].textContent).toContain('已牵线')
  expect(cards()[0].textContent).toContain('周六下午茶')
  expect(document.querySelector('.decision-buttons')).toBeNull()
  p.unmount()
})
