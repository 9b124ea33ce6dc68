/**
 * Member notices: what happened that concerns me (viewed, favourited, a certification decided, a
 * cash-out paid, a line arranged, a gift received, …), written by the domains in the same
 * transaction as the change and shown in the message centre's 通知 tab. Served to every logged-in
 * member, with or without the message plugin. The mini-program's subscribe message pushes the same
 * notice when the member has opted in (one accepted template = one push).
 */
import type { CursorPage, CursorReq } from './love'
import type { NOTICE_API } from './notice-api'

export const NOTICE_KINDS = [
  'viewed',
  'faved',
  'liked',
  'matched',
  'certification',
  'cashout',
  'line',
  'event',
  'gift',
  'exchange',
  'report',
  'system'
] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/**
 * Pages notices open. The server writes links into notices and may not import the client, so the
 * paths live here too; keys and values equal the client's ROUTES (a unit test holds them equal).
 */
export const NOTICE_PAGES = {
  loveDetail: '/pages/love/detail',
  loveFav: '/member/love/fav',
  loveLook: '/member/love/look',
  loveLikes: '/member/love/likes',
  certification: '/member/certification',
  loveEducationAuth: '/member/love/educationauth',
  loveHouseAuth: '/member/love/houseauth',
  loveOtherAuth: '/member/love/otherauth',
  memberMakeCash: '/subpages/member/makecash',
  loveLine: '/member/love/line',
  loveMyGift: '/member/love/mygift',
  giftExchange: '/subpages/gift/exchange',
  messageIndex: '/subpages/member/message/index',
  memberIndex: '/member/index',
  loveEditInfo: '/member/love/editinfo',
  uploadLoveUser: '/subpages/upload_file/loveuser',
  memberReports: '/subpages/member/myreports',
  activeDetail: '/pages/active/detail',
  activeMySignup: '/subpages/active/myselfsignup',
  activeRoom: '/subpages/active/hxdetail',
  xixunDetails: '/subpages/xixun/Details',
  xixunFeedback: '/subpages/xixun/Feedback',
  xixunFlagDetails: '/subpages/xixun/FlagDetails',
  myDates: '/subpages/appointment/index'
} as const

export interface MemberNotice {
  id: number
  kind: NoticeKind
  title: string
  body: string
  /** An app route (with its query) the notice opens; '' when there is nothing to open. */
  link: string
  read: boolean
  createdAt: string
}

export interface NoticeIdReq {
  noticeId: number
}

/** Most pushes one member may bank per template: each accepted opt-in adds one, up to this. */
export const SUBSCRIBE_BUDGET_CAP = 10

export interface SubscribeTemplate {
  kind: NoticeKind
  templateId: string
}
export interface SubscribeTemplatesRes {
  /** The templates the mini-program asks the member to accept; empty when the tenant has none configured. */
  list: SubscribeTemplate[]
}

export interface GrantSubscribeReq {
  /** The template ids the member accepted in requestSubscribeMessage. */
  templateIds: string[]
}
export interface SubscribeBudget {
  templateId: string
  /** Pushes still allowed for this template. */
  remaining: number
}
export interface GrantSubscribeRes {
  list: SubscribeBudget[]
}

export interface NoticeUnreadRes {
  unread: number
}

export interface NoticeEndpoints {
  [NOTICE_API.getNoticePage]: { req: CursorReq; res: CursorPage<MemberNotice> }
  [NOTICE_API.markRead]: { req: NoticeIdReq; res: NoticeUnreadRes }
  [NOTICE_API.markAllRead]: { req: Record<string, never>; res: NoticeUnreadRes }
  [NOTICE_API.getSubscribeTemplates]: { req: Record<string, never>; res: SubscribeTemplatesRes }
  [NOTICE_API.grantSubscribe]: { req: GrantSubscribeReq; res: GrantSubscribeRes }
}
