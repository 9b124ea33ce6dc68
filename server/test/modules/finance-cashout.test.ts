/** Cash-out: a member's withdrawal under the tenant's rules, and the staff audit that pays or refunds it. */
import { API } from '@contract/api'
import { CASHOUT_STATUS_LABELS } from '@contract/finance'
import { HOST_A, HOST_B, loginWithSms, type TestApp } from '../helpers/app'
import { fund, buildFinanceApp, financeKit, MINUTE, FAR_ID, ok } from '../helpers/finance'
import { member, type Lover } from '../helpers/love'
import { expectFailure, userIdOf } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  await t.close()
})

const { send, ledgerStaysSound, wallet, staff, mpMember, withFinanceConfig } = financeKit(() => t)

describe('cash-out', () => {
  ledgerStaysSound()

  const alipay = (amount: number, extra: Record<string, unknown> = {}) => ({
    amount,
    channel: 'alipay',
    account: '13800138000',
    realName: '张三',
    ...extra
  })
  const apply = (who: Lover, body: Record<string, unknown>) => send(who, API.finance.applyCashout, body)
  const allowance = (who: Lover) => ok(send(who, API.finance.getCouldCashutAmount))

  it('tells what may be withdrawn, under which rules, and why not', async () => {
    const m = await member(t)
    expect(await allowance(m)).toEqual({
      canCashout: true,
      balance: 0,
      couldCashout: 0,
      minAmount: 1000,
      singleMax: 200000,
      todayRemaining: 500000,
      chargeCommission: true,
      commissionRatio: 1,
      commissionMin: 100,
      needAudit: true,
      reason: '余额满10.00元才可提现'
    })
    await fund(t, m.id, 999)
    expect(await allowance(m)).toMatchObject({ balance: 999, couldCashout: 0, reason: '余额满10.00元才可提现' })
    await fund(t, m.id, 4001)
    expect(await allowance(m)).toMatchObject({ balance: 5000, couldCashout: 5000, reason: '' })
    await fund(t, m.id, 295000)
    expect(await allowance(m)).toMatchObject({ balance: 300000, couldCashout: 200000, reason: '' })
  })

  it('refuses amounts outside the single limits', async () => {
    const m = await member(t)
    await fund(t, m.id, 300000)
    expectFailure(await apply(m, alipay(999)), 41008, '单次最低提现10.00元')
    expectFailure(await apply(m, alipay(200001)), 41008, '单次最多提现2000.00元')
    expect((await wallet(m)).balance).toBe(300000)
  })

  it("to Alipay needs a valid account and the holder's Chinese real name", async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    for (const account of [undefined, '', 'abc', '1380013800', '12800138000', 'a@b']) {
      expectFailure(await apply(m, alipay(2000, { account })), 40000, '请填写正确的支付宝账号（手机号或邮箱）')
    }
    for (const realName of [undefined, '', 'Tom', '张', '张3']) {
      expectFailure(await apply(m, alipay(2000, { realName })), 40000, '请填写支付宝实名认证的真实姓名')
    }
    expect((await wallet(m)).balance).toBe(5000)
    const row = await ok(apply(m, alipay(2000, { account: ' zhang.san@example.com ', realName: '欧阳·娜娜' })))
    expect(row).toMatchObject({ channel: 'alipay', account: 'zhang.san@example.com', status: 'pending' })
  })

  it('to WeChat needs a bound WeChat; a member who came through WeChat has one', async () => {
    const token = await loginWithSms(t, '13912340001')
    const smsOnly: Lover = { token, id: await userIdOf(t, token), host: HOST_A }
    await fund(t, smsOnly.id, 5000)
    expectFailure(
      await apply(smsOnly, { amount: 2000, channel: 'wechat' }),
      41008,
      '提现到微信零钱需要先绑定微信，也可以选择提现到支付宝'
    )
    expect((await wallet(smsOnly)).balance).toBe(5000)

    const wx = await mpMember()
    await fund(t, wx.id, 5000)
    const row = await ok(apply(wx, { amount: 2000, channel: 'wechat' }))
    // The openid is not shown back to the member.
    expect(row).toMatchObject({
      channel: 'wechat',
      account: '',
      status: 'pending',
      amount: 2000,
      fee: 100,
      actualAmount: 1900
    })
    expect((await wallet(wx)).balance).toBe(3000)
  })

  it('keeps a fee of 1%, at least 1 yuan, and takes the amount from the balance at once', async () => {
    const m = await member(t)
    await fund(t, m.id, 300000)
    const cases: [number, number][] = [
      [1000, 100],
      [10000, 100],
      [12345, 124],
      [20000, 200],
      [200000, 2000]
    ]
    let balance = 300000
    for (const [amount, fee] of cases.slice(0, 4)) {
      const row = await ok(apply(m, alipay(amount)))
      expect(row).toMatchObject({
        amount,
        fee,
        actualAmount: amount - fee,
        status: 'pending',
        rejectReason: '',
        auditedAt: ''
      })
      balance -= amount
      expect((await wallet(m)).balance).toBe(balance)
    }
    const rich = await member(t)
    await fund(t, rich.id, 200000)
    expect(await ok(apply(rich, alipay(200000)))).toMatchObject({ fee: 2000, actualAmount: 198000 })
    expect((await wallet(rich)).balance).toBe(0)
  })

  it('lists the pending withdrawal in the history', async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    const row = await ok(apply(m, alipay(3000)))
    const his = await ok(send(m, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))
    expect(his).toMatchObject({ total: 1, pageNum: 1, pageSize: 20 })
    expect(his.list).toEqual([row])
    expect(his.list[0]).toMatchObject({
      status: 'pending',
      amount: 3000,
      fee: 100,
      actualAmount: 2900,
      account: '13800138000'
    })
  })

  it('holds to the daily limit across several withdrawals', async () => {
    const m = await member(t)
    await fund(t, m.id, 600000)
    await ok(apply(m, alipay(200000)))
    await ok(apply(m, alipay(200000)))
    expect(await allowance(m)).toMatchObject({
      balance: 200000,
      todayRemaining: 100000,
      couldCashout: 100000,
      reason: ''
    })
    expectFailure(await apply(m, alipay(200000)), 41008, '今日还可提现1000.00元')
    expectFailure(await apply(m, alipay(100001)), 41008, '今日还可提现1000.00元')
    await ok(apply(m, alipay(100000)))
    expect(await allowance(m)).toMatchObject({
      balance: 100000,
      todayRemaining: 0,
      couldCashout: 0,
      reason: '今日提现额度已用完，明天再来吧'
    })
    expectFailure(await apply(m, alipay(1000)), 41008, '今日还可提现0.00元')
    expect((await wallet(m)).balance).toBe(100000)
    expect((await ok(send(m, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))).total).toBe(3)
  })

  it('refuses more than the balance and stores nothing', async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    expectFailure(await apply(m, alipay(5001)), 41006, '可提现余额不足')
    expect((await wallet(m)).balance).toBe(5000)
    expect((await ok(send(m, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))).total).toBe(0)
    expect((await allowance(m)).todayRemaining).toBe(500000)
  })

  it('pays at once when the tenant needs no audit', async () => {
    await withFinanceConfig(2, { cashoutNeedAudit: false }, async () => {
      const m = await member(t, HOST_B)
      await fund(t, m.id, 5000, 2)
      expect((await allowance(m)).needAudit).toBe(false)
      const row = await ok(apply(m, alipay(3000)))
      expect(row).toMatchObject({ status: 'paid', fee: 100, actualAmount: 2900 })
      expect(row.auditedAt).not.toBe('')
      expect((await wallet(m)).balance).toBe(2000)
      expect((await ok(send(m, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))).list[0].status).toBe(
        'paid'
      )
    })
  })

  it('charges no fee when the tenant charges none', async () => {
    await withFinanceConfig(1, { cashoutChargeCommission: false }, async () => {
      const m = await member(t)
      await fund(t, m.id, 5000)
      expect(await ok(apply(m, alipay(1000)))).toMatchObject({ fee: 0, actualAmount: 1000 })
    })
  })

  it('refuses everything while cash-out is closed', async () => {
    await withFinanceConfig(1, { canCashout: false }, async () => {
      const m = await member(t)
      await fund(t, m.id, 5000)
      expect(await allowance(m)).toMatchObject({ canCashout: false, couldCashout: 0, reason: '暂未开放提现' })
      expectFailure(await apply(m, alipay(2000)), 41008, '暂未开放提现')
      expect((await wallet(m)).balance).toBe(5000)
    })
  })

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    for (const amount of [0, -100, 1.5, '2000', 2_000_000_000, undefined]) {
      expectFailure(await apply(m, { ...alipay(2000), amount }), 40000, '请输入正确的提现金额')
    }
    for (const channel of ['bank', undefined, 1]) {
      expectFailure(await apply(m, { ...alipay(2000), channel }), 40000, '请选择提现方式')
    }
    expectFailure(
      await apply(m, alipay(2000, { account: 'a'.repeat(61) })),
      40000,
      '请填写正确的支付宝账号（手机号或邮箱）'
    )
    expectFailure(await apply(m, alipay(2000, { realName: '张'.repeat(21) })), 40000, '请填写支付宝实名认证的真实姓名')
    expect((await wallet(m)).balance).toBe(5000)
  })
})

describe('cash-out audit', () => {
  ledgerStaysSound()

  async function pendingCashout(amount = 3000) {
    const m = await member(t)
    await fund(t, m.id, 10000)
    const row = await ok(
      send(m, API.finance.applyCashout, { amount, channel: 'alipay', account: '13800138000', realName: '张三' })
    )
    return { m, row }
  }
  const audit = (who: Lover, body: Record<string, unknown>) => send(who, API.finance.staffAuditCashout, body)
  const history = async (who: Lover) =>
    (await ok(send(who, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))).list

  it('an admin sees pending withdrawals with the payee masked and pays one out to the whole account', async () => {
    const { m, row } = await pendingCashout()
    const admin = await staff('admin')
    const pending = await ok(send(admin, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 50, status: 'pending' }))
    expect(pending.list.every((c) => c.status === 'pending')).toBe(true)
    expect(pending.list.find((c) => c.id === row.id)).toMatchObject({
      userId: m.id,
      realName: '张*',
      account: '138****8000',
      amount: 3000
    })

    const paid = await ok(audit(admin, { id: row.id, approve: true }))
    expect(paid).toMatchObject({ id: row.id, status: 'paid', userId: m.id })
    expect(Math.abs(Date.parse(paid.auditedAt) - Date.now())).toBeLessThan(MINUTE)
    const [mine] = await history(m)
    expect(mine).toMatchObject({ id: row.id, status: 'paid', rejectReason: '' })
    expect(mine.auditedAt).toBe(paid.auditedAt)
    expect((await wallet(m)).balance).toBe(7000)
    const paidList = await ok(send(admin, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 50, status: 'paid' }))
    expect(paidList.list.map((c) => c.id)).toContain(row.id)
  })

  it('a rejection needs a reason and refunds the balance; the member reads why', async () => {
    const { m, row } = await pendingCashout()
    const admin = await staff('admin')
    expectFailure(await audit(admin, { id: row.id, approve: false }), 40000, '请填写驳回原因')
    expectFailure(await audit(admin, { id: row.id, approve: false, reason: '   ' }), 40000, '请填写驳回原因')
    expect((await wallet(m)).balance).toBe(7000)
    const rejected = await ok(audit(admin, { id: row.id, approve: false, reason: ' 支付宝账号与姓名不符 ' }))
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '支付宝账号与姓名不符' })
    expect((await wallet(m)).balance).toBe(10000)
    const [mine] = await history(m)
    expect(CASHOUT_STATUS_LABELS[mine.status]).toBe('已驳回')
    expect(mine).toMatchObject({ status: 'rejected', rejectReason: '支付宝账号与姓名不符' })
    expect(mine.auditedAt).not.toBe('')
    const incomes = await ok(send(m, API.finance.getPagedIncomes, { pageNum: 1, pageSize: 20 }))
    expect(incomes.list[0]).toMatchObject({ title: '提现驳回退回', amount: 3000, balanceAfter: 10000 })
    // A rejected withdrawal does not count against today's limit.
    expect((await ok(send(m, API.finance.getCouldCashutAmount))).todayRemaining).toBe(500000)
  })

  it('is decided once', async () => {
    const { m, row } = await pendingCashout()
    const admin = await staff('admin')
    await ok(audit(admin, { id: row.id, approve: true }))
    expectFailure(await audit(admin, { id: row.id, approve: true }), 40900, '这笔提现已被处理')
    expectFailure(await audit(admin, { id: row.id, approve: false, reason: '重复' }), 40900, '这笔提现已被处理')
    expect((await wallet(m)).balance).toBe(7000)

    const second = await pendingCashout()
    await ok(audit(admin, { id: second.row.id, approve: false, reason: '信息有误' }))
    expectFailure(await audit(admin, { id: second.row.id, approve: true }), 40900, '这笔提现已被处理')
    expect((await wallet(second.m)).balance).toBe(10000)
  })

  it('is for admins of the tenant only', async () => {
    const { m, row } = await pendingCashout()
    for (const who of [m, await member(t), await staff('auditor'), await staff('matchmaker')]) {
      expectFailure(await audit(who, { id: row.id, approve: true }), 40300, '没有权限')
      expectFailure(await send(who, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 20 }), 40300, '没有权限')
    }
    const foreignAdmin = await staff('admin', HOST_B)
    expectFailure(await audit(foreignAdmin, { id: row.id, approve: true }), 40400, '提现申请不存在')
    expect(
      (await ok(send(foreignAdmin, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 50 }))).list.map((c) => c.id)
    ).not.toContain(row.id)
    expectFailure(await audit(await staff('admin'), { id: FAR_ID, approve: true }), 40400, '提现申请不存在')
    expect((await history(m))[0].status).toBe('pending')
  })

  it('refuses bad input with a Chinese message', async () => {
    const admin = await staff('admin')
    expectFailure(await audit(admin, { id: 0, approve: true }), 40000, '编号不正确')
    expectFailure(await audit(admin, { id: 1 }), 40000, '请选择审核结果')
    expectFailure(await audit(admin, { id: 1, approve: false, reason: '因'.repeat(101) }), 40000, '驳回原因最多100个字')
    expectFailure(
      await send(admin, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 20, status: 'done' }),
      40000,
      '状态不正确'
    )
  })
})
