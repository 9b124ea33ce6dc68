import { and, eq } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import { CONTACT_INFO_MESSAGE } from '@contract/contact-guard'
import type { MemberNotice } from '@contract/notice'
import type { SubmitStoryReq } from '@contract/xixun'
import { matchmakers, pennants, users } from '../../src/db/schema'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { ok } from '../helpers/finance'
import { lover, man, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { grantRole } from '../helpers/staff'
import { uploadedImage } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

const CONTACT_INFO = 41005
const NOT_YOURS = '图片不正确，请重新上传'

const send = <P extends ApiPath>(who: Lover, path: P, body: ReqOf<P> | Record<string, unknown> = {}) =>
  t.call(path, body, { token: who.token, host: who.host })

async function reviewer(host = HOST_A): Promise<Lover> {
  const s = await member(t, host)
  await grantRole(t, host === HOST_B ? 2 : 1, s.id, 'auditor')
  return s
}

async function notices(who: Lover): Promise<MemberNotice[]> {
  return (
    await ok(t.call(API.notice.getNoticePage, { cursor: '', pageSize: 50 }, { token: who.token, host: who.host }))
  ).list
}

const storyBody = (partnerId: number, overrides: Partial<SubmitStoryReq> = {}): SubmitStoryReq => ({
  partnerId,
  title: '西湖边的约定',
  content: '我们在一次读书会上认识，从《百年孤独》聊到各自的家乡，后来每个周末都一起去西湖边散步。',
  stage: 'dating',
  photos: [],
  metThrough: '红娘牵线',
  ...overrides
})

/** A woman and a man of tenant A, both with dating profiles. */
async function couple(): Promise<{ her: Lover; him: Lover }> {
  return { her: await lover(t, { nickname: '小雨' }), him: await man(t, { nickname: '阿杰' }) }
}

async function submitted(author: Lover, partner: Lover, overrides: Partial<SubmitStoryReq> = {}) {
  return ok(send(author, API.xixun.submitStory, storyBody(partner.id, overrides)))
}

/** A story both halves stand behind and staff published. */
async function published(staff: Lover, overrides: Partial<SubmitStoryReq> = {}) {
  const { her, him } = await couple()
  const story = await submitted(her, him, overrides)
  await ok(send(him, API.xixun.confirmStory, { storyId: story.id, confirm: true }))
  await ok(send(staff, API.xixun.reviewStory, { id: story.id, approve: true, reason: '' }))
  return { her, him, storyId: story.id }
}

async function matchmakerIds(tenantId: number): Promise<number[]> {
  const rows = await t.app.db
    .select({ id: matchmakers.id })
    .from(matchmakers)
    .where(eq(matchmakers.tenantId, tenantId))
    .orderBy(matchmakers.id)
  return rows.map((r) => r.id)
}

async function allStoryIds(): Promise<number[]> {
  const ids: number[] = []
  let cursor = ''
  do {
    const page = await ok(t.call(API.xixun.getStoryPage, { cursor, pageSize: 2 }))
    ids.push(...page.list.map((c) => c.id))
    cursor = page.nextCursor
  } while (cursor)
  return ids
}

describe('telling a success story', () => {
  it('waits for the partner, who is told and may open it; nobody else sees it yet', async () => {
    const { her, him } = await couple()
    const photo = await uploadedImage(t, her.token)
    const story = await submitted(her, him, { title: '  西湖边的约定  ', photos: [photo] })
    expect(story).toMatchObject({
      couple: [
        { userId: her.id, nickname: '小雨' },
        { userId: him.id, nickname: '阿杰' }
      ],
      title: '西湖边的约定',
      stage: 'dating',
      cover: photo,
      photos: [photo],
      metThrough: '红娘牵线',
      status: 'awaiting_partner',
      publishedAt: '',
      mine: true,
      awaitingMe: false
    })
    expect(await notices(him)).toEqual([
      expect.objectContaining({
        title: '小雨邀请你一起发布脱单喜讯',
        link: `/subpages/xixun/Feedback?id=${story.id}`
      })
    ])
    expect(await ok(send(him, API.xixun.getStory, { storyId: story.id }))).toMatchObject({
      mine: true,
      awaitingMe: true
    })
    const [mine] = await ok(send(him, API.xixun.getMyStories))
    expect(mine).toMatchObject({ id: story.id, awaitingMe: true })

    const stranger = await lover(t)
    expectFailure(await send(stranger, API.xixun.getStory, { storyId: story.id }), 40400, '喜讯不存在')
    expectFailure(await t.call(API.xixun.getStory, { storyId: story.id }), 40400, '喜讯不存在')
    expect(await allStoryIds()).not.toContain(story.id)
  })

  it('is published after the partner confirms and staff approve; both halves are told', async () => {
    const staff = await reviewer()
    const { her, him } = await couple()
    const story = await submitted(him, her)
    const confirmed = await ok(send(her, API.xixun.confirmStory, { storyId: story.id, confirm: true }))
    expect(confirmed).toMatchObject({ status: 'pending_review', awaitingMe: false })
    expect(await notices(him)).toEqual([
      expect.objectContaining({ title: '小雨确认了你们的脱单喜讯', link: `/subpages/xixun/Details?id=${story.id}` })
    ])
    // A reviewer reads it before it is public.
    expect(await ok(send(staff, API.xixun.getStory, { storyId: story.id }))).toMatchObject({ mine: false })
    const queue = await ok(send(staff, API.xixun.getStoryQueue, { tab: 'pending', cursor: '', pageSize: 50 }))
    expect(queue.list.map((s) => s.id)).toContain(story.id)

    const decided = await ok(send(staff, API.xixun.reviewStory, { id: story.id, approve: true, reason: '' }))
    expect(decided.status).toBe('published')
    expect(Date.parse(decided.publishedAt)).toBeGreaterThan(Date.now() - 60_000)
    for (const who of [her, him])
      expect(await notices(who)).toContainEqual(
        expect.objectContaining({ title: '你们的脱单喜讯已发布', link: `/subpages/xixun/Details?id=${story.id}` })
      )

    // Now public: a visitor and another member read it; it leads the list.
    const asVisitor = await ok(t.call(API.xixun.getStory, { storyId: story.id }))
    expect(asVisitor).toMatchObject({ status: 'published', mine: false, awaitingMe: false })
    const page = await ok(t.call(API.xixun.getStoryPage, { cursor: '', pageSize: 10 }))
    expect(page.list[0]).toMatchObject({
      id: story.id,
      title: story.title,
      couple: [{ userId: him.id }, { userId: her.id }],
      excerpt: story.content.slice(0, 80)
    })
    const handled = await ok(send(staff, API.xixun.getStoryQueue, { tab: 'handled', cursor: '', pageSize: 50 }))
    expect(handled.list.map((s) => s.id)).toContain(story.id)
    const pending = await ok(send(staff, API.xixun.getStoryQueue, { tab: 'pending', cursor: '', pageSize: 50 }))
    expect(pending.list.map((s) => s.id)).not.toContain(story.id)

    expectFailure(
      await send(staff, API.xixun.reviewStory, { id: story.id, approve: false, reason: '重复' }),
      40900,
      '该内容已审核'
    )
  })

  it('is withdrawn when the partner declines; the author hears it and may tell it again', async () => {
    const { her, him } = await couple()
    const story = await submitted(her, him)
    const declined = await ok(send(him, API.xixun.confirmStory, { storyId: story.id, confirm: false }))
    expect(declined.status).toBe('withdrawn')
    expect(await notices(her)).toEqual([expect.objectContaining({ title: '阿杰没有确认你们的脱单喜讯' })])
    expectFailure(
      await send(him, API.xixun.confirmStory, { storyId: story.id, confirm: true }),
      40900,
      '这条喜讯已经确认过了'
    )
    const again = await submitted(her, him)
    expect(again.status).toBe('awaiting_partner')
  })

  it('a rejection needs a reason, which both halves read', async () => {
    const staff = await reviewer()
    const { her, him } = await couple()
    const story = await submitted(her, him)
    await ok(send(him, API.xixun.confirmStory, { storyId: story.id, confirm: true }))
    expectFailure(
      await send(staff, API.xixun.reviewStory, { id: story.id, approve: false, reason: '  ' }),
      40000,
      '请填写未通过的原因'
    )
    const rejected = await ok(send(staff, API.xixun.reviewStory, { id: story.id, approve: false, reason: '照片模糊' }))
    expect(rejected).toMatchObject({ status: 'rejected', reason: '照片模糊', publishedAt: '' })
    for (const who of [her, him]) {
      expect(await notices(who)).toContainEqual(
        expect.objectContaining({ title: '你们的脱单喜讯未通过审核', body: '原因：照片模糊。修改后可以重新提交' })
      )
      expect(await ok(send(who, API.xixun.getStory, { storyId: story.id }))).toMatchObject({ reason: '照片模糊' })
    }
    expect(await allStoryIds()).not.toContain(story.id)
    // A rejected story may be told anew.
    expect((await submitted(him, her)).status).toBe('awaiting_partner')
  })

  it('a story the partner has not confirmed cannot be reviewed, nor one of the reviewer’s own', async () => {
    const staff = await reviewer()
    const { her, him } = await couple()
    const waiting = await submitted(her, him)
    expectFailure(
      await send(staff, API.xixun.reviewStory, { id: waiting.id, approve: true, reason: '' }),
      40000,
      '对方还没有确认这条喜讯，不能审核'
    )
    const staffWithProfile = await man(t)
    await grantRole(t, 1, staffWithProfile.id, 'admin')
    const own = await submitted(staffWithProfile, her)
    await ok(send(her, API.xixun.confirmStory, { storyId: own.id, confirm: true }))
    expectFailure(
      await send(staffWithProfile, API.xixun.reviewStory, { id: own.id, approve: true, reason: '' }),
      40000,
      '不能审核与自己有关的内容'
    )
    expectFailure(
      await send(staff, API.xixun.reviewStory, { id: 2_147_483_000, approve: true, reason: '' }),
      40400,
      '喜讯不存在'
    )
  })

  it('only the partner confirms, once', async () => {
    const { her, him } = await couple()
    const story = await submitted(her, him)
    expectFailure(
      await send(her, API.xixun.confirmStory, { storyId: story.id, confirm: true }),
      40300,
      '需要由对方确认'
    )
    expectFailure(
      await send(await man(t), API.xixun.confirmStory, { storyId: story.id, confirm: true }),
      40400,
      '喜讯不存在'
    )
    await ok(send(him, API.xixun.confirmStory, { storyId: story.id, confirm: true }))
    expectFailure(
      await send(him, API.xixun.confirmStory, { storyId: story.id, confirm: false }),
      40900,
      '这条喜讯已经确认过了'
    )
  })

  it('either half moves a published story along without a new review', async () => {
    const staff = await reviewer()
    const { her, him, storyId } = await published(staff)
    const engaged = await ok(send(him, API.xixun.setStoryStage, { storyId, stage: 'engaged' }))
    expect(engaged).toMatchObject({ stage: 'engaged', status: 'published' })
    await ok(send(her, API.xixun.setStoryStage, { storyId, stage: 'wedding' }))
    expect(await ok(t.call(API.xixun.getStory, { storyId }))).toMatchObject({ stage: 'wedding', status: 'published' })
    expectFailure(
      await send(await lover(t), API.xixun.setStoryStage, { storyId, stage: 'parents' }),
      40400,
      '喜讯不存在'
    )
    expectFailure(
      await send(her, API.xixun.setStoryStage, { storyId, stage: 'married' }),
      40000,
      '请选择你们现在的阶段'
    )
  })

  it('a withdrawn story keeps its stage', async () => {
    const { her, him } = await couple()
    const story = await submitted(her, him)
    await ok(send(him, API.xixun.confirmStory, { storyId: story.id, confirm: false }))
    expectFailure(
      await send(her, API.xixun.setStoryStage, { storyId: story.id, stage: 'wedding' }),
      40000,
      '这条喜讯已撤回或未通过，不能再修改'
    )
  })

  it('the public list pages newest first without repeats', async () => {
    const staff = await reviewer()
    const before = await allStoryIds()
    const fresh = []
    for (let i = 0; i < 3; i++) fresh.push((await published(staff, { title: `第${i + 1}个故事` })).storyId)
    const after = await allStoryIds()
    expect(after.slice(0, 3)).toEqual([...fresh].reverse())
    expect(after).toHaveLength(before.length + 3)
    expect(new Set(after).size).toBe(after.length)
    expectFailure(await t.call(API.xixun.getStoryPage, { cursor: 'bm9wZQ', pageSize: 2 }), 40000, '分页参数不正确')
  })

  it('one story per couple at a time, whoever tells it, even when both send at once', async () => {
    const { her, him } = await couple()
    const [a, b] = await Promise.all([
      send(her, API.xixun.submitStory, storyBody(him.id)),
      send(him, API.xixun.submitStory, storyBody(her.id))
    ])
    const results = [a.body, b.body].map((r) => r.code).sort()
    expect(results).toEqual([20000, 40900])
    expect([a.body.msg, b.body.msg]).toContain('你们已经提交过喜讯，请勿重复提交')
    expect(await ok(send(her, API.xixun.getMyStories))).toHaveLength(1)
  })

  it('names a real partner: another dating member of the other gender', async () => {
    const her = await lover(t)
    expectFailure(await send(her, API.xixun.submitStory, storyBody(her.id)), 40000, '请填写对方的会员ID')
    expectFailure(await send(her, API.xixun.submitStory, storyBody(0)), 40000, '请填写对方的会员ID')
    expectFailure(await send(her, API.xixun.submitStory, storyBody(2_147_483_000)), 40400, '未找到该会员')
    expectFailure(await send(her, API.xixun.submitStory, storyBody((await lover(t)).id)), 40400, '未找到该会员')
    expectFailure(await send(her, API.xixun.submitStory, storyBody((await member(t)).id)), 40400, '未找到该会员')
    const disabled = await man(t)
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, disabled.id)))
    expectFailure(await send(her, API.xixun.submitStory, storyBody(disabled.id)), 40400, '未找到该会员')
    const blocker = await man(t)
    await ok(send(blocker, API.loveSocial.block, { userId: her.id }))
    expectFailure(await send(her, API.xixun.submitStory, storyBody(blocker.id)), 40400, '未找到该会员')
    const noProfile = await member(t)
    expectFailure(await send(noProfile, API.xixun.submitStory, storyBody((await man(t)).id)), 40400, '请先填写交友资料')
  })

  it('checks the texts and photos', async () => {
    const { her, him } = await couple()
    const cases: [Partial<SubmitStoryReq>, number, string][] = [
      [{ title: '好' }, 40000, '标题为2-40个字'],
      [{ title: ' 好 ' }, 40000, '标题为2-40个字'],
      [{ title: '好'.repeat(41) }, 40000, '标题为2-40个字'],
      [{ content: '我们在一起了' }, 40000, '故事内容为10-2000个字'],
      [{ content: `${' '.repeat(10)}太好了` }, 40000, '故事内容为10-2000个字'],
      [{ metThrough: '缘'.repeat(41) }, 40000, '相识方式最多40个字'],
      [{ stage: 'married' as never }, 40000, '请选择你们现在的阶段'],
      [{ title: '加我13812345678' }, CONTACT_INFO, CONTACT_INFO_MESSAGE],
      [{ content: '我们认识很久了，有事可以加我微信 lovexiaoyu2024 聊聊' }, CONTACT_INFO, CONTACT_INFO_MESSAGE],
      [{ metThrough: 'qq 123456789' }, CONTACT_INFO, CONTACT_INFO_MESSAGE],
      [{ photos: Array.from({ length: 10 }, () => '/uploads/t1/a.jpg') }, 40000, '照片最多9张，且须为上传的图片'],
      [{ photos: ['/uploads/t1/not-mine.jpg'] }, 40000, NOT_YOURS],
      [{ photos: [await uploadedImage(t, him.token)] }, 40000, NOT_YOURS]
    ]
    for (const [overrides, code, msg] of cases)
      expectFailure(await send(her, API.xixun.submitStory, storyBody(him.id, overrides)), code, msg)
    expect(await ok(send(her, API.xixun.getMyStories))).toEqual([])
  })

  it('needs a login to tell, confirm, restage or list one’s stories', async () => {
    expectUnauthorized(await t.call(API.xixun.submitStory, storyBody(2)))
    expectUnauthorized(await t.call(API.xixun.confirmStory, { storyId: 1, confirm: true }))
    expectUnauthorized(await t.call(API.xixun.setStoryStage, { storyId: 1, stage: 'wedding' }))
    expectUnauthorized(await t.call(API.xixun.getMyStories, {}))
  })

  it('a stale token reads a published story as a visitor, and is asked to log in for an unpublished one', async () => {
    const staff = await reviewer()
    const { storyId } = await published(staff)
    const stale = 'Bearer no-such-session'
    const res = await t.call(API.xixun.getStory, { storyId }, { token: stale })
    expect(res.body.data).toMatchObject({ id: storyId, mine: false })
    const { her, him } = await couple()
    const waiting = await submitted(her, him)
    expectUnauthorized(
      await t.call(API.xixun.getStory, { storyId: waiting.id }, { token: stale }),
      '登录已过期，请重新登录'
    )
  })

  it('the review desk is for reviewers only', async () => {
    const plain = await lover(t)
    const matchmaker = await member(t)
    await grantRole(t, 1, matchmaker.id, 'matchmaker')
    for (const who of [plain, matchmaker]) {
      expectFailure(
        await send(who, API.xixun.getStoryQueue, { tab: 'pending', cursor: '', pageSize: 10 }),
        40300,
        '没有权限'
      )
      expectFailure(await send(who, API.xixun.reviewStory, { id: 1, approve: true, reason: '' }), 40300, '没有权限')
    }
    expectUnauthorized(await t.call(API.xixun.getStoryQueue, { tab: 'pending', cursor: '', pageSize: 10 }))
  })

  it('stays in its city', async () => {
    const staff = await reviewer()
    const { her, storyId } = await published(staff)
    expectFailure(await t.call(API.xixun.getStory, { storyId }, { host: HOST_B }), 40400, '喜讯不存在')
    const page = await ok(t.call(API.xixun.getStoryPage, { cursor: '', pageSize: 50 }, { host: HOST_B }))
    expect(page.list.map((s) => s.id)).not.toContain(storyId)
    const elsewhere = await man(t, {}, HOST_B)
    expectFailure(await send(elsewhere, API.xixun.submitStory, storyBody(her.id)), 40400, '未找到该会员')
    const bStaff = await reviewer(HOST_B)
    expectFailure(
      await send(bStaff, API.xixun.reviewStory, { id: storyId, approve: false, reason: '越权' }),
      40400,
      '喜讯不存在'
    )
    expect(await ok(t.call(API.xixun.getStory, { storyId }))).toMatchObject({ status: 'published' })
  })
})

describe('pennants for matchmakers', () => {
  const words = '感谢王红娘一路用心牵线，让我们走到了一起！'

  it('are shown after review, to everyone and on the matchmaker’s list; sender and matchmaker are told', async () => {
    const staff = await reviewer()
    const [first, second] = await matchmakerIds(1)
    const matchmakerAccount = await member(t)
    await t.app.db
      .update(matchmakers)
      .set({ userId: matchmakerAccount.id })
      .where(and(eq(matchmakers.tenantId, 1), eq(matchmakers.id, first)))
    const sender = await lover(t, { nickname: '晓晓' })
    const sent = await ok(send(sender, API.xixun.sendPennant, { matchmakerId: first, template: 'yuelao', words }))
    expect(sent).toMatchObject({
      from: { userId: sender.id, nickname: '晓晓' },
      matchmaker: { id: first, name: '王红娘' },
      template: 'yuelao',
      words,
      status: 'pending_review'
    })
    expect(await ok(send(sender, API.xixun.getPennant, { pennantId: sent.id }))).toMatchObject({ id: sent.id })
    expectFailure(await t.call(API.xixun.getPennant, { pennantId: sent.id }), 40400, '锦旗不存在')
    expectFailure(await send(await lover(t), API.xixun.getPennant, { pennantId: sent.id }), 40400, '锦旗不存在')
    const publicIds = async (matchmakerId?: number) =>
      (
        await ok(
          t.call(API.xixun.getPennantPage, { cursor: '', pageSize: 50, ...(matchmakerId ? { matchmakerId } : {}) })
        )
      ).list.map((p) => p.id)
    expect(await publicIds()).not.toContain(sent.id)

    const queue = await ok(send(staff, API.xixun.getPennantQueue, { tab: 'pending', cursor: '', pageSize: 50 }))
    expect(queue.list.map((p) => p.id)).toContain(sent.id)
    const shown = await ok(send(staff, API.xixun.reviewPennant, { id: sent.id, approve: true, reason: '' }))
    expect(shown.status).toBe('published')
    expect(await publicIds()).toContain(sent.id)
    expect(await publicIds(first)).toContain(sent.id)
    expect(await publicIds(second)).not.toContain(sent.id)
    expect(await ok(t.call(API.xixun.getPennant, { pennantId: sent.id }))).toMatchObject({ status: 'published' })
    expect(await notices(sender)).toEqual([
      expect.objectContaining({
        title: '你送给王红娘的锦旗已展示',
        link: `/subpages/xixun/FlagDetails?id=${sent.id}`
      })
    ])
    expect(await notices(matchmakerAccount)).toEqual([
      expect.objectContaining({ title: '你收到了一面锦旗', body: '晓晓送给你一面锦旗，感谢你的用心牵线' })
    ])
    expectFailure(
      await send(staff, API.xixun.reviewPennant, { id: sent.id, approve: false, reason: '改判' }),
      40900,
      '该内容已审核'
    )
    // The matchmaker's own account neither sends itself one nor judges one it received.
    expectFailure(
      await send(matchmakerAccount, API.xixun.sendPennant, { matchmakerId: first, template: 'baihe', words }),
      40000,
      '不能给自己送锦旗'
    )
  })

  it('one per member and matchmaker, even when sent twice at once; again after a rejection', async () => {
    const staff = await reviewer()
    const [, , third] = await matchmakerIds(1)
    const sender = await man(t)
    const body = { matchmakerId: third, template: 'qianxian', words }
    const [a, b] = await Promise.all([
      send(sender, API.xixun.sendPennant, body),
      send(sender, API.xixun.sendPennant, body)
    ])
    expect([a.body.code, b.body.code].sort()).toEqual([20000, 40900])
    expect([a.body.msg, b.body.msg]).toContain('你已给这位红娘送过锦旗')
    const rows = await t.app.db
      .select()
      .from(pennants)
      .where(and(eq(pennants.tenantId, 1), eq(pennants.fromUserId, sender.id)))
    expect(rows).toHaveLength(1)

    expectFailure(
      await send(staff, API.xixun.reviewPennant, { id: rows[0].id, approve: false, reason: '' }),
      40000,
      '请填写未通过的原因'
    )
    const rejected = await ok(
      send(staff, API.xixun.reviewPennant, { id: rows[0].id, approve: false, reason: '寄语不当' })
    )
    expect(rejected).toMatchObject({ status: 'rejected', reason: '寄语不当' })
    expect(await notices(sender)).toEqual([
      expect.objectContaining({
        title: expect.stringContaining('未通过审核'),
        body: '原因：寄语不当。修改后可以重新赠送'
      })
    ])
    expect(await ok(send(sender, API.xixun.getPennant, { pennantId: rows[0].id }))).toMatchObject({
      reason: '寄语不当'
    })
    expect((await ok(send(sender, API.xixun.sendPennant, body))).status).toBe('pending_review')
    expectFailure(await send(sender, API.xixun.sendPennant, body), 40900, '你已给这位红娘送过锦旗')
    const handled = await ok(send(staff, API.xixun.getPennantQueue, { tab: 'handled', cursor: '', pageSize: 50 }))
    expect(handled.list.map((p) => p.id)).toContain(rows[0].id)
  })

  it('checks the matchmaker, the design and the words', async () => {
    const sender = await member(t)
    const [first] = await matchmakerIds(1)
    const [elsewhere] = await matchmakerIds(2)
    const cases: [Record<string, unknown>, number, string][] = [
      [{ matchmakerId: first, template: 'gold', words }, 40000, '请选择锦旗样式'],
      [{ matchmakerId: first, template: 'baihe', words: '谢' }, 40000, '锦旗寄语为2-200个字'],
      [{ matchmakerId: first, template: 'baihe', words: ' 谢 ' }, 40000, '锦旗寄语为2-200个字'],
      [{ matchmakerId: first, template: 'baihe', words: '谢'.repeat(201) }, 40000, '锦旗寄语为2-200个字'],
      [
        { matchmakerId: first, template: 'baihe', words: '有空打我电话13812345678' },
        CONTACT_INFO,
        CONTACT_INFO_MESSAGE
      ],
      [{ matchmakerId: 0, template: 'baihe', words }, 40000, '请选择红娘'],
      [{ matchmakerId: 2_147_483_000, template: 'baihe', words }, 40400, '未找到该红娘'],
      [{ matchmakerId: elsewhere, template: 'baihe', words }, 40400, '未找到该红娘']
    ]
    for (const [body, code, msg] of cases) expectFailure(await send(sender, API.xixun.sendPennant, body), code, msg)
    expectUnauthorized(await t.call(API.xixun.sendPennant, { matchmakerId: first, template: 'baihe', words }))
  })

  it('the review desk is for reviewers, each city its own', async () => {
    const plain = await member(t)
    expectFailure(
      await send(plain, API.xixun.getPennantQueue, { tab: 'pending', cursor: '', pageSize: 10 }),
      40300,
      '没有权限'
    )
    expectFailure(await send(plain, API.xixun.reviewPennant, { id: 1, approve: true, reason: '' }), 40300, '没有权限')
    expectUnauthorized(await t.call(API.xixun.reviewPennant, { id: 1, approve: true, reason: '' }))

    const [first] = await matchmakerIds(1)
    const sent = await ok(
      send(await member(t), API.xixun.sendPennant, { matchmakerId: first, template: 'zhixin', words })
    )
    const bStaff = await reviewer(HOST_B)
    expectFailure(
      await send(bStaff, API.xixun.reviewPennant, { id: sent.id, approve: true, reason: '' }),
      40400,
      '锦旗不存在'
    )
    const bQueue = await ok(send(bStaff, API.xixun.getPennantQueue, { tab: 'pending', cursor: '', pageSize: 50 }))
    expect(bQueue.list.map((p) => p.id)).not.toContain(sent.id)
    expectFailure(await t.call(API.xixun.getPennant, { pennantId: sent.id }, { host: HOST_B }), 40400, '锦旗不存在')
  })

  it('the public list pages newest first', async () => {
    const staff = await reviewer()
    const ids = await matchmakerIds(1)
    const fresh: number[] = []
    for (const matchmakerId of ids) {
      const p = await ok(send(await member(t), API.xixun.sendPennant, { matchmakerId, template: 'liangyuan', words }))
      await ok(send(staff, API.xixun.reviewPennant, { id: p.id, approve: true, reason: '' }))
      fresh.push(p.id)
    }
    const seen: number[] = []
    let cursor = ''
    do {
      const page = await ok(t.call(API.xixun.getPennantPage, { cursor, pageSize: 3 }))
      seen.push(...page.list.map((p) => p.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen.slice(0, ids.length)).toEqual([...fresh].reverse())
    expect(new Set(seen).size).toBe(seen.length)
  })
})
