import { Type } from '@sinclair/typebox'
import {
  CLOSE_REASON_MAX,
  CONTRACT_PRICE_MAX,
  CONTRACT_STATUSES,
  CREDIT_CODE_PATTERN,
  ESIGN_MODES,
  LEGAL_ADDRESS_MAX,
  LEGAL_NAME_MAX,
  MEETING_QUOTA_MAX,
  REFUND_TERMS_MAX,
  SERVICE_ITEM_MAX,
  SERVICE_ITEMS_MAX,
  SIGNATURE_MAX_BYTES,
  TEMPLATE_NAME_MAX,
  TERM_DAYS_MAX
} from '@contract/contract'
import { ImageUrl } from '../image/schema'
import { Cursor, Id, INT4_MAX, MemberId, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'

const ContractId = withMessage(Id, '合同不正确')
const StatusSchema = withMessage(oneOf(CONTRACT_STATUSES), '合同状态不正确')

const TemplateFields = {
  name: Type.String({ minLength: 1, maxLength: TEMPLATE_NAME_MAX, [MESSAGE]: `模板名称最多${TEMPLATE_NAME_MAX}字` }),
  serviceItems: Type.Array(
    Type.String({ maxLength: SERVICE_ITEM_MAX, [MESSAGE]: `每项服务内容最多${SERVICE_ITEM_MAX}字` }),
    { maxItems: SERVICE_ITEMS_MAX, [MESSAGE]: `服务内容最多${SERVICE_ITEMS_MAX}项` }
  ),
  meetingQuota: Type.Integer({
    minimum: 1,
    maximum: MEETING_QUOTA_MAX,
    [MESSAGE]: `约见次数为1到${MEETING_QUOTA_MAX}次`
  }),
  termDays: Type.Integer({ minimum: 1, maximum: TERM_DAYS_MAX, [MESSAGE]: `服务期限为1到${TERM_DAYS_MAX}天` }),
  price: Type.Integer({ minimum: 100, maximum: CONTRACT_PRICE_MAX, [MESSAGE]: '价格为1元到10万元' }),
  refundTerms: Type.String({ maxLength: REFUND_TERMS_MAX, [MESSAGE]: `退款条款最多${REFUND_TERMS_MAX}字` }),
  enabled: Type.Boolean()
}

export const SaveTemplateReqSchema = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: INT4_MAX, [MESSAGE]: '模板不正确' }),
  ...TemplateFields
})

export const TemplateSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  serviceItems: Type.Array(Type.String()),
  meetingQuota: Type.Integer(),
  termDays: Type.Integer(),
  price: Type.Integer(),
  refundTerms: Type.String(),
  enabled: Type.Boolean(),
  updatedAt: Type.String()
})

const ContractFields = {
  id: Type.Integer(),
  contractNo: Type.String(),
  templateId: Type.Integer(),
  customerId: Type.Integer(),
  customerName: Type.String(),
  customerAvatar: Type.String(),
  matchmakerId: Type.Integer(),
  matchmakerName: Type.String(),
  name: Type.String(),
  serviceItems: Type.Array(Type.String()),
  meetingQuota: Type.Integer(),
  meetingsUsed: Type.Integer(),
  termDays: Type.Integer(),
  price: Type.Integer(),
  refundTerms: Type.String(),
  status: oneOf(CONTRACT_STATUSES),
  orderNo: Type.String(),
  paidAt: Type.String(),
  hasPdf: Type.Boolean(),
  pdfSha256: Type.String(),
  signedAt: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  closedAt: Type.String(),
  closeReason: Type.String(),
  createdAt: Type.String()
}

export const ContractSchema = Type.Object(ContractFields)
const LegalPartyFields = {
  name: Type.String(),
  address: Type.String(),
  creditCode: Type.String(),
  sealUrl: Type.String()
}
export const LegalPartySchema = Type.Object(LegalPartyFields)
export const LegalPartyResSchema = Type.Object({ party: LegalPartySchema, complete: Type.Boolean() })
export const SaveLegalPartyReqSchema = Type.Object({
  name: Type.String({
    minLength: 2,
    maxLength: LEGAL_NAME_MAX,
    [MESSAGE]: `请填写公司名称（最多${LEGAL_NAME_MAX}字）`
  }),
  address: Type.String({
    minLength: 5,
    maxLength: LEGAL_ADDRESS_MAX,
    [MESSAGE]: `请填写公司注册地址（最多${LEGAL_ADDRESS_MAX}字）`
  }),
  creditCode: Type.String({
    pattern: CREDIT_CODE_PATTERN,
    [MESSAGE]: '统一社会信用代码应为18位数字或大写字母'
  }),
  sealUrl: withMessage(ImageUrl, '请上传公司公章图片')
})
export const ContractDetailSchema = Type.Object({
  ...ContractFields,
  esignMode: oneOf(ESIGN_MODES),
  partyA: Type.Union([LegalPartySchema, Type.Null()])
})
export const MyContractsSchema = Type.Object({ list: Type.Array(ContractSchema) })
export const ContractPageSchema = Type.Object({ list: Type.Array(ContractSchema), nextCursor: Type.String() })

export const ContractIdReqSchema = Type.Object({ id: ContractId })
export const ContractPdfSchema = Type.Object({ fileName: Type.String(), base64: Type.String() })
export const PayContractResSchema = Type.Object({ orderNo: Type.String() })
export const SignContractReqSchema = Type.Object({
  id: ContractId,
  signature: Type.String({
    maxLength: Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64,
    [MESSAGE]: '签名图片不正确，请重新签名'
  })
})
export const StartEsignResSchema = Type.Object({ signerUrl: Type.String() })

export const EsignCallbackReqSchema = Type.Object({
  flowId: Type.String({ minLength: 1, maxLength: 128 }),
  status: oneOf(['signed', 'rejected'] as const),
  timestamp: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  signature: Type.String({ pattern: '^[0-9a-f]{64}$' })
})
export const EsignCallbackResSchema = Type.Object({ ok: Type.Boolean() })

export const ManagedContractPageReqSchema = Type.Object({
  status: Type.Union([StatusSchema, Type.Literal('')], { [MESSAGE]: '合同状态不正确' }),
  customerId: Type.Integer({ minimum: 0, maximum: INT4_MAX, [MESSAGE]: '会员不正确' }),
  cursor: Cursor,
  pageSize: PageSize
})

export const CreateContractReqSchema = Type.Object({
  templateId: withMessage(Id, '请选择合同模板'),
  customerId: MemberId
})

export const CloseContractReqSchema = Type.Object({
  id: ContractId,
  reason: Type.String({ maxLength: CLOSE_REASON_MAX, [MESSAGE]: `原因最多${CLOSE_REASON_MAX}字` })
})
