import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
  type SQL
} from 'drizzle-orm'
import type {
  ChatGift,
  ChatMessage,
  ChatMessageKind,
  ChatPeer,
  ConversationKind,
  MessageReportStatus
} from '@contract/message'
import type { ReportReason } from '@contract/love'
import type { Queryable, Tx } from '../../db/client'
import type { TimeCursor } from '../../lib/cursor'
import {
  conversationMembers,
  conversations,
  loveBlocks,
  loveProfiles,
  messageDailyStarts,
  messageReports,
  messages,
  sessions,
  users
} from '../../db/schema'

export type MessageRow = typeof messages.$inferSelect
export type ConversationRow = typeof conversations.$inferSelect
export type MemberRow = typeof conversationMembers.$inferSelect
export type ReportRow = typeof messageReports.$inferSelect

/** What both members see: a recalled message keeps its place but shows no content. */
export function toChatMessage(row: MessageRow): ChatMessage {
  const recalled = row.recalledAt !== null
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderId,
    kind: row.kind,
    text: recalled ? '' : row.text,
    image: recalled ? '' : row.image,
    gift: recalled ? null : row.gift,
    recalled,
    removedByPlatform: recalled && row.removedByPlatform,
    clientMessageId: row.clientMessageId,
    createdAt: row.createdAt.toISOString()
  }
}

const pair = (a: number, b: number) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a })

export async function findPairConversation(
  db: Queryable,
  tenantId: number,
  a: number,
  b: number
): Promise<ConversationRow | undefined> {
  const { userLow, userHigh } = pair(a, b)
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.tenantId, tenantId),
        eq(conversations.userLow, userLow),
        eq(conversations.userHigh, userHigh)
      )
    )
  return row
}

/**
 * The pair's conversation, created (with both members' rows) when there is none. `created` is
 * true only for the transaction whose insert won: a racing one waits on the unique key, then
 * finds the winner's row.
 */
export async function ensureConversation(
  tx: Tx,
  tenantId: number,
  senderId: number,
  receiverId: number,
  matchmakerId: number | null = null
): Promise<EnsuredConversation> {
  const existing = await findPairConversation(tx, tenantId, senderId, receiverId)
  if (existing) return asMatchmakers(tx, tenantId, existing, matchmakerId)
  const { userLow, userHigh } = pair(senderId, receiverId)
  const kind: ConversationKind = matchmakerId === null ? 'member' : 'matchmaker'
  const [inserted] = await tx
    .insert(conversations)
    .values({ tenantId, userLow, userHigh, startedBy: senderId, kind, matchmakerId })
    .onConflictDoNothing()
    .returning({ id: conversations.id })
  if (!inserted) {
    const winner = await findPairConversation(tx, tenantId, senderId, receiverId)
    if (!winner) throw new Error('conversation vanished after a conflicting insert')
    return asMatchmakers(tx, tenantId, winner, matchmakerId)
  }
  await tx.insert(conversationMembers).values([
    { tenantId, conversationId: inserted.id, userId: senderId, peerId: receiverId },
    { tenantId, conversationId: inserted.id, userId: receiverId, peerId: senderId }
  ])
  return { id: inserted.id, created: true, kind, matchmakerId }
}

export interface EnsuredConversation {
  id: number
  created: boolean
  kind: ConversationKind
  matchmakerId: number | null
}

/**
 * A chat the pair had as members before one of them came to serve the other becomes their
 * matchmaker conversation, so it is answered from the office like any other.
 */
async function asMatchmakers(
  tx: Tx,
  tenantId: number,
  row: ConversationRow,
  matchmakerId: number | null
): Promise<EnsuredConversation> {
  if (matchmakerId === null || row.kind === 'matchmaker') {
    return { id: row.id, created: false, kind: row.kind, matchmakerId: row.matchmakerId }
  }
  await tx
    .update(conversations)
    .set({ kind: 'matchmaker', matchmakerId })
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, row.id)))
  return { id: row.id, created: false, kind: 'matchmaker', matchmakerId }
}

/**
 * Takes the conversation's row lock and its next seq in one statement, the first write of every
 * change, so changes to one conversation commit one after the other in seq order.
 */
export async function nextSeq(tx: Tx, tenantId: number, conversationId: number, touch: boolean): Promise<number> {
  const [row] = await tx
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, ...(touch ? { updatedAt: sql`now()` } : {}) })
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, conversationId)))
    .returning({ lastSeq: conversations.lastSeq })
  if (!row) throw new Error(`conversation ${conversationId} not found`)
  return row.lastSeq
}

export async function membersOf(db: Queryable, tenantId: number, conversationId: number): Promise<MemberRow[]> {
  return db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.tenantId, tenantId), eq(conversationMembers.conversationId, conversationId)))
}

export async function findMembership(
  db: Queryable,
  tenantId: number,
  conversationId: number,
  userId: number
): Promise<(MemberRow & { lastSeq: number; kind: ConversationKind; matchmakerId: number | null }) | undefined> {
  const [row] = await db
    .select({
      member: conversationMembers,
      lastSeq: conversations.lastSeq,
      kind: conversations.kind,
      matchmakerId: conversations.matchmakerId
    })
    .from(conversationMembers)
    .innerJoin(
      conversations,
      and(
        eq(conversations.tenantId, conversationMembers.tenantId),
        eq(conversations.id, conversationMembers.conversationId)
      )
    )
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId)
      )
    )
  return row ? { ...row.member, lastSeq: row.lastSeq, kind: row.kind, matchmakerId: row.matchmakerId } : undefined
}

export interface NewMessage {
  conversationId: number
  seq: number
  senderId: number
  kind: ChatMessageKind
  text: string
  image: string
  gift: ChatGift | null
  clientMessageId: string
}

/** Undefined when the sender already has a message with this clientMessageId. */
export async function insertMessage(tx: Tx, tenantId: number, m: NewMessage): Promise<MessageRow | undefined> {
  const [row] = await tx
    .insert(messages)
    .values({
      tenantId,
      conversationId: m.conversationId,
      seq: m.seq,
      senderId: m.senderId,
      kind: m.kind,
      text: m.text,
      image: m.image,
      gift: m.gift,
      clientMessageId: m.clientMessageId
    })
    .onConflictDoNothing({ target: [messages.tenantId, messages.senderId, messages.clientMessageId] })
    .returning()
  return row
}

export async function countSent(tx: Tx, tenantId: number, conversationId: number, userId: number): Promise<void> {
  await tx
    .update(conversationMembers)
    .set({ sentCount: sql`${conversationMembers.sentCount} + 1` })
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId)
      )
    )
}

export async function findByClientId(
  db: Queryable,
  tenantId: number,
  senderId: number,
  clientMessageId: string
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, tenantId),
        eq(messages.senderId, senderId),
        eq(messages.clientMessageId, clientMessageId)
      )
    )
  return row
}

/**
 * The sender's newest texts in a conversation, newest first, recalled ones included, leaving out
 * the message with this clientMessageId.
 */
export async function recentTextsBy(
  db: Queryable,
  tenantId: number,
  conversationId: number,
  senderId: number,
  opts: { exceptClientId: string; limit: number }
): Promise<{ text: string; createdAt: Date }[]> {
  return db
    .select({ text: messages.text, createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, tenantId),
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        eq(messages.kind, 'text'),
        ne(messages.clientMessageId, opts.exceptClientId)
      )
    )
    .orderBy(desc(messages.id))
    .limit(opts.limit)
}

export async function findMessage(db: Queryable, tenantId: number, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), eq(messages.id, id)))
  return row
}

/** Recalls the message under a new seq; undefined when it was already recalled. */
export async function markRecalled(
  tx: Tx,
  tenantId: number,
  messageId: number,
  seq: number,
  byPlatform: boolean
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .update(messages)
    .set({ seq, recalledAt: sql`now()`, removedByPlatform: byPlatform })
    .where(and(eq(messages.tenantId, tenantId), eq(messages.id, messageId), isNull(messages.recalledAt)))
    .returning()
  return row
}

export async function messagesBefore(
  db: Queryable,
  tenantId: number,
  conversationId: number,
  beforeId: number,
  limit: number
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, tenantId),
        eq(messages.conversationId, conversationId),
        beforeId > 0 ? lt(messages.id, beforeId) : undefined
      )
    )
    .orderBy(desc(messages.id))
    .limit(limit)
}

export async function messagesAfterSeq(
  db: Queryable,
  tenantId: number,
  conversationId: number,
  range: { after: number; upTo: number },
  limit: number
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, tenantId),
        eq(messages.conversationId, conversationId),
        gt(messages.seq, range.after),
        lte(messages.seq, range.upTo)
      )
    )
    .orderBy(asc(messages.seq))
    .limit(limit)
}

/** Moves my read marker up to messageId; false when it was already there or further. */
export async function raiseReadMarker(
  db: Queryable,
  tenantId: number,
  conversationId: number,
  userId: number,
  messageId: number
): Promise<boolean> {
  const moved = await db
    .update(conversationMembers)
    .set({ readMessageId: messageId })
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
        lt(conversationMembers.readMessageId, messageId)
      )
    )
    .returning({ userId: conversationMembers.userId })
  return moved.length > 0
}

/** The row is the matchmaker's side of a matchmaker conversation: her office's, not her own chats. */
const officeSide = sql`exists (select 1 from ${conversations} c where c.tenant_id = ${conversationMembers.tenantId} and c.id = ${conversationMembers.conversationId} and c.matchmaker_id = ${conversationMembers.userId})`

/**
 * Moves every read marker of mine up to its conversation's newest message; what moved. Those a
 * matchmaker answers from her office stay as they are: her 全部已读 is for her own chats.
 */
export async function raiseAllReadMarkers(
  db: Queryable,
  tenantId: number,
  userId: number
): Promise<{ conversationId: number; peerId: number; messageId: number }[]> {
  const newest = sql<number>`(select max(m.id) from ${messages} m where m.tenant_id = ${conversationMembers.tenantId} and m.conversation_id = ${conversationMembers.conversationId})`
  return db
    .update(conversationMembers)
    .set({ readMessageId: sql`coalesce(${newest}, ${conversationMembers.readMessageId})` })
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.userId, userId),
        sql`${conversationMembers.readMessageId} < coalesce(${newest}, 0)`,
        not(officeSide)
      )
    )
    .returning({
      conversationId: conversationMembers.conversationId,
      peerId: conversationMembers.peerId,
      messageId: conversationMembers.readMessageId
    })
}

/** The peer's messages after my marker that are still there: a conversation's unread number. */
const unreadOf = sql<number>`(select count(*)::int from ${messages} m where m.tenant_id = ${conversationMembers.tenantId} and m.conversation_id = ${conversationMembers.conversationId} and m.sender_id = ${conversationMembers.peerId} and m.id > ${conversationMembers.readMessageId} and m.recalled_at is null)`
const lastShownId = sql<
  number | null
>`(select max(m.id) from ${messages} m where m.tenant_id = ${conversationMembers.tenantId} and m.conversation_id = ${conversationMembers.conversationId} and m.recalled_at is null)`

/** Neither member of the row's conversation blocked the other. */
const unblockedPeer = sql`not exists (select 1 from ${loveBlocks} b where b.tenant_id = ${conversationMembers.tenantId} and ((b.user_id = ${conversationMembers.userId} and b.target_id = ${conversationMembers.peerId}) or (b.user_id = ${conversationMembers.peerId} and b.target_id = ${conversationMembers.userId})))`

/** A member's side of a conversation joined with what the peer sent after her read marker. */
const unreadFromPeer = and(
  eq(messages.tenantId, conversationMembers.tenantId),
  eq(messages.conversationId, conversationMembers.conversationId),
  eq(messages.senderId, conversationMembers.peerId),
  gt(messages.id, conversationMembers.readMessageId)
)

/**
 * The badge's message number: unread messages of every conversation whose peer is not blocked
 * either way, leaving out those a matchmaker answers from her office (her office lists them).
 */
export async function unreadMessageCount(db: Queryable, tenantId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMembers)
    .innerJoin(messages, unreadFromPeer)
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.userId, userId),
        isNull(messages.recalledAt),
        unblockedPeer,
        not(officeSide)
      )
    )
  return row?.n ?? 0
}

/**
 * For the office's 客户消息: per member, the unread messages she sent this matchmaker in their
 * conversation as her matchmaker. Empty for anyone who is nobody's matchmaker, in one indexed read.
 */
export async function officeUnreadByPeer(
  db: Queryable,
  tenantId: number,
  matchmakerId: number
): Promise<{ peerId: number; unread: number }[]> {
  return db
    .select({ peerId: conversationMembers.peerId, unread: count() })
    .from(conversationMembers)
    .innerJoin(
      conversations,
      and(
        eq(conversations.tenantId, conversationMembers.tenantId),
        eq(conversations.id, conversationMembers.conversationId)
      )
    )
    .innerJoin(messages, unreadFromPeer)
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.userId, matchmakerId),
        eq(conversations.matchmakerId, matchmakerId),
        isNull(messages.recalledAt)
      )
    )
    .groupBy(conversationMembers.peerId)
}

export interface ListedConversation {
  id: number
  kind: ConversationKind
  matchmakerId: number | null
  peerId: number
  lastSeq: number
  updatedAt: Date
  /** PostgreSQL's own text of updatedAt (microseconds) for the keyset cursor. */
  updatedText: string
  unread: number
  lastShownId: number | null
}

const listedColumns = {
  id: conversations.id,
  kind: conversations.kind,
  matchmakerId: conversations.matchmakerId,
  peerId: conversationMembers.peerId,
  lastSeq: conversations.lastSeq,
  updatedAt: conversations.updatedAt,
  updatedText: sql<string>`${conversations.updatedAt}::text`,
  unread: unreadOf,
  lastShownId: lastShownId
}

function listedFrom(db: Queryable) {
  return db
    .select(listedColumns)
    .from(conversationMembers)
    .innerJoin(
      conversations,
      and(
        eq(conversations.tenantId, conversationMembers.tenantId),
        eq(conversations.id, conversationMembers.conversationId)
      )
    )
}

export async function conversationPage(
  db: Queryable,
  tenantId: number,
  userId: number,
  opts: { blocked: number[]; after: TimeCursor | null; limit: number }
): Promise<ListedConversation[]> {
  return listedPage(db, opts, [
    eq(conversationMembers.tenantId, tenantId),
    eq(conversationMembers.userId, userId),
    opts.blocked.length ? notInArray(conversationMembers.peerId, opts.blocked) : undefined,
    or(isNull(conversations.matchmakerId), ne(conversations.matchmakerId, userId))
  ])
}

/** A matchmaker's office inbox: her conversations with these members (those she serves now), newest first. */
export async function officeConversationPage(
  db: Queryable,
  tenantId: number,
  matchmakerId: number,
  opts: { memberIds: number[]; after: TimeCursor | null; limit: number }
): Promise<ListedConversation[]> {
  if (opts.memberIds.length === 0) return []
  return listedPage(db, opts, [
    eq(conversationMembers.tenantId, tenantId),
    eq(conversationMembers.userId, matchmakerId),
    eq(conversations.matchmakerId, matchmakerId),
    inArray(conversationMembers.peerId, opts.memberIds)
  ])
}

function listedPage(
  db: Queryable,
  opts: { after: TimeCursor | null; limit: number },
  where: (SQL | undefined)[]
): Promise<ListedConversation[]> {
  const after = opts.after
    ? sql`(${conversations.updatedAt}, ${conversations.id}) < (${opts.after.at}::timestamptz, ${opts.after.id})`
    : undefined
  return listedFrom(db)
    .where(and(...where, after))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(opts.limit)
}

export async function listedConversation(
  db: Queryable,
  tenantId: number,
  userId: number,
  conversationId: number
): Promise<ListedConversation | undefined> {
  const [row] = await listedFrom(db).where(
    and(
      eq(conversationMembers.tenantId, tenantId),
      eq(conversationMembers.userId, userId),
      eq(conversationMembers.conversationId, conversationId)
    )
  )
  return row
}

export async function messagesByIds(db: Queryable, tenantId: number, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), inArray(messages.id, ids)))
}

/** Name and picture of members as a chat shows them; an album photo stands in for a missing avatar. */
export async function peersOf(db: Queryable, tenantId: number, ids: number[]): Promise<Map<number, ChatPeer>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({
      userId: users.id,
      nickname: users.nickname,
      headPic: users.headPic,
      album: loveProfiles.album,
      photosVipOnly: loveProfiles.photosVipOnly
    })
    .from(users)
    .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, unique)))
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        userId: r.userId,
        nickname: r.nickname || '会员',
        avatar: r.headPic || (r.photosVipOnly ? '' : r.album?.[0]) || ''
      }
    ])
  )
}

/**
 * Counts one more conversation started today, unless `limit` are already counted: one
 * conditional upsert, so parallel first messages can never pass the limit together.
 */
export async function takeDailyStart(
  tx: Tx,
  tenantId: number,
  userId: number,
  day: string,
  limit: number
): Promise<boolean> {
  if (limit <= 0) return false
  const rows = await tx
    .insert(messageDailyStarts)
    .values({ tenantId, userId, day, started: 1 })
    .onConflictDoUpdate({
      target: [messageDailyStarts.tenantId, messageDailyStarts.userId, messageDailyStarts.day],
      set: { started: sql`${messageDailyStarts.started} + 1` },
      setWhere: lt(messageDailyStarts.started, limit)
    })
    .returning({ started: messageDailyStarts.started })
  return rows.length > 0
}

export async function startedOn(db: Queryable, tenantId: number, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ started: messageDailyStarts.started })
    .from(messageDailyStarts)
    .where(
      and(
        eq(messageDailyStarts.tenantId, tenantId),
        eq(messageDailyStarts.userId, userId),
        eq(messageDailyStarts.day, day)
      )
    )
  return row?.started ?? 0
}

/** Whether the member's login session still stands (not logged out, not expired, member active). */
export async function liveSessions(db: Queryable, tenantId: number, tokenHashes: string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set()
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        inArray(sessions.tokenHash, tokenHashes),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'active')
      )
    )
  return new Set(rows.map((r) => r.tokenHash))
}

export async function insertReport(
  db: Queryable,
  tenantId: number,
  r: { messageId: number; reporterId: number; reportedId: number; reason: ReportReason; description: string }
): Promise<{ id: number }[]> {
  return db
    .insert(messageReports)
    .values({
      tenantId,
      messageId: r.messageId,
      reporterId: r.reporterId,
      reportedId: r.reportedId,
      reason: r.reason,
      description: r.description
    })
    .onConflictDoNothing({ target: [messageReports.tenantId, messageReports.messageId, messageReports.reporterId] })
    .returning({ id: messageReports.id })
}

/**
 * Members with reported messages: those with reports waiting (and since when the oldest waits), or
 * those with decided ones (and when the latest was decided).
 */
export async function reportedMembers(
  db: Queryable,
  tenantId: number,
  pending: boolean
): Promise<{ userId: number; at: Date }[]> {
  const at = pending ? sql<Date>`min(${messageReports.createdAt})` : sql<Date>`max(${messageReports.handledAt})`
  const rows = await db
    .select({ userId: messageReports.reportedId, at: sql<string>`${at}::text` })
    .from(messageReports)
    .where(
      and(
        eq(messageReports.tenantId, tenantId),
        pending ? eq(messageReports.status, 'pending') : ne(messageReports.status, 'pending')
      )
    )
    .groupBy(messageReports.reportedId)
  return rows.map((r) => ({ userId: r.userId, at: new Date(r.at) }))
}

/** Reports on these members' messages, waiting (oldest first) or decided (newest first). */
export async function reportsAgainst(
  db: Queryable,
  tenantId: number,
  reportedIds: number[],
  pending: boolean
): Promise<{ report: ReportRow; message: MessageRow }[]> {
  if (reportedIds.length === 0) return []
  return db
    .select({ report: messageReports, message: messages })
    .from(messageReports)
    .innerJoin(messages, and(eq(messages.tenantId, messageReports.tenantId), eq(messages.id, messageReports.messageId)))
    .where(
      and(
        eq(messageReports.tenantId, tenantId),
        inArray(messageReports.reportedId, [...new Set(reportedIds)]),
        pending ? eq(messageReports.status, 'pending') : ne(messageReports.status, 'pending')
      )
    )
    .orderBy(pending ? asc(messageReports.id) : desc(messageReports.id))
}

/** Reports waiting on these members' messages, per member. */
export async function pendingReportCounts(
  db: Queryable,
  tenantId: number,
  reportedIds: number[]
): Promise<Map<number, number>> {
  if (reportedIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: messageReports.reportedId, n: count() })
    .from(messageReports)
    .where(
      and(
        eq(messageReports.tenantId, tenantId),
        inArray(messageReports.reportedId, [...new Set(reportedIds)]),
        eq(messageReports.status, 'pending')
      )
    )
    .groupBy(messageReports.reportedId)
  return new Map(rows.map((r) => [r.userId, r.n]))
}

/**
 * Closes every report waiting on the member's messages in one statement: a concurrent decision on
 * the same member waits for these row locks and then finds nothing pending.
 */
export async function decidePendingAgainst(
  tx: Tx,
  tenantId: number,
  reportedId: number,
  d: { status: MessageReportStatus; resolution: string; handledBy: number }
): Promise<ReportRow[]> {
  return tx
    .update(messageReports)
    .set({ status: d.status, resolution: d.resolution, handledBy: d.handledBy, handledAt: sql`now()` })
    .where(
      and(
        eq(messageReports.tenantId, tenantId),
        eq(messageReports.reportedId, reportedId),
        eq(messageReports.status, 'pending')
      )
    )
    .returning()
}

/** The two members of a conversation. */
export async function conversationPair(
  db: Queryable,
  tenantId: number,
  conversationId: number
): Promise<{ userLow: number; userHigh: number } | undefined> {
  const [row] = await db
    .select({ userLow: conversations.userLow, userHigh: conversations.userHigh })
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, conversationId)))
  return row
}

/** Whether `me` blocked `other`, and whether `other` blocked `me`. */
export async function blocksBetween(
  db: Queryable,
  tenantId: number,
  me: number,
  other: number
): Promise<{ mine: boolean; theirs: boolean }> {
  const rows = await db
    .select({ userId: loveBlocks.userId })
    .from(loveBlocks)
    .where(
      and(
        eq(loveBlocks.tenantId, tenantId),
        or(
          and(eq(loveBlocks.userId, me), eq(loveBlocks.targetId, other)),
          and(eq(loveBlocks.userId, other), eq(loveBlocks.targetId, me))
        )
      )
    )
  return { mine: rows.some((r) => r.userId === me), theirs: rows.some((r) => r.userId === other) }
}
