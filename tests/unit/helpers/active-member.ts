/** Events as the member calls answer them, for the list, detail, my sign-ups and poster page tests. */
import type { EventCard, EventDetail, MySignup, MySignupItem } from '@contract/active'

/** A Saturday afternoon mixer in Hangzhou years ahead, its sign-up open, men and women paying differently. */
export function eventCard(id: number, over: Partial<EventCard> = {}): EventCard {
  return {
    id,
    kind: 'offline',
    title: `周末徒步交友${id}`,
    cover: `/uploads/t1/cover${id}.jpg`,
    city: '杭州',
    venue: '西湖区龙井路1号',
    startsAt: '2030-11-30T06:00:00.000Z',
    endsAt: '2030-11-30T09:00:00.000Z',
    signupEndsAt: '2030-11-29T12:00:00.000Z',
    phase: 'published',
    price: { male: 9900, female: 7900 },
    quota: { male: 10, female: 10 },
    seatsLeft: { male: 3, female: 5 },
    signedCount: 12,
    mutualSelection: false,
    ...over
  }
}

export function eventDetail(over: Partial<EventDetail> = {}): EventDetail {
  return {
    ...eventCard(5),
    signupStartsAt: '2030-11-20T02:00:00.000Z',
    cancelDeadline: '2030-11-29T12:00:00.000Z',
    location: { lat: 30.2741, lng: 120.1551 },
    rules: '请准时到场\n着装休闲',
    organiser: '红娘小美',
    realNameRequired: true,
    auditRequired: false,
    picksPerGuest: 0,
    revealAt: '',
    guestAvatars: ['/uploads/t1/a1.jpg', '/uploads/t1/a2.jpg'],
    mySignup: null,
    signupBlocker: '',
    pointsAccepted: false,
    ...over
  }
}

export function mySignup(over: Partial<MySignup> = {}): MySignup {
  return {
    id: 31,
    eventId: 5,
    status: 'approved',
    fee: 9900,
    payMethod: 'wallet',
    orderNo: '',
    holdExpiresAt: '',
    checkInCode: '',
    checkedInAt: '',
    refunded: 0,
    reason: '',
    cancellable: false,
    createdAt: '2030-11-21T02:00:00.000Z',
    ...over
  }
}

export function mySignupItem(id: number, over: Partial<MySignupItem> = {}): MySignupItem {
  return { ...mySignup({ id, eventId: 40 + id }), event: eventCard(40 + id), ...over }
}

// Taro's lazy-loading Image (event cards) watches visibility on H5; jsdom has no IntersectionObserver.
class NeverIntersecting {
  observe = jest.fn()
  unobserve = jest.fn()
  disconnect = jest.fn()
}
Object.defineProperty(window, 'IntersectionObserver', { value: NeverIntersecting, configurable: true })
