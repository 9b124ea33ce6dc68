import type { CursorPage, CursorReq } from '@contract/love'
import { holdsAny } from '@contract/staff'
import {
  XIXUN_REVIEWERS,
  type ConfirmStoryReq,
  type Pennant,
  type PennantPageReq,
  type ReviewReq,
  type SendPennantReq,
  type SetStoryStageReq,
  type StoryCard,
  type StoryDetail,
  type StoryPerson,
  type SubmitStoryReq,
  type XixunQueueReq
} from '@contract/xixun'
import type { Db, Queryable } from '../../db/client'
import { assertNoContactInfo } from '../../lib/contact-guard'
import {
  cursorPage,
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
  pageLimit
} from '../../lib/cursor'
import { BizError, conflict, forbidden, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser, Reader } from '../../lib/route'
import { findProfile, NO_PROFILE } from '../love-profile/service'
import { blockedEitherWay } from '../block/service'
import { myStaffRoles } from '../staff/service'
import { findUserById } from '../user/service'
import {
  answerStory,
  decidePennant,
  decideStory,
  findMatchmaker,
  findPennant,
  findStory,
  insertPennant,
  insertStory,
  lockCouple,
  matchmakersOf,
  openStoryOf,
  peopleOf,
  pennantQueuePage,
  publishedPennantPage,
  publishedStoryPage,
  storiesOf,
  storyQueuePage,
  updateStage,
  type PennantRow,
  type StoryRow
} from './repository'
import { CONTENT_RULE, TITLE_RULE, WORDS_RULE } from './schema'

const STORY_NOT_FOUND = '喜讯不存在'
const PENNANT_NOT_FOUND = '锦旗不存在'
const ALREADY_REVIEWED = '该内容已审核'
const NO_PARTNER = '请填写对方的会员ID'
const PARTNER_NOT_FOUND = '未找到该会员'
/** How much of a story a card shows. */
const EXCERPT_CHARS = 80
/** A member has few stories; the list stops here all the same. */
const MY_STORIES_SHOWN = 50

/** Characters as a member counts them (an emoji is one). */
const chars = (text: string) => Array.from(text).length

function assertLength(text: string, min: number, rule: string): void {
  if (chars(text) < min) throw new BizError(rule)
}

async function isReviewer(db: Queryable, who: AuthedUser): Promise<boolean> {
  return holdsAny(await myStaffRoles(db, who), XIXUN_REVIEWERS)
}

const inCouple = (story: StoryRow, userId: number) => story.authorId === userId || story.partnerId === userId

/** How the member with this id is shown on a story or a pennant. */
type People = (userId: number) => StoryPerson

async function personsOf(db: Queryable, tenantId: number, ids: number[]): Promise<People> {
  const shown = new Map((await peopleOf(db, tenantId, ids)).map((p) => [p.userId, p]))
  return (userId) => {
    const p = shown.get(userId)
    return { userId, nickname: p?.nickname || `会员${userId}`, avatar: p?.headPic ?? '' }
  }
}

function cardFields(story: StoryRow, person: People): Omit<StoryCard, 'excerpt'> {
  return {
    id: story.id,
    couple: [person(story.authorId), person(story.partnerId)],
    title: story.title,
    stage: story.stage,
    cover: story.photos[0] ?? '',
    publishedAt: story.publishedAt?.toISOString() ?? ''
  }
}

async function toDetails(
  db: Queryable,
  tenantId: number,
  rows: StoryRow[],
  viewerId: number | undefined
): Promise<StoryDetail[]> {
  const person = await personsOf(
    db,
    tenantId,
    rows.flatMap((r) => [r.authorId, r.partnerId])
  )
  return rows.map((story) => ({
    ...cardFields(story, person),
    content: story.content,
    photos: story.photos,
    metThrough: story.metThrough,
    status: story.status,
    reason: story.reason,
    mine: viewerId !== undefined && inCouple(story, viewerId),
    awaitingMe: story.status === 'awaiting_partner' && story.partnerId === viewerId,
    createdAt: story.createdAt.toISOString()
  }))
}

async function toDetail(db: Queryable, tenantId: number, row: StoryRow, viewerId?: number): Promise<StoryDetail> {
  const [detail] = await toDetails(db, tenantId, [row], viewerId)
  return detail
}

/** Published stories, newest first: the public 脱单喜讯 list, open to visitors too. */
export async function getStoryPage(db: Db, tenantId: number, req: CursorReq): Promise<CursorPage<StoryCard>> {
  const rows = await publishedStoryPage(db, tenantId, decodeTimeCursor(req.cursor), pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeTimeCursor({ at: last.at, id: last.id }))
  const person = await personsOf(
    db,
    tenantId,
    page.list.flatMap((r) => [r.authorId, r.partnerId])
  )
  return {
    ...page,
    list: page.list.map((story) => ({
      ...cardFields(story, person),
      excerpt: Array.from(story.content.replace(/\s+/g, ' ').trim()).slice(0, EXCERPT_CHARS).join('')
    }))
  }
}

/** A published story is everyone's to read; before that only the couple and the reviewers see it. */
export async function getStory(db: Db, tenantId: number, storyId: number, reader: Reader): Promise<StoryDetail> {
  const story = await findStory(db, tenantId, storyId)
  const { who } = reader
  const mayRead =
    story && (story.status === 'published' || (who && (inCouple(story, who.userId) || (await isReviewer(db, who)))))
  if (!story || !mayRead) throw reader.loginError ?? notFound(STORY_NOT_FOUND)
  return toDetail(db, tenantId, story, who?.userId)
}

/** Stories the member told or is named in, whatever became of them. */
export async function getMyStories(db: Db, who: AuthedUser): Promise<StoryDetail[]> {
  const rows = await storiesOf(db, who.tenantId, who.userId, MY_STORIES_SHOWN)
  return toDetails(db, who.tenantId, rows, who.userId)
}

/**
 * Both halves must be dating members of this tenant, of the two genders, who have not blocked
 * each other; anyone else reads as not found, so the form reveals nothing about an account.
 * The couple's rows are locked while checking that no story of theirs is in play, so two
 * submissions at once still make one story. The partner is asked to confirm it.
 */
export async function submitStory(db: Db, who: AuthedUser, req: SubmitStoryReq): Promise<StoryDetail> {
  const { tenantId } = who
  const title = req.title.trim()
  const content = req.content.trim()
  const metThrough = req.metThrough.trim()
  assertLength(title, 2, TITLE_RULE)
  assertLength(content, 10, CONTENT_RULE)
  assertNoContactInfo(title, content, metThrough)
  if (req.partnerId === who.userId) throw new BizError(NO_PARTNER)
  const [me, partner, partnerProfile, blocked] = await Promise.all([
    findProfile(db, tenantId, who.userId),
    findUserById(db, tenantId, req.partnerId),
    findProfile(db, tenantId, req.partnerId),
    blockedEitherWay(db, tenantId, who.userId)
  ])
  if (!me) throw notFound(NO_PROFILE)
  if (
    partner?.status !== 'active' ||
    !partnerProfile ||
    partnerProfile.gender === me.gender ||
    blocked.includes(req.partnerId)
  )
    throw notFound(PARTNER_NOT_FOUND)
  return db.transaction(async (tx) => {
    await lockCouple(tx, tenantId, who.userId, req.partnerId)
    if (await openStoryOf(tx, tenantId, who.userId, req.partnerId)) throw conflict('你们已经提交过喜讯，请勿重复提交')
    const story = await insertStory(tx, tenantId, {
      authorId: who.userId,
      partnerId: req.partnerId,
      title,
      content,
      stage: req.stage,
      photos: req.photos,
      metThrough
    })
    const author = (await personsOf(tx, tenantId, [who.userId]))(who.userId)
    await emit(tx, 'xixun.storySubmitted', {
      tenantId,
      storyId: story.id,
      authorId: story.authorId,
      partnerId: story.partnerId,
      authorName: author.nickname
    })
    return toDetail(tx, tenantId, story, who.userId)
  })
}

/** The partner confirms (to staff review) or declines (withdrawn); the author hears which. */
export async function confirmStory(db: Db, who: AuthedUser, req: ConfirmStoryReq): Promise<StoryDetail> {
  const { tenantId } = who
  return db.transaction(async (tx) => {
    const story = await findStory(tx, tenantId, req.storyId)
    if (!story || !inCouple(story, who.userId)) throw notFound(STORY_NOT_FOUND)
    if (story.partnerId !== who.userId) throw forbidden('需要由对方确认')
    const answered = await answerStory(tx, tenantId, story.id, who.userId, req.confirm)
    if (!answered) throw conflict('这条喜讯已经确认过了')
    const me = (await personsOf(tx, tenantId, [who.userId]))(who.userId)
    await emit(tx, 'xixun.storyAnswered', {
      tenantId,
      storyId: answered.id,
      authorId: answered.authorId,
      partnerId: answered.partnerId,
      partnerName: me.nickname,
      confirmed: req.confirm
    })
    return toDetail(tx, tenantId, answered, who.userId)
  })
}

/** Either half moves their story along (or back); a fixed list, so a published story needs no new review. */
export async function setStoryStage(db: Db, who: AuthedUser, req: SetStoryStageReq): Promise<StoryDetail> {
  const story = await findStory(db, who.tenantId, req.storyId)
  if (!story || !inCouple(story, who.userId)) throw notFound(STORY_NOT_FOUND)
  const changed = await updateStage(db, who.tenantId, story.id, req.stage)
  if (!changed) throw new BizError('这条喜讯已撤回或未通过，不能再修改')
  return toDetail(db, who.tenantId, changed, who.userId)
}

export async function getStoryQueue(db: Db, tenantId: number, req: XixunQueueReq): Promise<CursorPage<StoryDetail>> {
  const rows = await storyQueuePage(db, tenantId, {
    pending: req.tab === 'pending',
    afterId: decodeIdCursor(req.cursor),
    limit: pageLimit(req.pageSize)
  })
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: await toDetails(db, tenantId, page.list, undefined) }
}

function reviewReason(req: ReviewReq): string {
  const reason = req.reason.trim()
  if (!req.approve && !reason) throw new BizError('请填写未通过的原因')
  return req.approve ? '' : reason
}

/** Publishes or rejects a confirmed story; both halves hear it. A reviewer does not judge their own. */
export async function reviewStory(db: Db, staff: AuthedUser, req: ReviewReq): Promise<StoryDetail> {
  const { tenantId } = staff
  const reason = reviewReason(req)
  return db.transaction(async (tx) => {
    const story = await findStory(tx, tenantId, req.id)
    if (!story) throw notFound(STORY_NOT_FOUND)
    if (inCouple(story, staff.userId)) throw new BizError('不能审核与自己有关的内容')
    if (story.status === 'awaiting_partner' || story.status === 'withdrawn')
      throw new BizError('对方还没有确认这条喜讯，不能审核')
    const decided = await decideStory(tx, tenantId, story.id, {
      approve: req.approve,
      reason,
      reviewerId: staff.userId
    })
    if (!decided) throw conflict(ALREADY_REVIEWED)
    await emit(tx, 'xixun.storyReviewed', {
      tenantId,
      storyId: decided.id,
      authorId: decided.authorId,
      partnerId: decided.partnerId,
      title: decided.title,
      approved: req.approve,
      reason: decided.reason
    })
    return toDetail(tx, tenantId, decided)
  })
}

async function toPennants(db: Queryable, tenantId: number, rows: PennantRow[]): Promise<Pennant[]> {
  const [person, mms] = await Promise.all([
    personsOf(
      db,
      tenantId,
      rows.map((r) => r.fromUserId)
    ),
    matchmakersOf(
      db,
      tenantId,
      rows.map((r) => r.matchmakerId)
    )
  ])
  return rows.map((p) => {
    const mm = mms.get(p.matchmakerId)
    return {
      id: p.id,
      from: person(p.fromUserId),
      matchmaker: { id: p.matchmakerId, name: mm?.name ?? '红娘', avatar: mm?.avatar ?? '' },
      template: p.template,
      words: p.words,
      status: p.status,
      reason: p.reason,
      createdAt: p.createdAt.toISOString()
    }
  })
}

async function toPennant(db: Queryable, tenantId: number, row: PennantRow): Promise<Pennant> {
  const [pennant] = await toPennants(db, tenantId, [row])
  return pennant
}

/** Published pennants, of one matchmaker or all, newest first; open to visitors. */
export async function getPennantPage(db: Db, tenantId: number, req: PennantPageReq): Promise<CursorPage<Pennant>> {
  const rows = await publishedPennantPage(db, tenantId, {
    matchmakerId: req.matchmakerId,
    beforeId: decodeIdCursor(req.cursor),
    limit: pageLimit(req.pageSize)
  })
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: await toPennants(db, tenantId, page.list) }
}

/** A published pennant is everyone's to see; before that only its sender and the reviewers. */
export async function getPennant(db: Db, tenantId: number, pennantId: number, reader: Reader): Promise<Pennant> {
  const pennant = await findPennant(db, tenantId, pennantId)
  const { who } = reader
  const mayRead =
    pennant &&
    (pennant.status === 'published' || (who && (pennant.fromUserId === who.userId || (await isReviewer(db, who)))))
  if (!pennant || !mayRead) throw reader.loginError ?? notFound(PENNANT_NOT_FOUND)
  return toPennant(db, tenantId, pennant)
}

/** One pennant per member and matchmaker (again after a rejection), shown once staff approve it. */
export async function sendPennant(db: Db, who: AuthedUser, req: SendPennantReq): Promise<Pennant> {
  const words = req.words.trim()
  assertLength(words, 2, WORDS_RULE)
  assertNoContactInfo(words)
  const matchmaker = await findMatchmaker(db, who.tenantId, req.matchmakerId)
  if (!matchmaker) throw notFound('未找到该红娘')
  if (matchmaker.userId === who.userId) throw new BizError('不能给自己送锦旗')
  const row = await insertPennant(db, who.tenantId, {
    fromUserId: who.userId,
    matchmakerId: matchmaker.id,
    template: req.template,
    words
  })
  if (!row) throw conflict('你已给这位红娘送过锦旗')
  return toPennant(db, who.tenantId, row)
}

export async function getPennantQueue(db: Db, tenantId: number, req: XixunQueueReq): Promise<CursorPage<Pennant>> {
  const rows = await pennantQueuePage(db, tenantId, {
    pending: req.tab === 'pending',
    afterId: decodeIdCursor(req.cursor),
    limit: pageLimit(req.pageSize)
  })
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: await toPennants(db, tenantId, page.list) }
}

/** Shows or rejects a pennant; the sender hears it, and on show the matchmaker's own account too. */
export async function reviewPennant(db: Db, staff: AuthedUser, req: ReviewReq): Promise<Pennant> {
  const { tenantId } = staff
  const reason = reviewReason(req)
  return db.transaction(async (tx) => {
    const pennant = await findPennant(tx, tenantId, req.id)
    if (!pennant) throw notFound(PENNANT_NOT_FOUND)
    const matchmaker = await findMatchmaker(tx, tenantId, pennant.matchmakerId)
    if (pennant.fromUserId === staff.userId || matchmaker?.userId === staff.userId)
      throw new BizError('不能审核与自己有关的内容')
    const decided = await decidePennant(tx, tenantId, pennant.id, {
      approve: req.approve,
      reason,
      reviewerId: staff.userId
    })
    if (!decided) throw conflict(ALREADY_REVIEWED)
    const shown = await toPennant(tx, tenantId, decided)
    await emit(tx, 'xixun.pennantReviewed', {
      tenantId,
      pennantId: decided.id,
      fromUserId: decided.fromUserId,
      senderName: shown.from.nickname,
      matchmakerName: shown.matchmaker.name,
      matchmakerUserId: matchmaker?.userId ?? null,
      approved: req.approve,
      reason: decided.reason
    })
    return shown
  })
}
