/** A matchmaker's customers: their list, the profiles and albums entered on their behalf. */
import type { CUSTOMER_API } from './customer-api'
import type { LeadStage } from './crm'
import type { CursorPage, CursorReq, Gender, LoveProfile, LoveProfileInput } from './love'

/** Photos a matchmaker keeps in a customer's album, like a member's own album. */
export const CUSTOMER_ALBUM_MAX = 9
/** The search box of the customer list: part of a nickname or a member id, never the masked phone. */
export const CUSTOMER_KEYWORD_MAX = 20

/** One customer in the office's member data list. */
export interface CustomerCard {
  userId: number
  nickname: string
  avatar: string
  /** null until a dating profile is entered. */
  gender: Gender | null
  age: number | null
  city: string
  /** Masked, like 138****8000: the list is read over shoulders; the lead's page reveals it. */
  phone: string
  hasProfile: boolean
  /** 0-100; 0 without a dating profile. */
  completeness: number
  stage: LeadStage
  ownerId: number
  ownerName: string
  photoCount: number
  /** When the customer returns to the pool (ISO); '' while a contract protects them. */
  expiresAt: string
  protectedByContract: boolean
}

export interface CustomerPageReq extends CursorReq {
  /** '' for every customer in scope. */
  keyword: string
}

export interface CustomerIdReq {
  userId: number
}

/** What the profile form opens with for an existing customer. */
export interface CustomerProfile {
  userId: number
  nickname: string
  phone: string
  /** null when the customer has not got a dating profile yet: saving creates it. */
  profile: LoveProfile | null
}

export interface CreateOfflineCustomerReq {
  /** A phone nobody in the tenant has registered: the customer later logs in with it by SMS. */
  phone: string
  profile: LoveProfileInput
}

export interface SaveCustomerProfileReq {
  userId: number
  profile: LoveProfileInput
}

export interface CustomerSaved {
  userId: number
  nickname: string
  completeness: number
}

export interface CustomerPhoto {
  id: number
  url: string
}

export interface CustomerAlbum {
  userId: number
  nickname: string
  photos: CustomerPhoto[]
}

export interface SaveCustomerAlbumReq {
  userId: number
  /** The whole album in order, at most CUSTOMER_ALBUM_MAX: adds, removals and reordering at once. */
  images: string[]
}

export interface CustomerEndpoints {
  [CUSTOMER_API.getCustomerPage]: { req: CustomerPageReq; res: CursorPage<CustomerCard> }
  [CUSTOMER_API.getCustomerProfile]: { req: CustomerIdReq; res: CustomerProfile }
  [CUSTOMER_API.createOfflineCustomer]: { req: CreateOfflineCustomerReq; res: CustomerSaved }
  [CUSTOMER_API.saveCustomerProfile]: { req: SaveCustomerProfileReq; res: CustomerSaved }
  [CUSTOMER_API.getAlbum]: { req: CustomerIdReq; res: CustomerAlbum }
  [CUSTOMER_API.saveAlbum]: { req: SaveCustomerAlbumReq; res: CustomerAlbum }
}
