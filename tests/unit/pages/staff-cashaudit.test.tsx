import { mountPage, setUp } from '../helpers/page'
import type { StaffCashout, StaffCashoutPageReq } from '@contract/finance'
import { ErrorCode } from '@contract/envelope'
import type { Paged } from '@contract/models'
import { getMyStaffRoles } from '../../../src/api/staff'
import { staffAuditCashout, staffGetCashouts } from '../../../src/api/finance'
import { ApiError } from '../../../src/api/request'
import type { Stores } from '../../../src/stores'
import CashAuditPage from '../../../src/subpages/staff/cashaudit'
import { logIn } from '../helpers/session'
import { trigger } from '../helpers/lifecycle'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/finance')

const cashout = (id: number, over: Partial<StaffCashout> = {}): StaffCashout => ({
  id,
  userId: 200 + id,
  nickname: `会员${id}号`,
  realName: '张**',
  amount: 10000,
  fee: 60,
  actualAmount: 9940,
  channel: 'alipay',
  account: '138****0002',
  status: 'pending',
  rejectReason: '',
  createdAt: new Date().toISOString(),
  auditedAt: '',
  ...over
})
const page = (list: StaffCashout[], total = list.length, pageNum = 1): Paged<StaffCashout> => ({
  list,
  total,
  pageNum,
  pageSize: 20
})

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  jest.mocked(staffGetCashouts).mockResolvedValue(page([cashout(1, { nickname: '林夏' }), cashout(2)]))
  jest
    .mocked(staffAuditCashout)
    .mockImplementation(async (req) => cashout(req.id, { status: req.approve ? 'paid' : 'rejected' }))
})

const cards = () => Array.from(document.querySelectorAll('.queue-card'))
const names = () => cards().map((c) => c.querySelector('.staff-cashout__name')?.textContent)

async function open() {
  const p = await mountPage(CashAuditPage, stores)
  await p.settle()
  return p
}

test('staff who are not admins see 没有权限 and no withdrawals', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor', 'matchmaker'] })
  const p = await open()
  expect(p.html()).toContain('没有权限')
  expect(staffGetCashouts).not.toHaveBeenCalled()
  expect(cards()).toHaveLength(0)
})

test('a pending withdrawal shows who, the amounts in yuan, where it goes and when', async () => {
  await open()
  expect(staffGetCashouts).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, status: 'pending' })
  expect(names()).toEqual(['林夏', '会员2号'])
  const text = cards()[0].textContent
  expect(text).toContain('ID 201')
  expect(text).toContain('提现金额¥100.00')
  expect(text).toContain('手续费¥0.60')
  expect(text).toContain('实际到账¥99.40')
  expect(text).toContain('支付宝')
  expect(text).toContain('138****0002')
  expect(text).toContain('张**')
  expect(text).toContain('今天')
  expect(text).toContain('审核中')
})

test('通过 pays out after the admin confirms the amount and payee; the card leaves with a toast', async () => {
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '确认打款 ¥99.40 给 林夏？' }))
  expect(staffAuditCashout).toHaveBeenCalledWith({ id: 1, approve: true })
  expect(p.lastToast()).toBe('已打款')
  expect(names()).toEqual(['会员2号'])
})

test('declining the confirmation pays nothing', async () => {
  ui.showModal.mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' })
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(staffAuditCashout).not.toHaveBeenCalled()
  expect(names()).toEqual(['林夏', '会员2号'])
})

test('驳回 needs a reason, which is sent; then the card leaves the list', async () => {
  const p = await open()
  await p.clickIn(cards()[1], '.decision-buttons__reject')
  await p.settle(50)
  expect(p.text('.staff-form__who')).toBe('会员2号 提现 ¥100.00，驳回后退回余额')
  await p.clickText('确认驳回')
  expect(p.lastToast()).toBe('请填写驳回原因')
  await p.type('请填写驳回原因，会员会看到', '  ')
  await p.clickText('确认驳回')
  expect(p.lastToast()).toBe('请填写驳回原因')
  expect(staffAuditCashout).not.toHaveBeenCalled()

  await p.type('请填写驳回原因，会员会看到', ' 支付宝账号不存在 ')
  await p.clickText('确认驳回')
  expect(staffAuditCashout).toHaveBeenCalledWith({ id: 2, approve: false, reason: '支付宝账号不存在' })
  expect(p.lastToast()).toBe('已驳回')
  expect(names()).toEqual(['林夏'])
  expect(document.querySelector('.reject-sheet')).toBeNull()
})

test('a withdrawal another admin already handled leaves the list too', async () => {
  jest
    .mocked(staffAuditCashout)
    .mockRejectedValue(new ApiError('这笔提现已被处理', { code: ErrorCode.Conflict, status: 200 }))
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(names()).toEqual(['会员2号'])
})

test('a failed payout keeps the withdrawal pending', async () => {
  jest
    .mocked(staffAuditCashout)
    .mockRejectedValue(new ApiError('转账失败', { code: ErrorCode.ThirdPartyFailed, status: 200 }))
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(names()).toEqual(['林夏', '会员2号'])
})

test('a payout the gateway is still processing moves to 打款中 instead of claiming it was paid', async () => {
  jest.mocked(staffAuditCashout).mockImplementation(async (req) => cashout(req.id, { status: 'paying' }))
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(p.lastToast()).toBe('打款处理中')
  expect(names()).toEqual(['会员2号'])
})

test('打款中 lists transfers on their way; 查询到账 asks again without a payout confirmation', async () => {
  const p = await open()
  jest
    .mocked(staffGetCashouts)
    .mockResolvedValue(
      page([cashout(7, { status: 'paying', auditedAt: new Date().toISOString() }), cashout(8, { status: 'paying' })])
    )
  await p.clickText('打款中')
  expect(staffGetCashouts).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'paying' })
  expect(cards()[0].textContent).toContain('打款中')
  expect(cards()[0].querySelector('.decision-buttons__approve')?.textContent).toBe('查询到账')
  expect(cards()[0].querySelector('.decision-buttons__reject')?.textContent).toBe('驳回')

  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(ui.showModal).not.toHaveBeenCalled()
  expect(staffAuditCashout).toHaveBeenCalledWith({ id: 7, approve: true })
  expect(p.lastToast()).toBe('已到账')
  expect(names()).toEqual(['会员8号'])
})

test('查询到账 on a transfer still processing keeps it in 打款中', async () => {
  const p = await open()
  jest.mocked(staffGetCashouts).mockResolvedValue(page([cashout(7, { status: 'paying' })]))
  await p.clickText('打款中')
  jest
    .mocked(staffAuditCashout)
    .mockRejectedValue(new ApiError('打款处理中，请稍后再查询', { code: ErrorCode.ThirdPartyFailed, status: 200 }))
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(names()).toEqual(['会员7号'])
})

test('查询到账 on a transfer that never arrived sends it back to 待审核', async () => {
  const p = await open()
  jest.mocked(staffGetCashouts).mockResolvedValue(page([cashout(7, { status: 'paying' })]))
  await p.clickText('打款中')
  jest.mocked(staffAuditCashout).mockImplementation(async (req) => cashout(req.id, { status: 'pending' }))
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(p.lastToast()).toBe('未到账，已退回待审核')
  expect(names()).toEqual([])
})

test('已处理 lists the paid and rejected ones without buttons, hiding pending and paying rows', async () => {
  const p = await open()
  jest
    .mocked(staffGetCashouts)
    .mockResolvedValue(
      page([
        cashout(5, { status: 'paid', auditedAt: new Date().toISOString() }),
        cashout(4),
        cashout(6, { status: 'paying' }),
        cashout(3, { status: 'rejected', rejectReason: '账号有误' })
      ])
    )
  await p.clickText('已处理')
  expect(staffGetCashouts).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 })
  expect(names()).toEqual(['会员5号', '会员3号'])
  expect(cards()[0].textContent).toContain('已到账')
  expect(cards()[1].textContent).toContain('已驳回')
  expect(cards()[1].textContent).toContain('账号有误')
  expect(document.querySelector('.decision-buttons')).toBeNull()
  expect(p.text('.list-footer')).toBe('没有更多了')
})

test('已处理 pages by the rows the server sent, counting the pending ones it hides', async () => {
  const rows = Array.from({ length: 21 }, (_, i) => cashout(i + 1, { status: i === 3 ? 'pending' : 'paid' }))
  jest
    .mocked(staffGetCashouts)
    .mockImplementation(async (req: StaffCashoutPageReq) =>
      page(
        req.status ? [] : rows.slice((req.pageNum - 1) * 20, req.pageNum * 20),
        req.status ? 0 : rows.length,
        req.pageNum
      )
    )
  const p = await open()
  await p.clickText('已处理')
  expect(cards()).toHaveLength(19)
  expect(p.text('.list-footer')).toBe('上拉加载更多')
  await p.run(() => trigger('reachBottom'))
  expect(staffGetCashouts).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 })
  expect(names()).toHaveLength(20)
  expect(names()).not.toContain('会员4号')
  expect(p.text('.list-footer')).toBe('没有更多了')
})

test('reaching the bottom loads the next page, asking from where unseen ones now are', async () => {
  jest.mocked(staffGetCashouts).mockImplementation(async (req: StaffCashoutPageReq) => {
    const approved = jest.mocked(staffAuditCashout).mock.calls.length > 0
    const queue = Array.from({ length: 25 }, (_, i) => cashout(i + 1)).filter((c) => !(approved && c.id === 1))
    return page(queue.slice((req.pageNum - 1) * 20, req.pageNum * 20), queue.length, req.pageNum)
  })
  const p = await open()
  expect(cards()).toHaveLength(20)
  expect(p.text('.list-footer')).toBe('上拉加载更多')
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  await p.run(() => trigger('reachBottom'))
  expect(staffGetCashouts).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'pending' })
  await p.run(() => trigger('reachBottom'))
  expect(staffGetCashouts).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20, status: 'pending' })
  expect(names()).toEqual(Array.from({ length: 24 }, (_, i) => `会员${i + 2}号`))
  expect(p.text('.list-footer')).toBe('没有更多了')
})
