import { API } from '@contract/api'
import { containsContactInfo } from '@contract/contact-guard'
import { PENNANT_WORDS_MAX } from '@contract/xixun'
import { seedDemoXixun } from '../../src/db/seed-xixun'
import { feedMemberPhone } from '../../src/db/seed-love'
import { buildTestApp, HOST_A, type TestApp } from '../helpers/app'
import { ok } from '../helpers/finance'
import { profileInput, setProfile, type Lover } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'
import { grantRole } from '../helpers/staff'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

async function account(phone: string): Promise<Lover> {
  const token = await loginWithMaPhone(t, phone)
  return { token, id: await userIdOf(t, token), host: HOST_A }
}

/** Feed member i of tenant 1 as seed-love makes them: even i a woman, with an album of their own. */
async function feedMember(i: number): Promise<Lover & { album: string[] }> {
  const who = await account(feedMemberPhone(1, i))
  const gender = i % 2 === 0 ? 'female' : 'male'
  await ok(t.call(API.loveProfile.signUp, profileInput({ gender, nickname: `会员${i}` }), { token: who.token }))
  const album = [`/uploads/t1/seed/m${i}-0.jpg`, `/uploads/t1/seed/m${i}-1.jpg`]
  await setProfile(t, who.id, { album })
  return { ...who, album }
}

const chars = (text: string) => Array.from(text.replace(/\n/g, '')).length

describe('the demo city’s 脱单喜讯 and 锦旗', () => {
  it('starts with three published stories, one awaiting 苏晴, published pennants and one to review', async () => {
    const reviewer = await account('13800000001')
    await grantRole(t, 1, reviewer.id, 'auditor')
    const suQing = await account('13800000005')
    const feed = new Map<number, Awaited<ReturnType<typeof feedMember>>>()
    for (const i of [30, 31, 32, 33, 34, 35, 37, 40, 41, 42]) feed.set(i, await feedMember(i))
    const member = (i: number) => feed.get(i) as Lover & { album: string[] }
    const feedIndexOf = (userId: number) => [...feed.entries()].find(([, m]) => m.id === userId)?.[0] ?? -1

    await seedDemoXixun(t.app.db, 1)

    const stories = await ok(t.call(API.xixun.getStoryPage, { cursor: '', pageSize: 20 }))
    expect(stories.list.map((s) => s.couple.map((p) => p.userId))).toEqual([
      [member(34).id, member(35).id],
      [member(33).id, member(32).id],
      [member(30).id, member(31).id]
    ])
    expect(new Set(stories.list.map((s) => s.stage)).size).toBe(3)
    for (const card of stories.list) {
      const story = await ok(t.call(API.xixun.getStory, { storyId: card.id }))
      expect(chars(story.content)).toBeGreaterThanOrEqual(150)
      expect(chars(story.content)).toBeLessThanOrEqual(400)
      expect(containsContactInfo(`${story.title}\n${story.content}\n${story.metThrough}`)).toBe(false)
      const albums = story.couple.flatMap((p) => [...feed.values()].find((m) => m.id === p.userId)?.album ?? [])
      expect(story.photos.length).toBeGreaterThan(0)
      expect(albums).toEqual(expect.arrayContaining(story.photos))
      expect(card.cover).toBe(story.photos[0])
      expect(story.couple.map((p) => p.nickname)).toEqual(story.couple.map((p) => `会员${feedIndexOf(p.userId)}`))
    }

    const [waiting] = await ok(t.call(API.xixun.getMyStories, {}, { token: suQing.token }))
    expect(waiting).toMatchObject({
      status: 'awaiting_partner',
      awaitingMe: true,
      couple: [{ userId: member(37).id }, {}]
    })
    const notices = await ok(t.call(API.notice.getNoticePage, { cursor: '', pageSize: 10 }, { token: suQing.token }))
    expect(notices.list).toEqual([
      expect.objectContaining({
        title: '会员37邀请你一起发布脱单喜讯',
        link: `/subpages/xixun/Feedback?id=${waiting.id}`
      })
    ])
    const confirmed = await ok(
      t.call(API.xixun.confirmStory, { storyId: waiting.id, confirm: true }, { token: suQing.token })
    )
    expect(confirmed.status).toBe('pending_review')

    const shown = await ok(t.call(API.xixun.getPennantPage, { cursor: '', pageSize: 20 }))
    expect(shown.list.length).toBeGreaterThanOrEqual(5)
    expect(shown.list.length).toBeLessThanOrEqual(8)
    expect(new Set(shown.list.map((p) => p.template)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(shown.list.map((p) => p.matchmaker.name))).toEqual(new Set(['王红娘', '李老师', '陈姐', '小周']))
    for (const p of shown.list) {
      expect(chars(p.words)).toBeGreaterThanOrEqual(2)
      expect(chars(p.words)).toBeLessThanOrEqual(PENNANT_WORDS_MAX)
      expect(containsContactInfo(p.words)).toBe(false)
    }
    const wang = shown.list.find((p) => p.matchmaker.name === '王红娘')
    const wangs = await ok(
      t.call(API.xixun.getPennantPage, { cursor: '', pageSize: 20, matchmakerId: wang?.matchmaker.id })
    )
    expect(wangs.list.map((p) => p.from.userId).sort()).toEqual([member(30).id, member(31).id].sort())

    const queue = await ok(
      t.call(API.xixun.getPennantQueue, { tab: 'pending', cursor: '', pageSize: 20 }, { token: reviewer.token })
    )
    expect(queue.list).toEqual([expect.objectContaining({ from: expect.objectContaining({ userId: member(42).id }) })])
  })
})
