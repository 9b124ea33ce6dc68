import { Type } from '@sinclair/typebox'
import {
  CERT_KINDS,
  CERT_MAX_IMAGES,
  CERT_STATUSES,
  REAL_NAME_PATTERN,
  REAL_NAME_RULE_TEXT
} from '@contract/certification'
import { ID_CARD_PATTERN, ID_CARD_RULE_TEXT } from '@contract/rules'
import { Id, MESSAGE, oneOf, PageFields, PagedOf, withMessage } from '../../lib/schemas'
import { ImageUrl } from '../image/schema'
import { EducationSchema } from '../love-profile/schema'

const Images = Type.Array(ImageUrl, { maxItems: CERT_MAX_IMAGES, [MESSAGE]: '图片不正确，请重新上传' })
const Text = (maxLength: number, message: string) => Type.String({ maxLength, [MESSAGE]: message })
const CertKindSchema = withMessage(oneOf(CERT_KINDS), '认证类型不正确')

const Progress = {
  status: oneOf(CERT_STATUSES),
  rejectReason: Type.String(),
  submittedAt: Type.String(),
  auditedAt: Type.String()
}

const Field = Type.Object({ label: Text(10, '认证信息不正确'), value: Text(50, '认证信息不正确') })

export const RealNameReqSchema = Type.Object({
  realName: Type.String({ pattern: REAL_NAME_PATTERN, [MESSAGE]: REAL_NAME_RULE_TEXT }),
  idCard: Type.String({ pattern: ID_CARD_PATTERN, [MESSAGE]: ID_CARD_RULE_TEXT }),
  faceImage: withMessage(ImageUrl, '请上传人脸照片')
})
export const RealNameCertSchema = Type.Object({ ...Progress, realName: Type.String(), idCardMasked: Type.String() })

export const EducationReqSchema = Type.Object({
  school: Text(50, '毕业院校最多50个字'),
  degree: EducationSchema,
  images: Images
})
export const EducationCertSchema = Type.Object({
  ...Progress,
  school: Type.String(),
  degree: Type.Union([EducationSchema, Type.Literal('')]),
  images: Type.Array(Type.String())
})

export const HouseReqSchema = Type.Object({ city: Text(30, '请选择城市'), images: Images })
export const HouseCertSchema = Type.Object({ ...Progress, city: Type.String(), images: Type.Array(Type.String()) })

export const OtherReqSchema = Type.Object({
  title: Text(10, '认证名称最多10个字'),
  fields: Type.Array(Field, { maxItems: 10, [MESSAGE]: '认证信息不正确' }),
  images: Images
})
export const OtherCertSchema = Type.Object({
  ...Progress,
  title: Type.String(),
  fields: Type.Array(Field),
  images: Type.Array(Type.String())
})

export const IntegrityHubSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      kind: CertKindSchema,
      label: Type.String(),
      status: oneOf(CERT_STATUSES),
      rejectReason: Type.String()
    })
  ),
  badges: Type.Array(Type.String())
})

export const PendingPageReqSchema = Type.Object({ ...PageFields, kind: Type.Optional(CertKindSchema) })

export const AuditItemSchema = Type.Object({
  id: Type.Integer(),
  kind: CertKindSchema,
  userId: Type.Integer(),
  nickname: Type.String(),
  status: oneOf(CERT_STATUSES),
  fields: Type.Array(Field),
  images: Type.Array(Type.String()),
  rejectReason: Type.String(),
  submittedAt: Type.String(),
  auditedAt: Type.String()
})

export const AuditPageSchema = PagedOf(AuditItemSchema)

export const AuditReqSchema = Type.Object({
  id: Id,
  result: withMessage(oneOf(['approved', 'rejected'] as const), '请选择审核结果'),
  reason: Type.Optional(Text(100, '驳回原因最多100个字'))
})
