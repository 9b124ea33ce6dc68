import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { CONTACT_INFO_MESSAGE } from '@contract/contact-guard'
import { LIBRARY_MAX, type LibraryEntry } from '@contract/sales-library'
import { salesLibraryEntries, users } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { as, codeOf, customerKit, type Office } from '../helpers/customer'
import { ok } from '../helpers/finance'
import { lover, man, setProfile, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'
import { uploadedImages } from '../helpers/upload'

let t: TestApp
const kit = customerKit(() => t)
let o: Office
let alice: Lover
let bob: Lover
let first: LibraryEntry
let second: LibraryEntry

const NOT_YOURS = '只有红娘本人、其门店和Ta的客户可以查看缘分库'
const FEED_CARD_KEYS = [
  'age',
  'avatar',
  'badges',
  'city',
  'distanceKm',
  'education',
  'gender',
  'height',
  'isBoosted',
  'isTop',
  'isVip',
  'nickname',
  'occupation',
  'presence',
  'reasons',
  'userId'
]

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
  o = await kit.office()
  alice = await lover(t, { nickname: '爱丽丝' })
  bob = await man(t, { nickname: '阿博' })
  first = await ok(
    t.call(API.salesLibrary.addEntry, { memberId: alice.id, note: '温柔大方，喜欢读书' }, as(o.matchmaker))
  )
  second = await ok(t.call(API.salesLibrary.addEntry, { memberId: bob.id, note: '工程师，踏实可靠' }, as(o.matchmaker)))
})
afterAll(async () => {
  await t.close()
})

const library = (who: Lover, mid?: number) =>
  t.call(API.salesLibrary.getLibrary, mid === undefined ? {} : { mid }, as(who))

describe('who reads a library', () => {
  test('the matchmaker, their store manager, the admin and their customers; nobody else', async () => {
    const expected: [string, Lover, number, boolean][] = [
      ['member', o.plain, ErrorCode.Forbidden, false],
      ['customer', o.customer, 20000, false],
      ['matchmaker', o.matchmaker, 20000, true],
      ['other matchmaker', o.otherMatchmaker, ErrorCode.Forbidden, false],
      ['store manager', o.manager, 20000, false],
      ['other store manager', o.otherManager, ErrorCode.Forbidden, false],
      ['admin', o.admin, 20000, false]
    ]
    for (const [role, who, code, canEdit] of expected) {
      const res = await library(who, o.matchmaker.id)
      const entry = await t.call(API.salesLibrary.getEntry, { id: first.id }, as(who))
      expect({ role, code: res.body.code, entry: entry.body.code }).toEqual({ role, code, entry: code })
      if (code === 20000) {
        expect({ role, canEdit: res.body.data.canEdit }).toEqual({ role, canEdit })
        expect(res.body.data.list.map((e) => e.card.userId)).toEqual([alice.id, bob.id])
      }
    }
    expect((await library(o.plain, o.matchmaker.id)).body.msg).toBe(NOT_YOURS)
  })

  test('another tenant does not find the matchmaker or the entry', async () => {
    expectFailure(await library(o.adminB, o.matchmaker.id), ErrorCode.NotFound, '该红娘不存在')
    expectFailure(
      await t.call(API.salesLibrary.getEntry, { id: first.id }, as(o.adminB)),
      ErrorCode.NotFound,
      '缘分库中没有该会员'
    )
  })

  test('without mid: staff open their own, a customer their matchmaker’s, a member without one nothing', async () => {
    const mine = await ok(library(o.matchmaker))
    expect(mine).toMatchObject({
      canEdit: true,
      matchmaker: { userId: o.matchmaker.id, name: `红娘${o.matchmaker.id}` }
    })
    const theirs = await ok(library(o.customer))
    expect(theirs.matchmaker?.userId).toBe(o.matchmaker.id)
    expect(theirs.list.map((e) => e.note)).toEqual(['温柔大方，喜欢读书', '工程师，踏实可靠'])
    expect(await ok(library(o.plain))).toEqual({ matchmaker: null, canEdit: false, list: [] })
    expectFailure(await library(o.plain, o.plain.id), ErrorCode.Forbidden, NOT_YOURS)
  })

  test('only office staff curate', async () => {
    for (const who of [o.plain, o.customer]) {
      const got = {
        candidates: await codeOf(
          t.call(
            API.salesLibrary.getCandidates,
            { keyword: '', onlyCustomers: false, cursor: '', pageSize: 20 },
            as(who)
          )
        ),
        add: await codeOf(t.call(API.salesLibrary.addEntry, { memberId: alice.id, note: '' }, as(who))),
        note: await codeOf(t.call(API.salesLibrary.updateNote, { id: first.id, note: '' }, as(who))),
        remove: await codeOf(t.call(API.salesLibrary.removeEntry, { id: first.id }, as(who))),
        reorder: await codeOf(t.call(API.salesLibrary.reorder, { ids: [first.id] }, as(who)))
      }
      expect(got).toEqual({ candidates: 40300, add: 40300, note: 40300, remove: 40300, reorder: 40300 })
    }
  })

  test("staff over a matchmaker read but don't change their library", async () => {
    for (const who of [o.otherMatchmaker, o.manager, o.admin]) {
      expectFailure(
        await t.call(API.salesLibrary.updateNote, { id: first.id, note: '改一下' }, as(who)),
        ErrorCode.NotFound,
        '缘分库中没有该会员'
      )
      expectFailure(
        await t.call(API.salesLibrary.removeEntry, { id: first.id }, as(who)),
        ErrorCode.NotFound,
        '缘分库中没有该会员'
      )
    }
    expect((await ok(library(o.matchmaker))).list).toHaveLength(2)
  })
})

describe('what a card shows', () => {
  test("the feed's public card: no phone, no birth date; the detail adds the profile and the note", async () => {
    const lib = await ok(library(o.customer))
    for (const entry of lib.list) expect(Object.keys(entry.card).sort()).toEqual(FEED_CARD_KEYS)
    const detail = await ok(t.call(API.salesLibrary.getEntry, { id: first.id }, as(o.customer)))
    expect(detail).toMatchObject({ note: '温柔大方，喜欢读书', canAsk: true, canEdit: false })
    expect(detail.member).toMatchObject({ userId: alice.id, nickname: '爱丽丝', city: '杭州市' })
    const text = JSON.stringify(detail)
    expect(text).not.toMatch(/birthDate|phone|1995-06-15/)
    const own = await ok(t.call(API.salesLibrary.getEntry, { id: first.id }, as(o.matchmaker)))
    expect(own).toMatchObject({ canAsk: false, canEdit: true })
  })

  test('a hidden age stays hidden; a member who hides from the feed leaves the library', async () => {
    await setProfile(t, bob.id, { hideAge: true })
    const lib = await ok(library(o.customer))
    expect(lib.list.find((e) => e.card.userId === bob.id)?.card.age).toBeNull()
    await setProfile(t, bob.id, { hideFromFeed: true })
    expect((await ok(library(o.customer))).list.map((e) => e.card.userId)).toEqual([alice.id])
    expectFailure(
      await t.call(API.salesLibrary.getEntry, { id: second.id }, as(o.customer)),
      ErrorCode.NotFound,
      '该会员不存在或已隐藏资料'
    )
    await setProfile(t, bob.id, { hideFromFeed: false, hideAge: false })
  })

  test('a customer who blocked a member does not see them', async () => {
    await ok(t.call(API.loveSocial.block, { userId: alice.id }, as(o.customer)))
    expect((await ok(library(o.customer))).list.map((e) => e.card.userId)).toEqual([bob.id])
    await ok(t.call(API.loveSocial.unblock, { userId: alice.id }, as(o.customer)))
  })

  test('without words of the matchmaker, the note states the member’s own facts, as they are now', async () => {
    const mm = await kit.matchmaker(null)
    const carol = await lover(t, { nickname: '卡萝', occupation: '公务员', education: 'bachelor', height: 163 })
    const entry = await ok(t.call(API.salesLibrary.addEntry, { memberId: carol.id, note: '' }, as(mm)))
    const age = entry.card.age
    expect(entry.note).toBe(`资料显示：${age}岁，现居杭州市，本科学历，职业是公务员，身高163cm。`)
    // She changes her job: the card's note follows her profile, never an older or invented one.
    await setProfile(t, carol.id, { occupation: '小学老师' })
    const read = await ok(t.call(API.salesLibrary.getEntry, { id: entry.id }, as(mm)))
    expect(read.note).toContain('职业是小学老师')
    expect(read.note).not.toContain('公务员')
    // What the matchmaker writes herself is shown as she wrote it.
    await ok(t.call(API.salesLibrary.updateNote, { id: entry.id, note: '见面聊过，很真诚' }, as(mm)))
    expect((await ok(library(mm))).list.find((e) => e.id === entry.id)?.note).toBe('见面聊过，很真诚')
  })

  test("the album their matchmaker keeps shows with a customer's card", async () => {
    const mm = await kit.matchmaker(null)
    const c = await kit.customer(mm, { nickname: '相册客户' })
    const photos = await uploadedImages(t, mm.token, 2)
    await ok(t.call(API.customer.saveAlbum, { userId: c.id, images: photos }, as(mm)))
    const entry = await ok(t.call(API.salesLibrary.addEntry, { memberId: c.id, note: '' }, as(mm)))
    expect(entry.photoCount).toBe(2)
    expect(entry.card.avatar).toBe(photos[0])
    const detail = await ok(t.call(API.salesLibrary.getEntry, { id: entry.id }, as(mm)))
    expect(detail.member.album).toEqual(photos)
  })
})

describe('curating', () => {
  test('notes pass the contact guard', async () => {
    const carol = await lover(t)
    for (const note of ['加我微信 wx12345678 详聊', '电话13812345678']) {
      expectFailure(
        await t.call(API.salesLibrary.addEntry, { memberId: carol.id, note }, as(o.matchmaker)),
        ErrorCode.ContactInfoNotAllowed,
        CONTACT_INFO_MESSAGE
      )
      expectFailure(
        await t.call(API.salesLibrary.updateNote, { id: first.id, note }, as(o.matchmaker)),
        ErrorCode.ContactInfoNotAllowed,
        CONTACT_INFO_MESSAGE
      )
    }
  })

  test('no member twice, not myself, not a hidden member, not one of another tenant', async () => {
    expectFailure(
      await t.call(API.salesLibrary.addEntry, { memberId: alice.id, note: '' }, as(o.matchmaker)),
      ErrorCode.Conflict,
      '该会员已在缘分库中'
    )
    expectFailure(
      await t.call(API.salesLibrary.addEntry, { memberId: o.matchmaker.id, note: '' }, as(o.matchmaker)),
      ErrorCode.BadRequest,
      '不能把自己加入缘分库'
    )
    const hidden = await lover(t)
    await setProfile(t, hidden.id, { hideFromFeed: true })
    const foreign = await lover(t, {}, HOST_B)
    for (const memberId of [hidden.id, foreign.id]) {
      expectFailure(
        await t.call(API.salesLibrary.addEntry, { memberId, note: '' }, as(o.matchmaker)),
        ErrorCode.NotFound,
        '该会员不存在或已隐藏资料'
      )
    }
  })

  test('reorder takes exactly my entries; notes change; removal is for good', async () => {
    const mm = await kit.matchmaker(null)
    const a = await ok(t.call(API.salesLibrary.addEntry, { memberId: alice.id, note: 'A' }, as(mm)))
    const b = await ok(t.call(API.salesLibrary.addEntry, { memberId: bob.id, note: 'B' }, as(mm)))
    const reordered = await ok(t.call(API.salesLibrary.reorder, { ids: [b.id, a.id] }, as(mm)))
    expect(reordered.list.map((e) => e.id)).toEqual([b.id, a.id])
    for (const ids of [[b.id], [b.id, a.id, first.id], [b.id, b.id]]) {
      expectFailure(
        await t.call(API.salesLibrary.reorder, { ids }, as(mm)),
        ErrorCode.BadRequest,
        '缘分库已有变化，请刷新后再排序'
      )
    }
    expect((await ok(t.call(API.salesLibrary.updateNote, { id: a.id, note: '  新的推荐语 ' }, as(mm)))).note).toBe(
      '新的推荐语'
    )
    await ok(t.call(API.salesLibrary.removeEntry, { id: b.id }, as(mm)))
    expect((await ok(library(mm))).list.map((e) => e.id)).toEqual([a.id])
    expectFailure(
      await t.call(API.salesLibrary.removeEntry, { id: b.id }, as(mm)),
      ErrorCode.NotFound,
      '缘分库中没有该会员'
    )
  })

  test(`a library holds at most ${LIBRARY_MAX} members`, async () => {
    const mm = await kit.matchmaker(null)
    const filler = await t.app.db
      .insert(users)
      .values(Array.from({ length: LIBRARY_MAX }, (_, i) => ({ tenantId: 1, nickname: `占位${i}` })))
      .returning({ id: users.id })
    await t.app.db
      .insert(salesLibraryEntries)
      .values(filler.map((u, sort) => ({ tenantId: 1, matchmakerId: mm.id, memberId: u.id, sort })))
    expectFailure(
      await t.call(API.salesLibrary.addEntry, { memberId: alice.id, note: '' }, as(mm)),
      ErrorCode.BadRequest,
      `缘分库最多${LIBRARY_MAX}位会员，请先移除一些`
    )
  })

  test('candidates: the feed or only my customers, flagged, searchable, paged', async () => {
    const mm = await kit.matchmaker(null)
    const c = await kit.customer(mm, { nickname: '候选客户' })
    await ok(t.call(API.salesLibrary.addEntry, { memberId: alice.id, note: '' }, as(mm)))
    const walk = async (onlyCustomers: boolean, keyword = '') => {
      const all = []
      let cursor = ''
      for (;;) {
        const page = await ok(
          t.call(API.salesLibrary.getCandidates, { keyword, onlyCustomers, cursor, pageSize: 3 }, as(mm))
        )
        all.push(...page.list)
        if (!page.nextCursor) return all
        cursor = page.nextCursor
      }
    }
    const everyone = await walk(false)
    expect(everyone.find((x) => x.card.userId === c.id)).toMatchObject({ isCustomer: true, inLibrary: false })
    expect(everyone.find((x) => x.card.userId === alice.id)).toMatchObject({ isCustomer: false, inLibrary: true })
    expect(everyone.map((x) => x.card.userId)).not.toContain(mm.id)
    expect(new Set(everyone.map((x) => x.card.userId)).size).toBe(everyone.length)
    expect((await walk(true)).map((x) => x.card.userId)).toEqual([c.id])
    expect((await walk(false, '候选')).map((x) => x.card.userId)).toEqual([c.id])
    expect((await walk(false, String(alice.id))).map((x) => x.card.userId)).toEqual([alice.id])
  })
})
