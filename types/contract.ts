/**
 * Service contracts: a tenant's templates, and the contracts customers pay and sign. A contract
 * copies its template's terms when a matchmaker creates it for a customer; the customer signs it
 * with a drawn signature (the server keeps a PDF of what was signed), then pays it in the cashier,
 * and it takes effect once both are done. 甲方 is the tenant's legal company, set by an admin.
 */
import type { CONTRACT_API } from './contract-api'
import type { CursorPage, CursorReq } from './love'

/**
 * UNSIGNED (待签署) → UNPAID (signed, 待付款) → SIGNED (paid too: 已生效) → COMPLETED | REFUNDED;
 * UNSIGNED and UNPAID may be cancelled. PAID is a contract paid before it was signed (the old
 * order of things, or money that arrived for an unsigned one): signing it makes it effective.
 */
export const CONTRACT_STATUSES = ['unsigned', 'unpaid', 'paid', 'signed', 'completed', 'refunded', 'cancelled'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  unsigned: '待签署',
  unpaid: '待付款',
  paid: '已付款待签署',
  signed: '已生效',
  completed: '已完成',
  refunded: '已退款',
  cancelled: '已取消'
}

/** How the customer signs: drawn on the phone (offline, the default) or on an e-sign provider's page. */
export const ESIGN_MODES = ['offline', 'http'] as const
export type EsignMode = (typeof ESIGN_MODES)[number]

export const TEMPLATE_NAME_MAX = 30
export const SERVICE_ITEM_MAX = 40
export const SERVICE_ITEMS_MAX = 12
export const REFUND_TERMS_MAX = 1000
export const MEETING_QUOTA_MAX = 100
export const TERM_DAYS_MAX = 3650
/** fen: ¥100,000 */
export const CONTRACT_PRICE_MAX = 10_000_000
export const CLOSE_REASON_MAX = 200

export interface ContractTemplateInput {
  name: string
  serviceItems: string[]
  meetingQuota: number
  termDays: number
  /** fen */
  price: number
  refundTerms: string
  enabled: boolean
}

export interface ContractTemplate extends ContractTemplateInput {
  id: number
  updatedAt: string
}

export interface SaveTemplateReq extends ContractTemplateInput {
  /** 0: a new template. */
  id: number
}

export interface ContractView {
  id: number
  contractNo: string
  templateId: number
  customerId: number
  customerName: string
  customerAvatar: string
  matchmakerId: number
  matchmakerName: string
  name: string
  serviceItems: string[]
  meetingQuota: number
  meetingsUsed: number
  termDays: number
  /** fen */
  price: number
  refundTerms: string
  status: ContractStatus
  /** The cashier order while it is unpaid; '' once there is none to pay. */
  orderNo: string
  paidAt: string
  /** Signed: its PDF is read through getContractPdf by the customer and the office staff in scope. */
  hasPdf: boolean
  pdfSha256: string
  signedAt: string
  startsAt: string
  endsAt: string
  closedAt: string
  closeReason: string
  createdAt: string
}

/** 甲方: the tenant's legal company as the contract names it. */
export interface LegalParty {
  name: string
  address: string
  /** 统一社会信用代码: 18 characters. */
  creditCode: string
  /** The company seal, an image this server stored. */
  sealUrl: string
}

export const LEGAL_NAME_MAX = 60
export const LEGAL_ADDRESS_MAX = 120
/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters, digits and capital letters without I, O, Z, S, V;
 * the first is the registering authority, the second the kind of organisation.
 */
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$'
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** Whether a 统一社会信用代码 is well formed, its last character the check digit of the first 17. */
export function isCreditCode(code: string): boolean {
  if (!new RegExp(CREDIT_CODE_PATTERN).test(code)) return false
  const sum = CREDIT_CODE_WEIGHTS.reduce((acc, w, i) => acc + CREDIT_CODE_CHARS.indexOf(code[i]) * w, 0)
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] === code[17]
}

/** Every field is needed before a contract can name the company. */
export const legalPartyComplete = (p: LegalParty): boolean =>
  p.name.trim() !== '' && p.address.trim() !== '' && isCreditCode(p.creditCode) && p.sealUrl !== ''

export const LEGAL_PARTY_MISSING =
  '请管理员先在「甲方公司信息」中填写公司名称、地址、统一社会信用代码并上传公章，才能发起合同'

/** What the customer's page adds: how they sign, and the company they contract with. */
export interface ContractDetail extends ContractView {
  esignMode: EsignMode
  /** null until the admin sets it (no contract is issued without it). */
  partyA: LegalParty | null
}

export interface ContractIdReq {
  id: number
}

/** The signed contract's PDF, base64 in the envelope: it is never a public file. */
export interface ContractPdf {
  fileName: string
  base64: string
}

export interface MyContractsRes {
  list: ContractView[]
}

export interface PayContractRes {
  orderNo: string
}

/**
 * The drawn signature travels with the signing itself and is kept only inside the contract's record
 * (its PDF shows it): never an uploaded file with a public address.
 */
export interface SignContractReq {
  id: number
  /** The signature pad's PNG as a data URL (data:image/png;base64,…), at most SIGNATURE_MAX_BYTES. */
  signature: string
}
/** A drawn signature is strokes on a blank canvas: a few dozen KB; anything near this is not one. */
export const SIGNATURE_MAX_BYTES = 512 * 1024

export interface StartEsignRes {
  signerUrl: string
}

/** What an e-sign provider posts when a signing flow ends, signed with the shared secret. */
export interface EsignCallbackReq {
  flowId: string
  status: 'signed' | 'rejected'
  /** Unix seconds; old callbacks are refused. */
  timestamp: number
  /** hex HMAC-SHA256 of `${timestamp}\n${flowId}\n${status}` with ESIGN_HTTP_SECRET. */
  signature: string
}

export interface EsignCallbackRes {
  ok: boolean
}

export interface ManagedContractPageReq extends CursorReq {
  /** '' for every status. */
  status: ContractStatus | ''
  /** 0 for every customer. */
  customerId: number
}

export interface CreateContractReq {
  templateId: number
  customerId: number
}

export interface CloseContractReq {
  id: number
  reason: string
}

/** "已约见 2/3 次" */
export function quotaText(c: Pick<ContractView, 'meetingsUsed' | 'meetingQuota'>): string {
  return `已约见 ${c.meetingsUsed}/${c.meetingQuota} 次`
}

/** ¥2,999 or ¥2,999.50 */
export function contractPriceText(fen: number): string {
  const yuan = Math.floor(fen / 100).toLocaleString('en-US')
  const cents = fen % 100
  return `¥${yuan}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`
}

export interface LegalPartyRes {
  party: LegalParty
  /** False until every field is set: contracts are refused until then. */
  complete: boolean
}

export interface ContractEndpoints {
  [CONTRACT_API.getMyContracts]: { req: Record<string, never>; res: MyContractsRes }
  [CONTRACT_API.getContract]: { req: ContractIdReq; res: ContractDetail }
  [CONTRACT_API.payContract]: { req: ContractIdReq; res: PayContractRes }
  [CONTRACT_API.signContract]: { req: SignContractReq; res: ContractView }
  [CONTRACT_API.getContractPdf]: { req: ContractIdReq; res: ContractPdf }
  [CONTRACT_API.startEsign]: { req: ContractIdReq; res: StartEsignRes }
  [CONTRACT_API.esignCallback]: { req: EsignCallbackReq; res: EsignCallbackRes }
  [CONTRACT_API.getTemplates]: { req: Record<string, never>; res: ContractTemplate[] }
  [CONTRACT_API.saveTemplate]: { req: SaveTemplateReq; res: ContractTemplate }
  [CONTRACT_API.getManagedContractPage]: { req: ManagedContractPageReq; res: CursorPage<ContractView> }
  [CONTRACT_API.createContract]: { req: CreateContractReq; res: ContractView }
  [CONTRACT_API.cancelContract]: { req: CloseContractReq; res: ContractView }
  [CONTRACT_API.completeContract]: { req: CloseContractReq; res: ContractView }
  [CONTRACT_API.refundContract]: { req: CloseContractReq; res: ContractView }
  [CONTRACT_API.getLegalParty]: { req: Record<string, never>; res: LegalPartyRes }
  [CONTRACT_API.saveLegalParty]: { req: LegalParty; res: LegalPartyRes }
}
