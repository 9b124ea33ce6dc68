import {
  CONTRACT_PRICE_MAX,
  MEETING_QUOTA_MAX,
  REFUND_TERMS_MAX,
  SERVICE_ITEM_MAX,
  SERVICE_ITEMS_MAX,
  TEMPLATE_NAME_MAX,
  TERM_DAYS_MAX,
  isCreditCode,
  type ContractTemplate,
  type LegalParty,
  type SaveTemplateReq
} from '@contract/contract'
import { fenToYuanText, yuanToFen } from './contractView'

/** A template as the staff form holds it: numbers as typed, service items one per line. */
export interface TemplateForm {
  id: number
  name: string
  items: string
  meetingQuota: string
  termDays: string
  price: string
  refundTerms: string
  enabled: boolean
}

export function templateForm(t?: ContractTemplate): TemplateForm {
  if (!t) {
    return { id: 0, name: '', items: '', meetingQuota: '3', termDays: '180', price: '', refundTerms: '', enabled: true }
  }
  return {
    id: t.id,
    name: t.name,
    items: t.serviceItems.join('\n'),
    meetingQuota: String(t.meetingQuota),
    termDays: String(t.termDays),
    price: fenToYuanText(t.price),
    refundTerms: t.refundTerms,
    enabled: t.enabled
  }
}

const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN)

/** The request for what was typed, or why it can't be saved (the same limits the server checks). */
export function templateRequest(f: TemplateForm): SaveTemplateReq | string {
  const name = f.name.trim()
  if (!name) return '请填写模板名称'
  if (name.length > TEMPLATE_NAME_MAX) return `模板名称最多${TEMPLATE_NAME_MAX}字`
  const serviceItems = f.items
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)
  if (serviceItems.length === 0) return '请至少填写一项服务内容'
  if (serviceItems.length > SERVICE_ITEMS_MAX) return `服务内容最多${SERVICE_ITEMS_MAX}项`
  if (serviceItems.some((s) => s.length > SERVICE_ITEM_MAX)) return `每项服务内容最多${SERVICE_ITEM_MAX}字`
  const meetingQuota = whole(f.meetingQuota)
  if (!(meetingQuota >= 1 && meetingQuota <= MEETING_QUOTA_MAX)) return `约见次数为1到${MEETING_QUOTA_MAX}次`
  const termDays = whole(f.termDays)
  if (!(termDays >= 1 && termDays <= TERM_DAYS_MAX)) return `服务期限为1到${TERM_DAYS_MAX}天`
  const price = yuanToFen(f.price)
  if (!(price >= 100 && price <= CONTRACT_PRICE_MAX)) return '价格为1元到10万元'
  const refundTerms = f.refundTerms.trim()
  if (refundTerms.length > REFUND_TERMS_MAX) return `退款条款最多${REFUND_TERMS_MAX}字`
  return { id: f.id, name, serviceItems, meetingQuota, termDays, price, refundTerms, enabled: f.enabled }
}

/** The first thing missing or wrong, as the admin should read it; '' when the company can be saved. */
export function legalPartyProblem(p: LegalParty): string {
  if (p.name.trim().length < 2) return '请填写公司名称（与营业执照一致）'
  if (p.address.trim().length < 5) return '请填写公司注册地址'
  if (!isCreditCode(p.creditCode)) return '统一社会信用代码应为18位，请与营业执照核对'
  if (!p.sealUrl) return '请上传公司公章图片'
  return ''
}
