import { Type } from '@sinclair/typebox'
import { CERT_KINDS, CERT_MAX_IMAGES, CERT_STATUSES, REAL_NAME_PATTERN } from '../../../../types/cert'
import { ID_CARD_PATTERN } from '../../../../types/rules'
import { Id, oneOf, PageFields, PagedOf } from '../../lib/schemas'
import { EducationSchema, ImageUrl } from '../love-profile/schema'

const Images = Type.Array(ImageUrl, { maxItems: CERT_MAX_IMAGES })
const Text = (maxLength: number) => Type.String({ maxLength })
const CertKindSchema = oneOf(CERT_KINDS)

const Progress = {
  status: oneOf(CERT_STATUSES),
  rejectReason: Type.String(),
  submittedAt: Type.String(),
  auditedAt: Type.String()
}

const Field = Type.Object({ label: Text(10), value: Text(50) })

export const RealNameReqSchema = Type.Object({
  realName: Type.String({ pattern: REAL_NAME_PATTERN }),
  idCard: Type.String({ pattern: ID_CARD_PATTERN }),
  faceImage: ImageUrl
})
export const RealNameCertSchema = Type.Object({ ...Progress, realName: Type.String(), idCardMasked: Type.String() })

export const EducationReqSchema = Type.Object({ school: Text(50), degree: EducationSchema, images: Images })
export const EducationCertSchema = Type.Object({
  ...Progress,
  school: Type.String(),
  degree: Type.Union([EducationSchema, Type.Literal('')]),
  images: Type.Array(Type.String())
})

export const HouseReqSchema = Type.Object({ city: Text(30), images: Images })
export const HouseCertSchema = Type.Object({ ...Progress, city: Type.String(), images: Type.Array(Type.String()) })

export const OtherReqSchema = Type.Object({
  title: Text(10),
  fields: Type.Array(Field, { maxItems: 10 }),
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
  result: oneOf(['approved', 'rejected'] as const),
  reason: Type.Optional(Text(100))
})
