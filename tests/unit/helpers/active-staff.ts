/** Events as the staff calls answer them, for the 活动管理, editor and 报名管理 page tests. */
import type { EditableEvent, ManagedEventItem, ManagedSignup, SignupPageRes } from '@contract/active'

/** A Saturday afternoon mixer in Hangzhou, published, its sign-up still open. */
export function editableEvent(over: Partial<EditableEvent> = {}): EditableEvent {
  return {
    id: 5,
    kind: 'offline',
    title: '周末户外徒步交友',
    cover: '/uploads/t1/cover.jpg',
    city: '杭州',
    venue: '西湖区龙井路1号',
    location: { lat: 30.2741, lng: 120.1551 },
    signupStartsAt: '2030-11-20T02:00:00.000Z',
    signupEndsAt: '2030-11-29T12:00:00.000Z',
    startsAt: '2030-11-30T06:00:00.000Z',
    endsAt: '2030-11-30T09:00:00.000Z',
    cancelDeadline: '2030-11-29T12:00:00.000Z',
    quotaMale: 10,
    quotaFemale: 10,
    priceMale: 9900,
    priceFemale: 7900,
    realNameRequired: true,
    auditRequired: true,
    mutualSelection: false,
    picksPerGuest: 0,
    revealAt: '',
    rules: '请准时到场',
    organiser: '红娘小美',
    status: 'published',
    phase: 'published',
    organiserId: 3,
    hasPaidSignups: false,
    revealedAt: '',
    ...over
  }
}

export function managedEvent(id: number, over: Partial<ManagedEventItem> = {}): ManagedEventItem {
  return {
    id,
    kind: 'offline',
    title: `活动${id}`,
    cover: '',
    city: '杭州',
    venue: '西湖区龙井路1号',
    startsAt: '2030-11-30T06:00:00.000Z',
    endsAt: '2030-11-30T09:00:00.000Z',
    signupEndsAt: '2030-11-29T12:00:00.000Z',
    phase: 'published',
    price: { male: 9900, female: 7900 },
    quota: { male: 10, female: 10 },
    seatsLeft: { male: 7, female: 6 },
    signedCount: 7,
    mutualSelection: false,
    status: 'published',
    counts: { unpaid: 1, pendingAudit: 2, approved: 3, checkedIn: 1, income: 49700 },
    organiser: '红娘小美',
    ...over
  }
}

export function managedSignup(id: number, over: Partial<ManagedSignup> = {}): ManagedSignup {
  return {
    id,
    userId: 100 + id,
    nickname: `嘉宾${id}`,
    avatar: '',
    gender: 'female',
    age: 28,
    realNameVerified: true,
    status: 'pending_audit',
    fee: 7900,
    payMethod: 'wallet',
    refunded: 0,
    reason: '',
    sharer: '',
    checkedInAt: '',
    createdAt: '2030-11-21T02:00:00.000Z',
    ...over
  }
}

export function signupPage(list: ManagedSignup[], over: Partial<SignupPageRes> = {}): SignupPageRes {
  return {
    list,
    nextCursor: '',
    counts: { unpaid: 1, pendingAudit: 2, approved: 3, checkedIn: 1, income: 49700 },
    pickers: 0,
    revealed: false,
    matchedPairs: 0,
    ...over
  }
}
