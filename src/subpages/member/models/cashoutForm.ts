import { REAL_NAME_PATTERN } from '@contract/certification'
import {
  ALIPAY_ACCOUNT_PATTERN,
  cashoutFee,
  type ApplyCashoutReq,
  type CashoutAllowance,
  type CashoutChannel
} from '@contract/finance'
import { yuanText } from '@/utils/financeText'
import { yuanToFen } from './yuanInput'

export interface CashoutForm {
  /** Yuan as typed. */
  amount: string
  channel: CashoutChannel
  account: string
  realName: string
}

export const EMPTY_CASHOUT_FORM: CashoutForm = { amount: '', channel: 'wechat', account: '', realName: '' }

// The server's own checks, repeated so the member learns what to fix before sending.
const ALIPAY_ACCOUNT_RE = new RegExp(ALIPAY_ACCOUNT_PATTERN)
const REAL_NAME_RE = new RegExp(REAL_NAME_PATTERN)

/** The amount in fen, or what is wrong with it. */
function checkedAmount(typed: string, a: CashoutAllowance): number | string {
  const text = typed.trim()
  if (!text) return '请输入提现金额'
  if (/^\d+\.\d{3,}$/.test(text)) return '提现金额最多保留两位小数'
  const fen = yuanToFen(text)
  if (fen === null || fen <= 0) return '请输入正确的提现金额'
  if (fen < a.minAmount) return `单次最低提现 ${yuanText(a.minAmount)}`
  if (fen > a.couldCashout) return `最多可提现 ${yuanText(a.couldCashout)}`
  if (cashoutFee(fen, a) >= fen) return '提现金额不足以支付手续费'
  return fen
}

function payeeProblem(form: CashoutForm): string {
  if (form.channel !== 'alipay') return ''
  const account = form.account.trim()
  const realName = form.realName.trim()
  if (!account) return '请填写支付宝账号'
  if (!ALIPAY_ACCOUNT_RE.test(account)) return '请填写正确的支付宝账号（手机号或邮箱）'
  if (!realName) return '请填写真实姓名'
  if (!REAL_NAME_RE.test(realName)) return '请填写支付宝实名认证的真实姓名'
  return ''
}

/** The applyCashout request for the form, or the message telling the member what to fix. */
export function cashoutRequest(form: CashoutForm, allowance: CashoutAllowance): ApplyCashoutReq | string {
  if (!allowance.canCashout || allowance.reason) return allowance.reason || '暂未开放提现'
  const amount = checkedAmount(form.amount, allowance)
  if (typeof amount === 'string') return amount
  const payee = payeeProblem(form)
  if (payee) return payee
  if (form.channel === 'wechat') return { amount, channel: 'wechat' }
  return { amount, channel: 'alipay', account: form.account.trim(), realName: form.realName.trim() }
}
