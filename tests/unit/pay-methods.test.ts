import type { FinOrder, WalletSummary } from '@contract/finance'
import { backIsPreviousPage, backTarget } from '../../src/subpages/member/models/backUrl'
import { chosenPayMethod, defaultPayMethod, payOptions, tenpayScene } from '../../src/subpages/member/models/payMethods'
import { formatCountdown } from '../../src/subpages/member/models/useCountdown'

const order = (amount: number, creditPrice = 0): FinOrder => ({
  orderNo: 'N1',
  kind: 'vip',
  title: 'VIP 月卡',
  amount,
  creditPrice,
  status: 'unpaid',
  payMethod: null,
  refundedAmount: 0,
  createdAt: '2026-03-01T08:00:00Z',
  expiresAt: '2026-03-01T08:30:00Z',
  paidAt: ''
})
const wallet = (balance: number, credit = 0): WalletSummary => ({ balance, credit, lineCredits: 0 })
const H5 = { balanceName: '钱包', creditName: '积分', weapp: false }

describe('payOptions', () => {
  test('offers the balance, WeChat Pay and Alipay; the balance shows what is available', () => {
    const options = payOptions(order(1000), wallet(2000), H5)
    expect(options.map((o) => o.method)).toEqual(['wallet', 'tenpay', 'alipay'])
    expect(options[0]).toEqual({ method: 'wallet', label: '余额支付', note: '可用钱包 ¥20.00', blocked: '' })
    expect(payOptions(order(1000), wallet(2000), { ...H5, balanceName: '余额' })[0].note).toBe('可用余额 ¥20.00')
  })

  test('a balance short of the amount blocks 余额支付 with 余额不足', () => {
    const [balance] = payOptions(order(1000), wallet(999), H5)
    expect(balance.blocked).toBe('余额不足')
    expect(payOptions(order(1000), wallet(1000), H5)[0].blocked).toBe('')
  })

  test('points appear only when they may pay for the order, blocked when there are too few', () => {
    expect(payOptions(order(1000, 0), wallet(0, 5000), H5).some((o) => o.method === 'credit')).toBe(false)
    const credit = payOptions(order(1000, 1000), wallet(0, 999), H5).find((o) => o.method === 'credit')
    expect(credit?.label).toBe('积分抵扣')
    expect(credit?.note).toContain('使用 1000 积分')
    expect(credit?.blocked).toBe('积分不足')
    expect(payOptions(order(1000, 1000), wallet(0, 1000), H5).find((o) => o.method === 'credit')?.blocked).toBe('')
  })

  test('the mini-program has no Alipay', () => {
    expect(payOptions(order(1000), wallet(0), { ...H5, weapp: true }).map((o) => o.method)).toEqual([
      'wallet',
      'tenpay'
    ])
  })
})

describe('choosing', () => {
  test('defaults to the balance when it covers the order, else WeChat Pay', () => {
    expect(defaultPayMethod(payOptions(order(1000), wallet(1000), H5))).toBe('wallet')
    expect(defaultPayMethod(payOptions(order(1000), wallet(10), H5))).toBe('tenpay')
  })

  test("keeps the member's pick unless it is blocked or not offered", () => {
    const options = payOptions(order(1000, 500), wallet(5000, 100), H5)
    expect(chosenPayMethod(options, 'alipay')).toBe('alipay')
    expect(chosenPayMethod(options, 'credit')).toBe('wallet')
    expect(chosenPayMethod(options, null)).toBe('wallet')
    expect(chosenPayMethod(payOptions(order(1000), wallet(0), { ...H5, weapp: true }), 'alipay')).toBe('tenpay')
  })
})

test('the WeChat Pay scene follows where the member pays from', () => {
  expect(tenpayScene({ weapp: true, wechatBrowser: false })).toBe('miniapp')
  expect(tenpayScene({ weapp: false, wechatBrowser: true })).toBe('jsapi')
  expect(tenpayScene({ weapp: false, wechatBrowser: false })).toBe('h5')
})

test('the countdown reads mm:ss, rounding the last part-second up', () => {
  expect(formatCountdown(30 * 60 * 1000)).toBe('30:00')
  expect(formatCountdown(61_000)).toBe('01:01')
  expect(formatCountdown(400)).toBe('00:01')
  expect(formatCountdown(0)).toBe('00:00')
  expect(formatCountdown(-5)).toBe('00:00')
})

test('the back target is one of our pages, decoded once whichever way the platform hands it over', () => {
  expect(backTarget(undefined)).toBe('')
  expect(backTarget('/member/love/vip')).toBe('/member/love/vip')
  expect(backTarget(encodeURIComponent('/member/finance?tab=credit'))).toBe('/member/finance?tab=credit')
  expect(backTarget('/pages/love/detail?name=%E5%BC%A0')).toBe('/pages/love/detail?name=%E5%BC%A0')
  expect(backTarget(encodeURIComponent('https://evil.example/'))).toBe('')
  expect(backTarget('%E0%A4%A')).toBe('')
})

test('done paying goes back to the purchase page when it is just below the cashier, instead of stacking a copy', () => {
  const stack = (...routes: string[]) => routes.map((route) => ({ route }))
  expect(
    backIsPreviousPage('/member/love/vip', stack('pages/index/index', 'member/love/vip', 'subpages/member/pay'))
  ).toBe(true)
  expect(backIsPreviousPage('/member/finance?tab=credit', stack('/member/finance', '/subpages/member/pay'))).toBe(true)
  expect(backIsPreviousPage('/member/love/vip', stack('pages/index/index', 'subpages/member/pay'))).toBe(false)
  expect(backIsPreviousPage('', stack('member/love/vip', 'subpages/member/pay'))).toBe(false)
  expect(backIsPreviousPage('/member/love/vip', stack('subpages/member/pay'))).toBe(false)
  expect(
    backIsPreviousPage('/member/love/top', [
      { $taroPath: 'member/love/top?stamp=3' },
      { $taroPath: 'subpages/member/pay?orderNo=N1' }
    ])
  ).toBe(true)
})
