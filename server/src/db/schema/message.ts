import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import type { ReportReason } from '@contract/love'
import type { ChatGift, ChatMessageKind, ConversationKind, MessageReportStatus } from '@contract/message'
import { users } from './user'

/**
 * One conversation per pair of members (userLow < userHigh). Its row is the lock every change
 * takes first: `lastSeq` is bumped before a message is written or recalled, so seqs and message
 * ids within a conversation follow commit order and a reader never sees seq n+1 before n.
 */
export const conversations = pgTable(
  'conversations',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userLow: integer('user_low').notNull(),
    userHigh: integer('user_high').notNull(),
    /** Who sent the first message: the one whose daily allowance it took. */
    startedBy: integer('started_by').notNull(),
    /** A members' chat, or a member's with the matchmaker serving her (no allowance, answered from the office). */
    kind: text('kind').$type<ConversationKind>().notNull().default('member'),
    /** In a matchmaker conversation, which of the pair is the matchmaker; null in a members' chat. */
    matchmakerId: integer('matchmaker_id'),
    lastSeq: integer('last_seq').notNull().default(0),
    /** Newest message id, recalled or not: markAllRead moves read markers up to it. */
    lastMessageId: integer('last_message_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Time of the newest message: the conversation list's order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('conversations_pair_uq').on(t.tenantId, t.userLow, t.userHigh),
    check('conversations_pair_order', sql`${t.userLow} < ${t.userHigh}`),
    check(
      'conversations_matchmaker_side',
      sql`(${t.kind} = 'matchmaker') = (${t.matchmakerId} is not null and ${t.matchmakerId} in (${t.userLow}, ${t.userHigh}))`
    ),
    foreignKey({ columns: [t.tenantId, t.userLow], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userHigh], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade')
  ]
)

/** Each member's side of a conversation: how far they have read and how much they have said. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    tenantId: integer('tenant_id').notNull(),
    conversationId: integer('conversation_id').notNull(),
    userId: integer('user_id').notNull(),
    peerId: integer('peer_id').notNull(),
    /** The newest message this member has seen; it only ever moves up. */
    readMessageId: integer('read_message_id').notNull().default(0),
    /** Texts and images this member sent: 0 means the member has not replied yet. */
    sentCount: integer('sent_count').notNull().default(0)
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.conversationId, t.userId] }),
    foreignKey({
      columns: [t.tenantId, t.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id]
    }).onDelete('cascade'),
    index('conversation_members_user_idx').on(t.tenantId, t.userId, t.conversationId)
  ]
)

export const messages = pgTable(
  'messages',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id').notNull(),
    /** The conversation's counter when this message last changed (sent, then recalled). */
    seq: integer('seq').notNull(),
    senderId: integer('sender_id').notNull(),
    kind: text('kind').$type<ChatMessageKind>().notNull(),
    /** Kept after a recall: staff judge reports on what was actually said. */
    text: text('text').notNull().default(''),
    image: text('image').notNull().default(''),
    gift: jsonb('gift').$type<ChatGift>(),
    clientMessageId: text('client_message_id').notNull(),
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    /** Recalled by staff upholding a report, not by the sender: both sides are told the platform removed it. */
    removedByPlatform: boolean('removed_by_platform').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id]
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.senderId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // Sending again with the same id (a retry, a double tap) finds the first message.
    uniqueIndex('messages_client_id_uq').on(t.tenantId, t.senderId, t.clientMessageId),
    uniqueIndex('messages_seq_uq').on(t.tenantId, t.conversationId, t.seq),
    // Pages by id and unread counts (the peer's messages after my marker).
    index('messages_conversation_idx').on(t.tenantId, t.conversationId, t.id)
  ]
)

/** Conversations a member started per day of the tenant's city, counted by one conditional upsert. */
export const messageDailyStarts = pgTable(
  'message_daily_starts',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    started: integer('started').notNull()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.day] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade')
  ]
)

export const messageReports = pgTable(
  'message_reports',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    messageId: integer('message_id').notNull(),
    reporterId: integer('reporter_id').notNull(),
    reportedId: integer('reported_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<MessageReportStatus>().notNull().default('pending'),
    resolution: text('resolution').notNull().default(''),
    handledBy: integer('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.messageId], foreignColumns: [messages.tenantId, messages.id] }).onDelete(
      'cascade'
    ),
    foreignKey({ columns: [t.tenantId, t.reporterId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.reportedId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.handledBy], foreignColumns: [users.tenantId, users.id] }),
    // One report per member and message: reporting again changes nothing.
    uniqueIndex('message_reports_once_uq').on(t.tenantId, t.messageId, t.reporterId),
    index('message_reports_queue_idx').on(t.tenantId, t.status, t.id)
  ]
)
