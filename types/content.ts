/** Member zones (theme plugin 3), matchmakers (/pages/love/hongniang) and image upload. */
import type { CertKind } from './certification'
import type { Education, FeedCard, Gender } from './love'
import type { Paged } from './models'
import type { IMAGE_API } from './image-api'
import type { ZONE_API } from './zone-api'

/** Upload limits the client checks before sending and the server enforces. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_UPLOAD_FIELD = 'file'
export const IMAGE_TYPES_MESSAGE = '只支持 JPG、PNG、WebP、GIF 图片'
export const IMAGE_TOO_LARGE_MESSAGE = '图片不能超过 5MB'

export interface UploadBase64Req {
  /** A data URL: "data:image/png;base64,…". */
  data: string
}
export interface UploadResult {
  url: string
}

/**
 * Who a zone takes in on its own, besides the members staff put in by hand. Every condition
 * given must hold; the server checks it at read time, so a zone never lags behind a member's
 * VIP, certification or birthday. Ages are whole years; a member hiding their age never
 * matches an age condition.
 */
export interface ZoneRule {
  vip?: true
  /** An approved certification of this kind. */
  certified?: CertKind
  ageMin?: number
  ageMax?: number
  /** Residence city as profiles store it, e.g. 杭州市. */
  city?: string
  gender?: Gender
  educationMin?: Education
}
/** Ages a zone rule may name: members are adults, and a band past 99 holds nobody. */
export const ZONE_RULE_AGE_MIN = 18
export const ZONE_RULE_AGE_MAX = 99

export interface Zone {
  id: number
  title: string
  cover: string
  description: string
  /** Members the rule takes in plus those put in by hand, as any member sees them. */
  memberCount: number
  /** null: only the members staff put in. */
  rule: ZoneRule | null
}
export interface ZoneMemberPageReq {
  zoneId: number
  pageNum: number
  pageSize: number
}
export interface ZoneMemberReq {
  zoneId: number
  userId: number
}
export interface SetZoneRuleReq {
  zoneId: number
  /** null: the zone holds only its hand-picked members. */
  rule: ZoneRule | null
}

export interface Matchmaker {
  id: number
  name: string
  avatar: string
  intro: string
  phone: string
  /** Image URL of the matchmaker's messaging-app QR code. */
  wechatQr: string
  years: number
  successCount: number
}

type NoBody = Record<string, never>

/** The JSON endpoints; the multipart upload is outside the JSON contract. */
export interface ImageEndpoints {
  [IMAGE_API.uploadImageBase64]: { req: UploadBase64Req; res: UploadResult }
}
export interface ZoneEndpoints {
  [ZONE_API.getZoneList]: { req: NoBody; res: Zone[] }
  [ZONE_API.getZoneMemberPage]: { req: ZoneMemberPageReq; res: Paged<FeedCard> }
  [ZONE_API.addZoneMember]: { req: ZoneMemberReq; res: { ok: boolean } }
  [ZONE_API.removeZoneMember]: { req: ZoneMemberReq; res: { ok: boolean } }
  [ZONE_API.setZoneRule]: { req: SetZoneRuleReq; res: Zone }
}
