import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm'
import type { PennantStatus, PennantTemplateKey, StoryStage, StoryStatus } from '@contract/xixun'
import type { Queryable, Tx } from '../../db/client'
import { loveStories, matchmakers, pennants, users } from '../../db/schema'
import type { TimeCursor } from '../../lib/cursor'

export type StoryRow = typeof loveStories.$inferSelect
export type PennantRow = typeof pennants.$inferSelect

/** A couple has one story in play at a time; a declined or rejected one may be told again. */
const CLOSED_STORY: StoryStatus[] = ['rejected', 'withdrawn']

export async function findStory(db: Queryable, tenantId: number, id: number): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(loveStories)
    .where(and(eq(loveStories.tenantId, tenantId), eq(loveStories.id, id)))
  return row
}

/**
 * Locks both members' accounts, lowest id first so two submissions naming each other cannot
 * deadlock: whoever comes second waits, then finds the first story.
 */
export async function lockCouple(tx: Tx, tenantId: number, a: number, b: number): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [a, b])))
    .orderBy(asc(users.id))
    .for('update')
}

/** The story of these two still in play, whoever of them told it. */
export async function openStoryOf(
  db: Queryable,
  tenantId: number,
  a: number,
  b: number
): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(loveStories)
    .where(
      and(
        eq(loveStories.tenantId, tenantId),
        or(
          and(eq(loveStories.authorId, a), eq(loveStories.partnerId, b)),
          and(eq(loveStories.authorId, b), eq(loveStories.partnerId, a))
        ),
        notInArray(loveStories.status, CLOSED_STORY)
      )
    )
    .limit(1)
  return row
}

export async function insertStory(
  tx: Tx,
  tenantId: number,
  story: {
    authorId: number
    partnerId: number
    title: string
    content: string
    stage: StoryStage
    photos: string[]
    metThrough: string
  }
): Promise<StoryRow> {
  const [row] = await tx
    .insert(loveStories)
    .values({
      tenantId,
      authorId: story.authorId,
      partnerId: story.partnerId,
      title: story.title,
      content: story.content,
      stage: story.stage,
      photos: story.photos,
      metThrough: story.metThrough
    })
    .returning()
  return row
}

/** The partner's answer, only while it is awaited: a second answer changes nothing. */
export async function answerStory(
  db: Queryable,
  tenantId: number,
  id: number,
  partnerId: number,
  confirm: boolean
): Promise<StoryRow | undefined> {
  const [row] = await db
    .update(loveStories)
    .set({
      status: confirm ? 'pending_review' : 'withdrawn',
      confirmedAt: confirm ? sql`now()` : null,
      updatedAt: sql`now()`
    })
    .where(
      and(
        eq(loveStories.tenantId, tenantId),
        eq(loveStories.id, id),
        eq(loveStories.partnerId, partnerId),
        eq(loveStories.status, 'awaiting_partner')
      )
    )
    .returning()
  return row
}

/** Moves a story still in play to another stage; a closed one is left as it was. */
export async function updateStage(
  db: Queryable,
  tenantId: number,
  id: number,
  stage: StoryStage
): Promise<StoryRow | undefined> {
  const [row] = await db
    .update(loveStories)
    .set({ stage, updatedAt: sql`now()` })
    .where(
      and(eq(loveStories.tenantId, tenantId), eq(loveStories.id, id), notInArray(loveStories.status, CLOSED_STORY))
    )
    .returning()
  return row
}

/** Decides a story waiting for review; one already decided is not touched (undefined). */
export async function decideStory(
  db: Queryable,
  tenantId: number,
  id: number,
  decision: { approve: boolean; reason: string; reviewerId: number }
): Promise<StoryRow | undefined> {
  const [row] = await db
    .update(loveStories)
    .set({
      status: decision.approve ? 'published' : 'rejected',
      reason: decision.reason,
      reviewerId: decision.reviewerId,
      reviewedAt: sql`now()`,
      publishedAt: decision.approve ? sql`now()` : null,
      updatedAt: sql`now()`
    })
    .where(and(eq(loveStories.tenantId, tenantId), eq(loveStories.id, id), eq(loveStories.status, 'pending_review')))
    .returning()
  return row
}

/**
 * Published stories, newest first, after `after`; each row carries its own position, the publication
 * time as PostgreSQL's own text (microseconds).
 */
export async function publishedStoryPage(
  db: Queryable,
  tenantId: number,
  after: TimeCursor | null,
  limit: number
): Promise<(StoryRow & { at: string })[]> {
  return db
    .select({ ...getTableColumns(loveStories), at: sql<string>`${loveStories.publishedAt}::text` })
    .from(loveStories)
    .where(
      and(
        eq(loveStories.tenantId, tenantId),
        eq(loveStories.status, 'published'),
        after
          ? sql`(${loveStories.publishedAt}, ${loveStories.id}) < (${after.at}::timestamptz, ${after.id})`
          : undefined
      )
    )
    .orderBy(desc(loveStories.publishedAt), desc(loveStories.id))
    .limit(limit)
}

/** The member's stories, told or named in, newest first. */
export async function storiesOf(db: Queryable, tenantId: number, userId: number, limit: number): Promise<StoryRow[]> {
  return db
    .select()
    .from(loveStories)
    .where(
      and(eq(loveStories.tenantId, tenantId), or(eq(loveStories.authorId, userId), eq(loveStories.partnerId, userId)))
    )
    .orderBy(desc(loveStories.id))
    .limit(limit)
}

/** Waiting for review: oldest first (first come, first judged); decided: newest first. Keyset on the id. */
export async function storyQueuePage(
  db: Queryable,
  tenantId: number,
  opts: { pending: boolean; afterId: number; limit: number }
): Promise<StoryRow[]> {
  const { pending, afterId, limit } = opts
  return db
    .select()
    .from(loveStories)
    .where(
      and(
        eq(loveStories.tenantId, tenantId),
        pending ? eq(loveStories.status, 'pending_review') : inArray(loveStories.status, ['published', 'rejected']),
        afterId ? (pending ? gt(loveStories.id, afterId) : lt(loveStories.id, afterId)) : undefined
      )
    )
    .orderBy(pending ? asc(loveStories.id) : desc(loveStories.id))
    .limit(limit)
}

/** Names and avatars as other members see them: the avatar is the last one staff approved. */
export async function peopleOf(
  db: Queryable,
  tenantId: number,
  ids: number[]
): Promise<{ userId: number; nickname: string; headPic: string }[]> {
  if (ids.length === 0) return []
  return db
    .select({ userId: users.id, nickname: users.nickname, headPic: users.headPic })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])))
}

export type MatchmakerRow = typeof matchmakers.$inferSelect

export async function findMatchmaker(db: Queryable, tenantId: number, id: number): Promise<MatchmakerRow | undefined> {
  const [row] = await db
    .select()
    .from(matchmakers)
    .where(and(eq(matchmakers.tenantId, tenantId), eq(matchmakers.id, id)))
  return row
}

export async function matchmakersOf(
  db: Queryable,
  tenantId: number,
  ids: number[]
): Promise<Map<number, MatchmakerRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select()
    .from(matchmakers)
    .where(and(eq(matchmakers.tenantId, tenantId), inArray(matchmakers.id, [...new Set(ids)])))
  return new Map(rows.map((r) => [r.id, r]))
}

export async function findPennant(db: Queryable, tenantId: number, id: number): Promise<PennantRow | undefined> {
  const [row] = await db
    .select()
    .from(pennants)
    .where(and(eq(pennants.tenantId, tenantId), eq(pennants.id, id)))
  return row
}

/**
 * One pennant per member and matchmaker unless staff rejected it: the partial unique index
 * decides, so two sends at once still make one row; undefined when one already stands.
 */
export async function insertPennant(
  db: Queryable,
  tenantId: number,
  pennant: { fromUserId: number; matchmakerId: number; template: PennantTemplateKey; words: string }
): Promise<PennantRow | undefined> {
  const [row] = await db
    .insert(pennants)
    .values({
      tenantId,
      fromUserId: pennant.fromUserId,
      matchmakerId: pennant.matchmakerId,
      template: pennant.template,
      words: pennant.words
    })
    .onConflictDoNothing({
      target: [pennants.tenantId, pennants.fromUserId, pennants.matchmakerId],
      where: sql`${pennants.status} <> 'rejected'`
    })
    .returning()
  return row
}

export async function decidePennant(
  db: Queryable,
  tenantId: number,
  id: number,
  decision: { approve: boolean; reason: string; reviewerId: number }
): Promise<PennantRow | undefined> {
  const status: PennantStatus = decision.approve ? 'published' : 'rejected'
  const [row] = await db
    .update(pennants)
    .set({ status, reason: decision.reason, reviewerId: decision.reviewerId, reviewedAt: sql`now()` })
    .where(and(eq(pennants.tenantId, tenantId), eq(pennants.id, id), eq(pennants.status, 'pending_review')))
    .returning()
  return row
}

/** Published pennants, of one matchmaker or all, newest first, before the id `beforeId` (0: from the newest). */
export async function publishedPennantPage(
  db: Queryable,
  tenantId: number,
  opts: { matchmakerId?: number; beforeId: number; limit: number }
): Promise<PennantRow[]> {
  return db
    .select()
    .from(pennants)
    .where(
      and(
        eq(pennants.tenantId, tenantId),
        eq(pennants.status, 'published'),
        opts.matchmakerId ? eq(pennants.matchmakerId, opts.matchmakerId) : undefined,
        opts.beforeId ? lt(pennants.id, opts.beforeId) : undefined
      )
    )
    .orderBy(desc(pennants.id))
    .limit(opts.limit)
}

export async function pennantQueuePage(
  db: Queryable,
  tenantId: number,
  opts: { pending: boolean; afterId: number; limit: number }
): Promise<PennantRow[]> {
  const { pending, afterId, limit } = opts
  return db
    .select()
    .from(pennants)
    .where(
      and(
        eq(pennants.tenantId, tenantId),
        pending ? eq(pennants.status, 'pending_review') : ne(pennants.status, 'pending_review'),
        afterId ? (pending ? gt(pennants.id, afterId) : lt(pennants.id, afterId)) : undefined
      )
    )
    .orderBy(pending ? asc(pennants.id) : desc(pennants.id))
    .limit(limit)
}
