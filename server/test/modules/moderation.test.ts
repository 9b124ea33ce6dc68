import { eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { REVIEW_UNDO_MINUTES, type ModerationMode } from '@contract/moderation'
import { and } from 'drizzle-orm'
import { contentReviews, tenants, users } from '../../src/db/schema'
import { seedPendingReviews } from '../../src/db/seed-moderation'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, man, member, profileInput, setProfile, type Lover } from '../helpers/love'
import { grantRole } from '../helpers/staff'
import { uploadedImage, uploadedImages } from '../helpers/upload'

let t: TestApp
let staff: Lover
let viewer: Lover
beforeAll(async () => {
  t = await buildTestApp()
  staff = await member(t)
  await grantRole(t, 1, staff.id, 'auditor')
  viewer = await man(t)
})
afterAll(async () => {
  await t.close()
})

async function setMode(mode: ModerationMode, tenantId = 1) {
  await t.app.db.update(tenants).set({ moderationConfig: { mode } }).where(eq(tenants.tenantId, tenantId))
}
afterEach(() => setMode('pre'))

async function ok<T>(p: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await p
  if (body.code !== 20000) throw new Error(`${body.code} ${body.msg}`)
  return body.data
}

/** What another member sees of `who`: the detail page. */
const seenByOthers = (who: Lover) => ok(t.call(API.loveFeed.getDetail, { userId: who.id }, { token: viewer.token }))
const myReviews = (who: Lover) => ok(t.call(API.moderation.getMyReviews, {}, { token: who.token }))
const queue = (token = staff.token, host?: string) =>
  ok(t.call(API.moderation.getQueue, { cursor: '', pageSize: 50 }, { token, host }))

async function reviewIdOf(who: Lover, kind: string): Promise<number> {
  const item = (await queue()).list.find((i) => i.member.userId === who.id && i.kind === kind)
  if (!item) throw new Error(`no pending ${kind} review of ${who.id}`)
  return item.id
}

const approve = (reviewId: number, token = staff.token) => t.call(API.moderation.approve, { reviewId }, { token })
const reject = (reviewId: number, reason: string, token = staff.token) =>
  t.call(API.moderation.reject, { reviewId, reason }, { token })

describe('pre-moderation (the default)', () => {
  it('keeps a new avatar, album and about-me from others until staff approve, while the member sees them waiting', async () => {
    const aboutMe = '喜欢爬山和做饭，周末常去西湖边散步，希望遇到真诚的你'
    const she = await lover(t, { aboutMe })
    const avatar = await uploadedImage(t, she.token)
    const album = await uploadedImages(t, she.token, 2)
    await ok(t.call(API.member.setAvator, { headPic: avatar }, { token: she.token }))
    const mine = await ok(t.call(API.loveProfile.setAlbum, { images: album }, { token: she.token }))

    // The member sees her own submissions, marked as waiting.
    expect(mine).toMatchObject({ album, aboutMe })
    expect((await ok(t.call(API.member.getUser, {}, { token: she.token }))).headPic).toBe(avatar)
    expect(await myReviews(she)).toMatchObject({
      avatar: { status: 'pending', text: avatar },
      album: { status: 'pending', images: album },
      aboutMe: { status: 'pending', text: aboutMe }
    })

    // Nobody else does, anywhere: not on her detail page, not on her feed card.
    expect(await seenByOthers(she)).toMatchObject({ avatar: '', album: [], aboutMe: '' })
    const feed = await ok(t.call(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 50 }, { token: viewer.token }))
    const card = feed.list.find((c) => c.userId === she.id)
    expect(card?.avatar ?? '').toBe('')

    // Staff see each beside what others see now, and approve them.
    const items = (await queue()).list.filter((i) => i.member.userId === she.id)
    expect(items.map((i) => i.kind).sort()).toEqual(['aboutMe', 'album', 'avatar'])
    expect(items.find((i) => i.kind === 'avatar')).toMatchObject({ proposedText: avatar, currentText: '' })
    for (const item of items) expect((await approve(item.id)).body.code).toBe(20000)

    expect(await seenByOthers(she)).toMatchObject({ avatar, album, aboutMe })
    expect(await myReviews(she)).toEqual({ avatar: null, album: null, aboutMe: null })
    expect((await queue()).list.filter((i) => i.member.userId === she.id)).toEqual([])
  })

  it('shows others the previous approved avatar while a new one waits, and a newer submission replaces the waiting one', async () => {
    const she = await lover(t)
    const [first, second, third] = await uploadedImages(t, she.token, 3)
    await ok(t.call(API.member.setAvator, { headPic: first }, { token: she.token }))
    await approve(await reviewIdOf(she, 'avatar'))
    await ok(t.call(API.member.setAvator, { headPic: second }, { token: she.token }))
    await ok(t.call(API.member.setAvator, { headPic: third }, { token: she.token }))

    expect((await seenByOthers(she)).avatar).toBe(first)
    const waiting = (await queue()).list.filter((i) => i.member.userId === she.id && i.kind === 'avatar')
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatchObject({ kind: 'avatar', proposedText: third, currentText: first })
  })

  it('turns a submission down with a reason the member reads, in a notice and on her page; others never see it', async () => {
    const she = await lover(t)
    const [approved, bad] = await uploadedImages(t, she.token, 2)
    await ok(t.call(API.loveProfile.setAlbum, { images: [approved] }, { token: she.token }))
    await approve(await reviewIdOf(she, 'album'))
    await ok(t.call(API.loveProfile.setAlbum, { images: [approved, bad] }, { token: she.token }))

    const res = await reject(await reviewIdOf(she, 'album'), '照片不是本人或看不清脸')
    expect(res.body).toMatchObject({ code: 20000, data: { status: 'rejected', reason: '照片不是本人或看不清脸' } })

    expect((await seenByOthers(she)).album).toEqual([approved])
    expect((await myReviews(she)).album).toMatchObject({ status: 'rejected', reason: '照片不是本人或看不清脸' })
    expect((await ok(t.call(API.loveProfile.getMyProfile, {}, { token: she.token }))).album).toEqual([approved])
    const notices = await ok(t.call(API.notice.getNoticePage, { cursor: '', pageSize: 10 }, { token: she.token }))
    const notice = notices.list.find((n) => n.title === '相册未通过审核')
    expect(notice).toMatchObject({ link: '/subpages/upload_file/loveuser' })
    expect(notice?.body).toContain('照片不是本人或看不清脸')
  })

  it('lets a member remove a photo or clear her about-me at once, without review', async () => {
    const she = await lover(t, { aboutMe: '' })
    const photos = await uploadedImages(t, she.token, 2)
    await ok(t.call(API.loveProfile.setAlbum, { images: photos }, { token: she.token }))
    await approve(await reviewIdOf(she, 'album'))
    await ok(t.call(API.loveProfile.setAlbum, { images: [photos[1]] }, { token: she.token }))
    expect((await seenByOthers(she)).album).toEqual([photos[1]])
    expect((await myReviews(she)).album).toBeNull()
  })

  it('decides a submission once when two staff decide it at the same time', async () => {
    const other = await member(t)
    await grantRole(t, 1, other.id, 'admin')
    const she = await lover(t)
    await ok(t.call(API.member.setAvator, { headPic: await uploadedImage(t, she.token) }, { token: she.token }))
    const id = await reviewIdOf(she, 'avatar')
    const results = await Promise.all([approve(id), reject(id, '内容低俗或令人不适', other.token)])
    const codes = results.map((r) => r.body.code)
    expect(codes.filter((c) => c === 20000)).toHaveLength(1)
    expect(results.find((r) => r.body.code !== 20000)?.body.msg).toBe('该内容已审核，请勿重复操作')
    const notices = await ok(t.call(API.notice.getNoticePage, { cursor: '', pageSize: 10 }, { token: she.token }))
    expect(notices.list.filter((n) => n.title.startsWith('头像'))).toHaveLength(1)
  })
})

const history = async (token = staff.token, host?: string) => {
  const items = []
  let cursor = ''
  do {
    const page = await ok(t.call(API.moderation.getHistory, { cursor, pageSize: 2 }, { token, host }))
    items.push(...page.list)
    cursor = page.nextCursor
  } while (cursor)
  return items
}
const undo = (reviewId: number, token = staff.token, host?: string) =>
  t.call(API.moderation.undo, { reviewId }, { token, host })
const reReview = (reviewId: number, token = staff.token, host?: string) =>
  t.call(API.moderation.reReview, { reviewId }, { token, host })

/** Moves a decision back in time, as if taken `minutes` ago. */
const decidedAgo = (reviewId: number, minutes: number) =>
  t.app.db
    .update(contentReviews)
    .set({ decidedAt: new Date(Date.now() - minutes * 60_000) })
    .where(and(eq(contentReviews.tenantId, 1), eq(contentReviews.id, reviewId)))

async function approvedAboutMe(text: string) {
  const she = await lover(t, { aboutMe: '' })
  await ok(t.call(API.loveProfile.editInfo, profileInput({ aboutMe: text }), { token: she.token }))
  const id = await reviewIdOf(she, 'aboutMe')
  await ok(approve(id))
  return { she, id }
}

describe('已处理: the history, 撤销 and 重新审核', () => {
  it('lists decided items newest first, paged, with who decided, when and what', async () => {
    const { id: first } = await approvedAboutMe('周末喜欢去西湖边跑步，也爱做饭')
    const she = await lover(t)
    await ok(t.call(API.member.setAvator, { headPic: await uploadedImage(t, she.token) }, { token: she.token }))
    const second = await reviewIdOf(she, 'avatar')
    await ok(reject(second, '照片不是本人或看不清脸'))

    const items = await history()
    const mine = items.filter((i) => i.id === first || i.id === second)
    expect(mine.map((i) => [i.id, i.status])).toEqual([
      [second, 'rejected'],
      [first, 'approved']
    ])
    expect(mine[0]).toMatchObject({ reviewer: { userId: staff.id }, reason: '照片不是本人或看不清脸' })
    expect(mine[0].decidedAt).not.toBe('')
    expect(Date.parse(mine[0].undoUntil) - Date.parse(mine[0].decidedAt)).toBe(REVIEW_UNDO_MINUTES * 60_000)
    expect(items.map((i) => i.decidedAt)).toEqual([...items.map((i) => i.decidedAt)].sort().reverse())
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length)
  })

  it('撤销 within the window puts an approval back to pending and hides it again; the member is told', async () => {
    const text = '在银行上班，喜欢摄影和徒步旅行'
    const { she, id } = await approvedAboutMe(text)
    expect((await seenByOthers(she)).aboutMe).toBe(text)

    const res = await undo(id)
    expect(res.body).toMatchObject({ code: 20000, data: { id, status: 'pending', reviewer: null, undoUntil: '' } })
    expect((await seenByOthers(she)).aboutMe).toBe('')
    expect((await queue()).list.map((i) => i.id)).toContain(id)
    expect((await history()).map((i) => i.id)).not.toContain(id)
    const notices = await ok(t.call(API.notice.getNoticePage, { cursor: '', pageSize: 10 }, { token: she.token }))
    const about = (list: { title: string }[]) => list.map((n) => n.title).filter((n) => n.startsWith('自我介绍'))
    expect(about(notices.list)).toEqual(['自我介绍重新审核中', '自我介绍已通过审核'])

    // Decided anew, it is told anew.
    await ok(approve(id))
    expect((await seenByOthers(she)).aboutMe).toBe(text)
    const again = await ok(t.call(API.notice.getNoticePage, { cursor: '', pageSize: 10 }, { token: she.token }))
    expect(about(again.list)).toEqual(['自我介绍已通过审核', '自我介绍重新审核中', '自我介绍已通过审核'])
  })

  it('撤销 of a rejection under post-moderation shows the submission again while it waits', async () => {
    await setMode('post')
    const she = await lover(t)
    const [avatar] = await uploadedImages(t, she.token, 1)
    await ok(t.call(API.member.setAvator, { headPic: avatar }, { token: she.token }))
    const id = await reviewIdOf(she, 'avatar')
    await ok(reject(id, '照片不是本人或看不清脸'))
    expect((await seenByOthers(she)).avatar).toBe('')
    await ok(undo(id))
    expect((await seenByOthers(she)).avatar).toBe(avatar)
  })

  it('refuses 撤销 after the window, and 重新审核 then hides an approved item until decided', async () => {
    const text = '做设计的，养了一只橘猫，周末爱逛书店'
    const { she, id } = await approvedAboutMe(text)
    await decidedAgo(id, REVIEW_UNDO_MINUTES + 1)
    expect((await history()).find((i) => i.id === id)).toMatchObject({ undoUntil: '', reReviewable: true })
    const late = await undo(id)
    expect(late.body.code).toBe(40900)
    expect(late.body.msg).toBe(`已超过${REVIEW_UNDO_MINUTES}分钟，不能撤销；已通过的内容可重新审核`)
    expect((await seenByOthers(she)).aboutMe).toBe(text)

    expect((await reReview(id)).body).toMatchObject({ code: 20000, data: { status: 'pending' } })
    expect((await seenByOthers(she)).aboutMe).toBe('')
    await ok(reject(id, '含有联系方式或广告'))
    expect((await seenByOthers(she)).aboutMe).toBe('')
    expect((await reReview(id)).body.msg).toBe('只能重新审核已通过的内容')
  })

  it('only the latest submission, still shown as decided, can be taken back', async () => {
    const { she, id } = await approvedAboutMe('喜欢听民谣，会弹一点吉他')
    await ok(
      t.call(API.loveProfile.editInfo, profileInput({ aboutMe: '换一段新的自我介绍，爱好旅行' }), { token: she.token })
    )
    expect((await undo(id)).body.msg).toBe('会员已重新提交，请审核新的内容')

    const photos = await uploadedImages(t, she.token, 2)
    await ok(t.call(API.loveProfile.setAlbum, { images: photos }, { token: she.token }))
    const album = await reviewIdOf(she, 'album')
    await ok(approve(album))
    // She removed a photo herself since: putting the old album back is not staff's to do.
    await ok(t.call(API.loveProfile.setAlbum, { images: [photos[0]] }, { token: she.token }))
    expect((await reReview(album)).body.msg).toBe('会员已修改过该内容，无需重新审核')
  })

  it('of 撤销 and 重新审核 at the same moment exactly one wins, and the member hears once', async () => {
    const other = await member(t)
    await grantRole(t, 1, other.id, 'admin')
    const { she, id } = await approvedAboutMe('在医院做护士，作息规律，喜欢安静')
    const results = await Promise.all([undo(id), reReview(id, other.token), undo(id, other.token)])
    expect(results.map((r) => r.body.code).sort()).toEqual([20000, 40900, 40900])
    expect(results.filter((r) => r.body.code !== 20000).map((r) => r.body.msg)).toEqual([
      '该内容已回到待审核，请勿重复操作',
      '该内容已回到待审核，请勿重复操作'
    ])
    const notices = await ok(t.call(API.notice.getNoticePage, { cursor: '', pageSize: 10 }, { token: she.token }))
    expect(notices.list.filter((n) => n.title === '自我介绍重新审核中')).toHaveLength(1)
  })

  it('refuses a plain member and staff of another tenant', async () => {
    const { id } = await approvedAboutMe('喜欢打羽毛球，每周去两次')
    const plain = await member(t)
    for (const res of [
      await t.call(API.moderation.getHistory, { cursor: '', pageSize: 10 }, { token: plain.token }),
      await undo(id, plain.token),
      await reReview(id, plain.token)
    ]) {
      expect(res.body).toEqual({ code: 40300, msg: '没有权限', data: null })
    }
    const foreign = await member(t, HOST_B)
    await grantRole(t, 2, foreign.id, 'admin')
    expect((await history(foreign.token, HOST_B)).map((i) => i.id)).not.toContain(id)
    for (const res of [await undo(id, foreign.token, HOST_B), await reReview(id, foreign.token, HOST_B)]) {
      expect(res.body).toMatchObject({ code: 40400, msg: '审核记录不存在' })
    }
  })
})

describe('post-moderation', () => {
  it('shows a new avatar to others at once, and a rejection puts the approved one back', async () => {
    const she = await lover(t)
    const [first, second] = await uploadedImages(t, she.token, 2)
    await ok(t.call(API.member.setAvator, { headPic: first }, { token: she.token }))
    await approve(await reviewIdOf(she, 'avatar'))

    await setMode('post')
    await ok(t.call(API.member.setAvator, { headPic: second }, { token: she.token }))
    expect((await seenByOthers(she)).avatar).toBe(second)
    expect((await myReviews(she)).avatar).toMatchObject({ status: 'pending', text: second })

    await reject(await reviewIdOf(she, 'avatar'), '含有联系方式或广告')
    expect((await seenByOthers(she)).avatar).toBe(first)
    expect((await ok(t.call(API.member.getUser, {}, { token: she.token }))).headPic).toBe(first)
    expect((await myReviews(she)).avatar).toMatchObject({ status: 'rejected', reason: '含有联系方式或广告' })
  })

  it('shows a new about-me at once and takes it back on rejection', async () => {
    await setMode('post')
    const she = await lover(t, { aboutMe: '' })
    const text = '周末常去爬山，想找一个能一起看日出的人，一起去更多地方'
    await ok(t.call(API.loveProfile.editInfo, profileInput({ aboutMe: text }), { token: she.token }))
    expect((await seenByOthers(she)).aboutMe).toBe(text)
    await reject(await reviewIdOf(she, 'aboutMe'), '内容低俗或令人不适')
    expect((await seenByOthers(she)).aboutMe).toBe('')
  })
})

describe('the site’s choice of pre- or post-moderation', () => {
  it('is switched by an admin only, for her own site, and applies to the next submission', async () => {
    const admin = await member(t)
    await grantRole(t, 1, admin.id, 'admin')
    expect(await ok(t.call(API.moderation.getMode, {}, { token: staff.token }))).toEqual({ mode: 'pre' })
    // An auditor reviews but does not decide how the site reviews; a stranger does neither.
    expect((await t.call(API.moderation.setMode, { mode: 'post' }, { token: staff.token })).body.code).toBe(40300)
    const plain = await member(t)
    expect((await t.call(API.moderation.getMode, {}, { token: plain.token })).body.code).toBe(40300)
    const bad = await t.call(API.moderation.setMode, { mode: 'never' }, { token: admin.token })
    expect(bad.body).toMatchObject({ code: 40000, msg: '审核方式只能是先审后发或先发后审' })

    expect(await ok(t.call(API.moderation.setMode, { mode: 'post' }, { token: admin.token }))).toEqual({ mode: 'post' })
    const she = await lover(t)
    const photo = await uploadedImage(t, she.token)
    await ok(t.call(API.member.setAvator, { headPic: photo }, { token: she.token }))
    expect((await seenByOthers(she)).avatar).toBe(photo)

    // City B's admin switches only city B.
    const foreign = await member(t, HOST_B)
    await grantRole(t, 2, foreign.id, 'admin')
    await ok(t.call(API.moderation.setMode, { mode: 'pre' }, { token: foreign.token, host: HOST_B }))
    expect(await ok(t.call(API.moderation.getMode, {}, { token: admin.token }))).toEqual({ mode: 'post' })
    await setMode('pre', 2)
  })

  it('forgets the cached site, so the switch holds on the very next request of every replica', async () => {
    const cached = await buildTestApp({ TENANT_CACHE_MS: 60_000 })
    try {
      const admin = await member(cached)
      await grantRole(cached, 1, admin.id, 'admin')
      const she = await lover(cached)
      const him = await man(cached)
      // A request that puts the site, still under pre-moderation, into the cache.
      expect(await ok(cached.call(API.moderation.getMode, {}, { token: admin.token }))).toEqual({ mode: 'pre' })
      await ok(cached.call(API.moderation.setMode, { mode: 'post' }, { token: admin.token }))
      const photo = await uploadedImage(cached, she.token)
      await ok(cached.call(API.member.setAvator, { headPic: photo }, { token: she.token }))
      const detail = await ok(cached.call(API.loveFeed.getDetail, { userId: she.id }, { token: him.token }))
      expect(detail.avatar).toBe(photo)
    } finally {
      await cached.close()
    }
  })

  it('keeps a review written under post-moderation honest after switching back to pre', async () => {
    const she = await lover(t)
    const [first, second, third] = await uploadedImages(t, she.token, 3)
    await ok(t.call(API.member.setAvator, { headPic: first }, { token: she.token }))
    await approve(await reviewIdOf(she, 'avatar'))
    await setMode('post')
    await ok(t.call(API.member.setAvator, { headPic: second }, { token: she.token }))
    await setMode('pre')
    // The unreviewed second photo must not become the "approved" one the third is compared to.
    await ok(t.call(API.member.setAvator, { headPic: third }, { token: she.token }))
    await reject(await reviewIdOf(she, 'avatar'), '照片不是本人或看不清脸')
    expect((await seenByOthers(she)).avatar).toBe(first)
  })
})

describe('who may review', () => {
  it('refuses a plain member and a member of another tenant', async () => {
    const she = await lover(t)
    await ok(t.call(API.member.setAvator, { headPic: await uploadedImage(t, she.token) }, { token: she.token }))
    const id = await reviewIdOf(she, 'avatar')

    const plain = await member(t)
    for (const res of [
      await t.call(API.moderation.getQueue, { cursor: '', pageSize: 10 }, { token: plain.token }),
      await approve(id, plain.token),
      await reject(id, '照片不是本人或看不清脸', plain.token)
    ]) {
      expect(res.body).toEqual({ code: 40300, msg: '没有权限', data: null })
    }

    // A moderator of city B sees nothing of city A and cannot decide its reviews.
    const foreign = await member(t, HOST_B)
    await grantRole(t, 2, foreign.id, 'admin')
    expect((await queue(foreign.token, HOST_B)).list).toEqual([])
    const cross = await t.call(API.moderation.approve, { reviewId: id }, { token: foreign.token, host: HOST_B })
    expect(cross.body.code).not.toBe(20000)
    expect((await seenByOthers(she)).avatar).toBe('')
  })

  it('asks for a reason when rejecting', async () => {
    const res = await reject(1, '   ')
    expect(res.body.code).not.toBe(20000)
    expect(res.body.msg).toBe('请填写驳回原因')
  })
})

describe('the demo city', () => {
  it('starts with a new avatar and a rewritten about-me waiting, while others see what the seed wrote', async () => {
    // Two feed members as seed-love numbers them (the 21st and 22nd of tenant 1).
    const [a, b] = [await lover(t, { aboutMe: '' }), await lover(t, { aboutMe: '' })]
    const [portrait, other] = await uploadedImages(t, a.token, 2)
    for (const [who, phone] of [
      [a, '18601000020'],
      [b, '18601000021']
    ] as const) {
      await t.app.db
        .update(users)
        .set({ phone, headPic: who === a ? portrait : '' })
        .where(and(eq(users.tenantId, 1), eq(users.id, who.id)))
    }
    await setProfile(t, a.id, { album: [portrait, other] })
    await setProfile(t, b.id, { aboutMe: '原来的自我介绍' })

    await seedPendingReviews(t.app.db, 1)

    const waiting = (await queue()).list.filter((i) => i.member.userId === a.id || i.member.userId === b.id)
    expect(waiting.map((i) => [i.member.userId, i.kind])).toEqual([
      [a.id, 'avatar'],
      [b.id, 'aboutMe']
    ])
    expect(waiting[0]).toMatchObject({ proposedText: other, currentText: portrait })
    expect((await seenByOthers(a)).avatar).toBe(portrait)
    expect((await seenByOthers(b)).aboutMe).toBe('原来的自我介绍')
  })
})
