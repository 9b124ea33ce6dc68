import type { CashoutAllowance } from '@contract/finance'
import { cashoutFee } from '@contract/finance'
import { cashoutRequest, EMPTY_CASHOUT_FORM } from '../../src/subpages/member/models/cashoutForm'
import { fenToYuanInput, yuanToFen } from '../../src/subpages/member/models/yuanInput'

const allowance = (over: Partial<CashoutAllowance> = {}): CashoutAllowance => ({
  canCashout: true,
  balance: 100000,
  couldCashout: 50000,
  minAmount: 1000,
  singleMax: 50000,
  todayRemaining: 200000,
  chargeCommission: true,
  commissionRatio: 1,
  commissionMin: 100,
  needAudit: true,
  reason: '',
  ...over
})

describe('cashoutFee', () => {
  test('is nothing when the tenant charges no fee', () => {
    expect(cashoutFee(12345, allowance({ chargeCommission: false }))).toBe(0)
  })

  test('takes the ratio of the amount rounded up to the fen', () => {
    const rule = allowance({ commissionRatio: 1, commissionMin: 0 })
    expect(cashoutFee(10000, rule)).toBe(100)
    expect(cashoutFee(10001, rule)).toBe(101)
    expect(cashoutFee(12345, allowance({ commissionRatio: 0.6, commissionMin: 0 }))).toBe(75)
  })

  test('charges at least the minimum fee, but never more than the amount', () => {
    expect(cashoutFee(1000, allowance({ commissionRatio: 1, commissionMin: 200 }))).toBe(200)
    expect(cashoutFee(150, allowance({ commissionRatio: 1, commissionMin: 200 }))).toBe(150)
  })
})

describe('yuan typed by the member', () => {
  test('becomes fen without float error', () => {
    expect(yuanToFen('0.29')).toBe(29)
    expect(yuanToFen('12.34')).toBe(1234)
    expect(yuanToFen('19.9')).toBe(1990)
    expect(yuanToFen(' 100 ')).toBe(10000)
    expect(yuanToFen('1.005')).toBeNull()
    expect(yuanToFen('12.')).toBeNull()
    expect(yuanToFen('-1')).toBeNull()
    expect(yuanToFen('1e3')).toBeNull()
    expect(yuanToFen('abc')).toBeNull()
  })

  test('fen are written back as plain yuan the input accepts', () => {
    expect(fenToYuanInput(123456)).toBe('1234.56')
    expect(fenToYuanInput(5)).toBe('0.05')
    expect(yuanToFen(fenToYuanInput(98765))).toBe(98765)
  })
})

describe('cashoutRequest', () => {
  const form = (amount: string) => ({ ...EMPTY_CASHOUT_FORM, amount })

  test('says what is wrong with the amount', () => {
    const a = allowance()
    expect(cashoutRequest(form(''), a)).toBe('请输入提现金额')
    expect(cashoutRequest(form('12.345'), a)).toBe('提现金额最多保留两位小数')
    expect(cashoutRequest(form('0'), a)).toBe('请输入正确的提现金额')
    expect(cashoutRequest(form('1,000'), a)).toBe('请输入正确的提现金额')
    expect(cashoutRequest(form('9.99'), a)).toBe('单次最低提现 ¥10.00')
    expect(cashoutRequest(form('500.01'), a)).toBe('最多可提现 ¥500.00')
    expect(cashoutRequest(form('10'), allowance({ commissionMin: 1000 }))).toBe('提现金额不足以支付手续费')
  })

  test('passes on why the member cannot withdraw at all', () => {
    expect(cashoutRequest(form('100'), allowance({ canCashout: false, reason: '暂未开放提现' }))).toBe('暂未开放提现')
    expect(cashoutRequest(form('100'), allowance({ couldCashout: 0, reason: '今日提现额度已用完，明天再来吧' }))).toBe(
      '今日提现额度已用完，明天再来吧'
    )
  })

  test('sends fen to WeChat, and to Alipay only with an account and the real name', () => {
    expect(cashoutRequest(form('12.34'), allowance())).toEqual({ amount: 1234, channel: 'wechat' })
    const alipay = { ...form('100'), channel: 'alipay' as const }
    expect(cashoutRequest(alipay, allowance())).toBe('请填写支付宝账号')
    expect(cashoutRequest({ ...alipay, account: 'abc' }, allowance())).toBe('请填写正确的支付宝账号（手机号或邮箱）')
    expect(cashoutRequest({ ...alipay, account: '13800000001' }, allowance())).toBe('请填写真实姓名')
    expect(cashoutRequest({ ...alipay, account: '13800000001', realName: 'Li' }, allowance())).toBe(
      '请填写支付宝实名认证的真实姓名'
    )
    expect(cashoutRequest({ ...alipay, account: ' a@b.cn ', realName: ' 张三 ' }, allowance())).toEqual({
      amount: 10000,
      channel: 'alipay',
      account: 'a@b.cn',
      realName: '张三'
    })
  })
})
