import { Type } from '@sinclair/typebox'
import { CUSTOMER_ALBUM_MAX, CUSTOMER_KEYWORD_MAX } from '@contract/customer'
import { LEAD_STAGES } from '@contract/crm'
import { Cursor, MemberId, MESSAGE, oneOf, PageSize, Phone, withMessage } from '../../lib/schemas'
import { ImageUrl } from '../image/schema'
import { GenderSchema, ProfileInputSchema, ProfileSchema } from '../love-profile/schema'

export const CustomerIdReqSchema = Type.Object({ userId: withMessage(MemberId, '客户不正确') })

export const CustomerPageReqSchema = Type.Object({
  keyword: Type.String({ maxLength: CUSTOMER_KEYWORD_MAX, default: '', [MESSAGE]: '搜索内容最多20个字' }),
  cursor: Cursor,
  pageSize: PageSize
})

export const CustomerCardSchema = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  gender: Type.Union([GenderSchema, Type.Null()]),
  age: Type.Union([Type.Integer(), Type.Null()]),
  city: Type.String(),
  phone: Type.String(),
  hasProfile: Type.Boolean(),
  completeness: Type.Integer(),
  stage: oneOf(LEAD_STAGES),
  ownerId: Type.Integer(),
  ownerName: Type.String(),
  photoCount: Type.Integer(),
  expiresAt: Type.String(),
  protectedByContract: Type.Boolean()
})

export const CustomerPageSchema = Type.Object({ list: Type.Array(CustomerCardSchema), nextCursor: Type.String() })

export const CustomerProfileSchema = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  phone: Type.String(),
  profile: Type.Union([ProfileSchema, Type.Null()])
})

export const CreateOfflineCustomerReqSchema = Type.Object({ phone: Phone, profile: ProfileInputSchema })

export const SaveCustomerProfileReqSchema = Type.Object({
  userId: withMessage(MemberId, '客户不正确'),
  profile: ProfileInputSchema
})

export const CustomerSavedSchema = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  completeness: Type.Integer()
})

export const CustomerAlbumSchema = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  photos: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String() }))
})

/**
 * An uploaded image's address without the uploaded-images mark (UPLOADED_IMAGE): a photo already in the customer's
 * album may have been uploaded by an earlier matchmaker, so the album service checks ownership
 * itself (the caller's uploads, or photos the album already holds).
 */
const AlbumImageUrl = Type.String({ maxLength: ImageUrl.maxLength, pattern: ImageUrl.pattern })

export const SaveCustomerAlbumReqSchema = Type.Object({
  userId: withMessage(MemberId, '客户不正确'),
  images: Type.Array(AlbumImageUrl, {
    maxItems: CUSTOMER_ALBUM_MAX,
    [MESSAGE]: `相册最多${CUSTOMER_ALBUM_MAX}张照片，且须为上传的图片`
  })
})
