import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { FeedCard } from '@contract/love'
import type { SearchCriteria } from '@contract/love-search'
import { loveSavedSearches, users } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, man, member, setProfile, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

async function search(who: Lover, criteria: SearchCriteria, pageSize = 50): Promise<FeedCard[]> {
  const res = await t.call(
    API.loveSearch.search,
    { cursor: '', pageSize, ...criteria },
    { token: who.token, host: who.host }
  )
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.list
}

const ids = (cards: FeedCard[]) => cards.map((c) => c.userId)
/** Each test lives in a city of its own, so the seeded members and other tests stay out of it. */
const inCity = (residenceCity: string) => ({ residenceProvince: '河南省', residenceCity })
const hide = (who: Lover, what: { hideFromFeed?: boolean; hideAge?: boolean; hideIncome?: boolean }) =>
  t.call(
    API.loveProfile.setPrivacy,
    { hideFromFeed: false, photosVipOnly: false, hideAge: false, hideIncome: false, ...what },
    { token: who.token }
  )

describe('找对象 by conditions', () => {
  it('finds exactly the members meeting every condition, ranked and explained like the feed', async () => {
    const viewer = await man(t)
    const city = inCity('洛阳市')
    const match = await lover(t, {
      ...city,
      nickname: '牡丹',
      income: '20to50k',
      marital: 'divorced',
      house: 'own',
      car: 'own',
      hometownProvince: '河南省',
      hometownCity: '开封市',
      // 白羊座
      birthDate: '1994-04-05',
      height: 163,
      education: 'master'
    })
    const differ = {
      ...city,
      income: '20to50k' as const,
      marital: 'divorced' as const,
      house: 'own' as const,
      car: 'own' as const,
      hometownProvince: '河南省',
      hometownCity: '开封市',
      birthDate: '1994-04-05',
      height: 163,
      education: 'master' as const
    }
    // Each differs from the match in one condition only.
    await lover(t, { ...differ, income: '5to10k' })
    await lover(t, { ...differ, marital: 'single' })
    await lover(t, { ...differ, house: 'rent' })
    await lover(t, { ...differ, car: 'none' })
    await lover(t, { ...differ, hometownCity: '郑州市' })
    await lover(t, { ...differ, birthDate: '1994-05-05' })
    await lover(t, { ...differ, height: 180 })
    await lover(t, { ...differ, education: 'college' })
    await lover(t, { ...differ, birthDate: '1980-04-05' })
    await man(t, { ...differ })

    const criteria: SearchCriteria = {
      city: '洛阳市',
      incomeMin: '10to20k',
      marital: ['divorced', 'widowed'],
      house: ['own', 'mortgage'],
      car: 'own',
      hometownCity: '开封市',
      zodiac: 'aries',
      heightMin: 160,
      heightMax: 170,
      educationMin: 'bachelor',
      ageMin: 25,
      ageMax: 40
    }
    const cards = await search(viewer, criteria)
    expect(ids(cards)).toEqual([match.id])
    expect(cards[0]).toMatchObject({ nickname: '牡丹', education: 'master', city: '洛阳市' })
    expect(cards[0].reasons).toContain('学历相符')
    // Without conditions beyond the city, everyone of the other gender there comes back, best fit first.
    expect(await search(viewer, { city: '洛阳市' })).toHaveLength(10)
  })

  it('knows capricorn runs across the new year', async () => {
    const viewer = await man(t)
    const december = await lover(t, { ...inCity('开封市'), birthDate: '1995-12-25' })
    const january = await lover(t, { ...inCity('开封市'), birthDate: '1996-01-10' })
    await lover(t, { ...inCity('开封市'), birthDate: '1996-01-25' })
    expect(ids(await search(viewer, { city: '开封市', zodiac: 'capricorn' })).sort()).toEqual(
      [december.id, january.id].sort()
    )
  })

  it('pages with a cursor in the same order as one long page', async () => {
    const viewer = await man(t)
    for (let i = 0; i < 5; i++) await lover(t, { ...inCity('平顶山市'), height: 155 + i * 3 })
    const all = ids(await search(viewer, { city: '平顶山市' }))
    const paged: number[] = []
    let cursor = ''
    do {
      const res = await t.call(
        API.loveSearch.search,
        { cursor, pageSize: 2, city: '平顶山市' },
        { token: viewer.token }
      )
      paged.push(...ids(res.body.data.list))
      cursor = res.body.data.nextCursor
    } while (cursor)
    expect(paged).toEqual(all)
    expect(all).toHaveLength(5)
  })
})

describe('找对象 by 民族 and 是否有孩子', () => {
  it('finds members of the chosen 民族, never one who has not said', async () => {
    const viewer = await man(t)
    const city = inCity('鹤壁市')
    const hui = await lover(t, { ...city, ethnicity: '回族' })
    await lover(t, { ...city, ethnicity: '汉族' })
    await lover(t, { ...city })
    expect(ids(await search(viewer, { city: '鹤壁市', ethnicity: '回族' }))).toEqual([hui.id])
    expect(await search(viewer, { city: '鹤壁市', ethnicity: '藏族' })).toEqual([])
    expect(await search(viewer, { city: '鹤壁市' })).toHaveLength(3)
  })

  it('finds members with any of the chosen answers about children', async () => {
    const viewer = await man(t)
    const city = inCity('焦作市')
    const none = await lover(t, { ...city, children: 'none' })
    const apart = await lover(t, { ...city, marital: 'divorced', children: 'apart' })
    await lover(t, { ...city, marital: 'divorced', children: 'together' })
    await lover(t, { ...city })
    expect(ids(await search(viewer, { city: '焦作市', children: ['none'] }))).toEqual([none.id])
    expect(ids(await search(viewer, { city: '焦作市', children: ['none', 'apart'] })).sort()).toEqual(
      [none.id, apart.id].sort()
    )
  })
})

describe('找对象 by nickname or member number', () => {
  it('finds a nickname by any part of it, literally, and a member by her number', async () => {
    const viewer = await man(t)
    const star = await lover(t, { ...inCity('安阳市'), nickname: '星河_100%' })
    const other = await lover(t, { ...inCity('安阳市'), nickname: '星空' })
    expect(ids(await search(viewer, { keyword: '星河' }))).toEqual([star.id])
    expect(ids(await search(viewer, { keyword: ' 河_1 ' }))).toEqual([star.id])
    // % and _ mean themselves: "星%" matches no one named 星….
    expect(await search(viewer, { keyword: '星%' })).toEqual([])
    expect(ids(await search(viewer, { keyword: '100%' }))).toEqual([star.id])
    expect(ids(await search(viewer, { keyword: String(other.id) }))).toContain(other.id)
    // A number is a member of any gender: looking someone up is not browsing.
    const he = await man(t, { ...inCity('安阳市'), nickname: '老乡' })
    expect(ids(await search(viewer, { keyword: String(he.id) }))).toEqual([he.id])
    expect(await search(viewer, { keyword: '99999999999' })).toEqual([])
  })
})

describe('who never appears', () => {
  it('leaves out members hidden from the feed, hidden by staff, suspended, blocked either way, and the viewer', async () => {
    const viewer = await man(t, { nickname: '寻人甲' })
    const city = inCity('新乡市')
    const shy = await lover(t, { ...city, nickname: '寻人乙' })
    const iBlocked = await lover(t, { ...city, nickname: '寻人丙' })
    const blockedMe = await lover(t, { ...city, nickname: '寻人丁' })
    const gone = await lover(t, { ...city, nickname: '寻人戊' })
    const fine = await lover(t, { ...city, nickname: '寻人己' })
    const reported = await lover(t, { ...city, nickname: '寻人庚' })
    await hide(shy, { hideFromFeed: true })
    await setProfile(t, reported.id, { staffHidden: true })
    await t.call(API.loveSocial.block, { userId: iBlocked.id }, { token: viewer.token })
    await t.call(API.loveSocial.block, { userId: viewer.id }, { token: blockedMe.token })
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, gone.id)))
    expect(ids(await search(viewer, { city: '新乡市' }))).toEqual([fine.id])
    expect(ids(await search(viewer, { keyword: '寻人' }))).toEqual([fine.id])
    for (const hidden of [shy, iBlocked, blockedMe, gone, reported])
      expect(await search(viewer, { keyword: String(hidden.id) })).toEqual([])
  })

  it('never shows members of another tenant, even by number', async () => {
    const viewer = await man(t)
    const foreign = await lover(t, { ...inCity('许昌市'), nickname: '乙城寻人' }, HOST_B)
    expect(await search(viewer, { city: '许昌市' })).toEqual([])
    expect(await search(viewer, { keyword: '乙城寻人' })).toEqual([])
    expect(await search(viewer, { keyword: String(foreign.id) })).toEqual([])
  })
})

describe('hidden fields are never searchable', () => {
  it('a hidden age keeps her out of age and sign conditions, a hidden income out of income ones', async () => {
    const viewer = await man(t)
    const city = inCity('南阳市')
    const quietAge = await lover(t, { ...city, birthDate: '1994-04-05', income: 'gt50k' })
    const quietIncome = await lover(t, { ...city, birthDate: '1994-04-05', income: 'gt50k' })
    const open = await lover(t, { ...city, birthDate: '1994-04-05', income: 'gt50k' })
    await hide(quietAge, { hideAge: true })
    await hide(quietIncome, { hideIncome: true })
    const found = (c: SearchCriteria) => search(viewer, { city: '南阳市', ...c }).then((cards) => ids(cards).sort())
    expect(await found({ ageMin: 18, ageMax: 99 })).toEqual([quietIncome.id, open.id].sort())
    expect(await found({ zodiac: 'aries' })).toEqual([quietIncome.id, open.id].sort())
    expect(await found({ incomeMin: 'lt5k' })).toEqual([quietAge.id, open.id].sort())
    // Without a condition on them, the hidden fields don't hide the member.
    expect(await found({})).toEqual([quietAge.id, quietIncome.id, open.id].sort())
    const ageless = (await search(viewer, { keyword: String(quietAge.id) }))[0]
    expect(ageless.age).toBeNull()
  })
})

describe('bad input', () => {
  it('answers a clear message for each malformed condition, and asks visitors to log in', async () => {
    const viewer = await man(t)
    const call = (body: Record<string, unknown>) =>
      t.call(API.loveSearch.search, { cursor: '', pageSize: 10, ...body } as never, { token: viewer.token })
    expectFailure(await call({ ageMin: 40, ageMax: 30 }), 40000, '最小年龄不能大于最大年龄')
    expectFailure(await call({ heightMin: 180, heightMax: 160 }), 40000, '最低身高不能高于最高身高')
    expectFailure(await call({ ageMin: 12 }), 40000, '年龄须在18-99岁之间')
    expectFailure(await call({ zodiac: 'dragon' }), 40000, '星座不正确')
    expectFailure(await call({ marital: ['single', 'single'] }), 40000, '婚况不正确')
    expectFailure(await call({ house: [] }), 40000, '住房情况不正确')
    expectFailure(await call({ incomeMin: 'rich' }), 40000, '月收入不正确')
    expectFailure(await call({ ethnicity: '火星族' }), 40000, '请从列表中选择民族')
    expectFailure(await call({ ethnicity: '' }), 40000, '请从列表中选择民族')
    expectFailure(await call({ children: ['none', 'none'] }), 40000, '子女情况不正确')
    expectFailure(await call({ children: 'none' }), 40000, '子女情况不正确')
    expectFailure(await call({ keyword: '很'.repeat(21) }), 40000, '昵称或会员编号最多20个字')
    expectFailure(await call({ cursor: 'nope' }), 40000, '分页参数不正确')
    expectUnauthorized(await t.call(API.loveSearch.search, { cursor: '', pageSize: 10 }))
  })
})

describe('saved conditions', () => {
  const criteria: SearchCriteria = {
    city: '洛阳市',
    educationMin: 'bachelor',
    marital: ['single'],
    zodiac: 'leo',
    ethnicity: '汉族',
    children: ['none', 'apart']
  }

  it('saves, lists, applies and deletes named conditions, each member her own', async () => {
    const me = await man(t)
    const saved = await t.call(API.loveSearch.saveSearch, { name: ' 洛阳本科 ', criteria }, { token: me.token })
    expect(saved.body.data).toMatchObject({ name: '洛阳本科', criteria })
    const list = await t.call(API.loveSearch.getSavedSearches, {}, { token: me.token })
    expect(list.body.data).toEqual([saved.body.data])
    // Applying a saved set is searching with it.
    await search(me, list.body.data[0].criteria)

    const someoneElse = await member(t)
    expect((await t.call(API.loveSearch.getSavedSearches, {}, { token: someoneElse.token })).body.data).toEqual([])
    expectFailure(
      await t.call(API.loveSearch.deleteSavedSearch, { id: saved.body.data.id }, { token: someoneElse.token }),
      40400,
      '该条件不存在或已删除'
    )
    const foreign = await member(t, HOST_B)
    expectFailure(
      await t.call(
        API.loveSearch.deleteSavedSearch,
        { id: saved.body.data.id },
        { token: foreign.token, host: HOST_B }
      ),
      40400,
      '该条件不存在或已删除'
    )
    expect(
      (await t.call(API.loveSearch.deleteSavedSearch, { id: saved.body.data.id }, { token: me.token })).body.data
    ).toEqual({ ok: true })
    expect((await t.call(API.loveSearch.getSavedSearches, {}, { token: me.token })).body.data).toEqual([])
  })

  it('refuses a sixth set, a repeated name, a blank name and empty conditions', async () => {
    const me = await man(t)
    const save = (name: string, c: SearchCriteria = criteria) =>
      t.call(API.loveSearch.saveSearch, { name, criteria: c }, { token: me.token })
    for (let i = 1; i <= 5; i++) expect((await save(`条件${i}`)).body.code).toBe(20000)
    expectFailure(await save('条件6'), 40000, '最多保存5组条件，请先删除不用的')
    const [first] = (await t.call(API.loveSearch.getSavedSearches, {}, { token: me.token })).body.data
    await t.call(API.loveSearch.deleteSavedSearch, { id: first.id }, { token: me.token })
    expectFailure(await save('条件2'), 40000, '已有同名的条件，换个名字吧')
    expectFailure(await save('   '), 40000, '请给条件起个名字')
    expectFailure(await save('空的', { keyword: '  ' }), 40000, '请先选择至少一个条件')
    expectFailure(await save('太长了'.repeat(5)), 40000, '条件名称为1-12个字')
    expect((await save('条件6')).body.code).toBe(20000)
  })

  it('holds the limit when many saves race', async () => {
    const me = await man(t)
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(API.loveSearch.saveSearch, { name: `并发${i}`, criteria }, { token: me.token })
      )
    )
    expect(results.filter((r) => r.body.code === 20000)).toHaveLength(5)
    expect(results.filter((r) => r.body.msg === '最多保存5组条件，请先删除不用的')).toHaveLength(3)
    const rows = await t.app.db
      .select()
      .from(loveSavedSearches)
      .where(and(eq(loveSavedSearches.tenantId, 1), eq(loveSavedSearches.userId, me.id)))
    expect(rows).toHaveLength(5)
  })
})
