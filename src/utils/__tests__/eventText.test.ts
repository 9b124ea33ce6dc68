import {
  eventDay,
  eventShareUrl,
  eventSpan,
  feeText,
  guestsNote,
  placeText,
  priceText,
  seatsText,
  venueMapUrl
} from '@/utils/eventText'

// Local-time constructors keep these tests independent of the machine's time zone.
const at = (y: number, mo: number, d: number, h = 0, mi = 0): Date => new Date(y, mo - 1, d, h, mi)
const NOW = at(2026, 11, 1)

test('a fee reads in whole yuan when it is whole, and free when nothing', () => {
  expect(feeText(9900)).toBe('¥99')
  expect(feeText(9950)).toBe('¥99.50')
  expect(feeText(5)).toBe('¥0.05')
  expect(feeText(0)).toBe('免费')
})

test('one price when both genders pay the same, otherwise each', () => {
  expect(priceText({ male: 9900, female: 9900 })).toBe('¥99')
  expect(priceText({ male: 0, female: 0 })).toBe('免费')
  expect(priceText({ male: 9900, female: 7900 })).toBe('男 ¥99 / 女 ¥79')
  expect(priceText({ male: 9900, female: 0 })).toBe('男 ¥99 / 女 免费')
})

test('a day carries its weekday, and the year only when it is not this one', () => {
  expect(eventDay(at(2026, 11, 28, 14), NOW)).toBe('11月28日 周六 14:00')
  expect(eventDay(at(2027, 1, 3, 9, 30), NOW)).toBe('2027年1月3日 周日 09:30')
  expect(eventDay('', NOW)).toBe('')
})

test('a span on one day names the day once; across days both ends in full', () => {
  expect(eventSpan(at(2026, 11, 28, 14), at(2026, 11, 28, 17), NOW)).toBe('11月28日 周六 14:00-17:00')
  expect(eventSpan(at(2026, 11, 28, 14), at(2026, 11, 29, 12), NOW)).toBe('11月28日 周六 14:00 至 11月29日 周日 12:00')
})

test('an online event happens 线上, an offline one at its venue', () => {
  expect(placeText({ kind: 'online', city: '杭州', venue: '' })).toBe('线上')
  expect(placeText({ kind: 'online', city: '杭州', venue: '腾讯会议' })).toBe('线上 · 腾讯会议')
  expect(placeText({ kind: 'offline', city: '杭州', venue: '西湖区龙井路1号' })).toBe('西湖区龙井路1号')
  expect(placeText({ kind: 'offline', city: '杭州', venue: '' })).toBe('杭州')
})

test('seats left name only the genders invited, and say when none are left', () => {
  expect(seatsText({ quota: { male: 10, female: 10 }, seatsLeft: { male: 3, female: 0 } })).toBe('剩余名额 男 3 · 女 0')
  expect(seatsText({ quota: { male: 0, female: 10 }, seatsLeft: { male: 0, female: 4 } })).toBe('剩余名额 女 4')
  expect(seatsText({ quota: { male: 10, female: 10 }, seatsLeft: { male: 0, female: 0 } })).toBe('名额已满')
})

test('the map marks the coordinates when there are any, otherwise searches the address in the city', () => {
  expect(venueMapUrl({ city: '杭州', venue: '龙井路1号', location: { lat: 30.27, lng: 120.15 } })).toBe(
    `https://uri.amap.com/marker?position=120.15,30.27&name=${encodeURIComponent('龙井路1号')}`
  )
  expect(venueMapUrl({ city: '杭州', venue: '龙井路1号', location: null })).toBe(
    `https://uri.amap.com/search?keyword=${encodeURIComponent('龙井路1号')}&city=${encodeURIComponent('杭州')}`
  )
})

test('the shared event link carries the sharer, when there is one', () => {
  expect(eventShareUrl('https://a.example', 5, 9)).toBe('https://a.example/pages/active/detail?id=5&uid=9')
  expect(eventShareUrl('https://a.example', 5, null)).toBe('https://a.example/pages/active/detail?id=5')
  expect(eventShareUrl('', 5, 9)).toBe('')
})

describe('guestsNote', () => {
  it('says the avatars shown are some of everyone signed up', () => {
    expect(guestsNote(6, 2)).toBe('等6人')
    expect(guestsNote(2, 2)).toBe('')
  })

  it('invites a first guest only when nobody has signed up', () => {
    expect(guestsNote(0, 0)).toBe('快来成为第一位报名的嘉宾吧')
    expect(guestsNote(3, 0)).toBe('报名嘉宾的头像暂不公开')
  })
})
