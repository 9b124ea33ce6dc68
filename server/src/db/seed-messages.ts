import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from './client'
import type { ReportReason } from '@contract/love'
import { certifications, conversationMembers, conversations, messages, users } from './schema'
import { feedMemberPhone } from './seed-love'
import { reportMessage } from '../modules/message/service'

/** One line of a demo chat: who says it (the conversation's first or second member) and when. */
interface Line {
  by: 0 | 1
  text: string
  minutesAgo: number
}

interface DemoChat {
  phones: [string, string]
  /** Which of the two (by index) is the matchmaker serving the other: a matchmaker conversation. */
  matchmaker?: 0 | 1
  lines: Line[]
  /** How many lines each member has read, from the start (the rest of the peer's lines are unread). */
  read: [number, number]
  /**
   * A line the other member reported, filed as the chat's 举报 files it: it waits on the reports
   * desk, and a fraud report pauses the sender's paid placements (seed-reports decides it).
   */
  report?: { line: number; reason: ReportReason; description: string }
}

const HOUR = 60
const DAY = 24 * HOUR

/**
 * Chats for the demo accounts, so the message centre has life on first start: 陈默 (13800000002)
 * finds two unread conversations and one he has read, one of them with 周宁 (13800000003); the
 * others are with members of the demo city's feed.
 */
const chats = (tenantId: number): DemoChat[] => [
  {
    phones: ['13800000003', '13800000002'],
    lines: [
      { by: 0, text: '你好，看了你的资料觉得很投缘，可以认识一下吗？', minutesAgo: 2 * DAY + 40 },
      { by: 1, text: '你好呀，很高兴认识你！', minutesAgo: 2 * DAY + 12 },
      { by: 0, text: '我平时喜欢爬山和做饭，你周末一般做些什么？', minutesAgo: 2 * DAY },
      { by: 1, text: '我喜欢骑车，偶尔去西湖边拍拍照。', minutesAgo: DAY + 3 * HOUR },
      { by: 0, text: '听说最近西湖边的桂花开了，周末要不要一起去走走？', minutesAgo: 50 },
      { by: 0, text: '我知道一家很不错的茶馆，走累了可以坐坐😊', minutesAgo: 48 }
    ],
    read: [6, 4]
  },
  {
    phones: [feedMemberPhone(tenantId, 0), '13800000002'],
    lines: [{ by: 0, text: '嗨，很高兴在这里遇见你，方便聊聊吗？', minutesAgo: 15 }],
    read: [1, 0]
  },
  {
    phones: ['13800000002', feedMemberPhone(tenantId, 2)],
    lines: [
      { by: 0, text: '你好，我们的城市离得不远，有机会一起喝杯咖啡吗？', minutesAgo: 3 * DAY },
      { by: 1, text: '好呀，不过最近工作有点忙，下周可以吗？', minutesAgo: 3 * DAY - 30 },
      { by: 0, text: '没问题，等你有空。', minutesAgo: 3 * DAY - 25 }
    ],
    read: [3, 3]
  },
  {
    phones: [feedMemberPhone(tenantId, 1), '13800000003'],
    lines: [
      { by: 0, text: '你好美女，我最近在做一个稳赚不赔的理财项目，带你一起赚钱，先转一点试试？', minutesAgo: 5 * HOUR }
    ],
    read: [1, 1],
    report: { line: 0, reason: 'scam', description: '第一句话就让我转账投资，像是骗子' }
  }
]

/** The demo accounts who chat above, certified so they may start new chats too. */
const REAL_NAMES = [
  { phone: '13800000002', realName: '陈默' },
  { phone: '13800000003', realName: '周宁' }
]

const ago = (now: number, minutes: number) => new Date(now - minutes * 60_000)

/** The reports the chat's lines call for, to be filed once the chat has committed. */
interface LineReport {
  reporterId: number
  messageId: number
  reason: ReportReason
  description: string
}

async function seedChat(
  tx: Tx,
  tenantId: number,
  ids: [number, number],
  chat: DemoChat,
  now: number
): Promise<LineReport[]> {
  const [low, high] = ids[0] < ids[1] ? [ids[0], ids[1]] : [ids[1], ids[0]]
  const last = chat.lines[chat.lines.length - 1]
  const [conversation] = await tx
    .insert(conversations)
    .values({
      tenantId,
      userLow: low,
      userHigh: high,
      startedBy: ids[chat.lines[0].by],
      kind: chat.matchmaker === undefined ? 'member' : 'matchmaker',
      matchmakerId: chat.matchmaker === undefined ? null : ids[chat.matchmaker],
      lastSeq: chat.lines.length,
      createdAt: ago(now, chat.lines[0].minutesAgo),
      updatedAt: ago(now, last.minutesAgo)
    })
    .returning({ id: conversations.id })
  const written = await tx
    .insert(messages)
    .values(
      chat.lines.map((line, i) => ({
        tenantId,
        conversationId: conversation.id,
        seq: i + 1,
        senderId: ids[line.by],
        kind: 'text' as const,
        text: line.text,
        clientMessageId: `seed-${conversation.id}-${i + 1}`,
        createdAt: ago(now, line.minutesAgo)
      }))
    )
    .returning({ id: messages.id })
  await tx.insert(conversationMembers).values(
    ([0, 1] as const).map((side) => ({
      tenantId,
      conversationId: conversation.id,
      userId: ids[side],
      peerId: ids[1 - side],
      readMessageId: chat.read[side] > 0 ? written[chat.read[side] - 1].id : 0,
      sentCount: chat.lines.filter((l) => l.by === side).length
    }))
  )
  if (!chat.report) return []
  const { line, reason, description } = chat.report
  return [{ reporterId: ids[1 - chat.lines[line].by], messageId: written[line].id, reason, description }]
}

/**
 * Demo conversations in the demo tenant, and approved real-name certifications for the demo
 * accounts in them, so they may also start new chats as the tenant's rules require. Chats whose
 * members are missing (a smaller demo) are left out.
 */
export async function seedDemoMessages(db: Db, tenantId: number): Promise<void> {
  const demoChats = chats(tenantId)
  const phones = [...new Set([...demoChats.flatMap((c) => c.phones), ...REAL_NAMES.map((r) => r.phone)])]
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, phones)))
  const idOf = new Map(rows.map((r) => [r.phone, r.id]))
  const now = Date.now()
  const reports = await db.transaction(async (tx) => {
    const filed: LineReport[] = []
    for (const chat of demoChats) {
      const [a, b] = chat.phones.map((p) => idOf.get(p))
      if (a && b) filed.push(...(await seedChat(tx, tenantId, [a, b], chat, now)))
    }
    const certified = REAL_NAMES.flatMap(({ phone, realName }) => {
      const userId = idOf.get(phone)
      return userId ? [{ userId, realName }] : []
    })
    if (certified.length) {
      await tx
        .insert(certifications)
        .values(
          certified.map(({ userId, realName }) => ({
            tenantId,
            userId,
            kind: 'realname' as const,
            status: 'approved' as const,
            data: { kind: 'realname' as const, realName, idCardMasked: '3301**********0000' },
            auditedAt: new Date(now)
          }))
        )
        .onConflictDoNothing()
    }
    return filed
  })
  for (const r of reports) {
    await reportMessage(
      db,
      { tenantId, userId: r.reporterId },
      { messageId: r.messageId, reason: r.reason, description: r.description }
    )
  }
}

/**
 * 王红娘 (13800000101) with two members she serves: 陈默 (13800000002), who has her last message
 * unread, and feed member 1, whose question waits unread in her office's 客户消息 (its button shows
 * the count). Run after the leads (seed-leads makes them hers); a chat whose members are missing,
 * or that is there already (a second run), is left as it is.
 */
export async function seedDemoMatchmakerChat(db: Db, tenantId: number): Promise<void> {
  const chats: DemoChat[] = [
    {
      phones: ['13800000101', '13800000002'],
      matchmaker: 0,
      lines: [
        { by: 1, text: '王老师您好，最近出差刚回杭州，这周末有空见见您推荐的人吗？', minutesAgo: DAY + 2 * HOUR },
        { by: 0, text: '欢迎回来！我这边帮你留意了两位女士，都是本地的老师，性格温和。', minutesAgo: DAY + HOUR },
        { by: 0, text: '周六下午三点在西湖店先见一位可以吗？我陪你们一起。', minutesAgo: 20 }
      ],
      read: [3, 2]
    },
    {
      phones: ['13800000101', feedMemberPhone(tenantId, 1)],
      matchmaker: 0,
      lines: [
        { by: 0, text: '周六桂花节户外徒步的报名链接发你啦，有兴趣可以看看。', minutesAgo: 6 * DAY },
        { by: 1, text: '王老师，链接我看了，周六的徒步现在还能报名吗？', minutesAgo: 35 }
      ],
      read: [1, 2]
    }
  ]
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, [...new Set(chats.flatMap((c) => c.phones))])))
  const idOf = new Map(rows.map((r) => [r.phone, r.id]))
  for (const chat of chats) {
    const [a, b] = chat.phones.map((p) => idOf.get(p))
    if (!a || !b) continue
    const [low, high] = a < b ? [a, b] : [b, a]
    const [done] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(eq(conversations.tenantId, tenantId), eq(conversations.userLow, low), eq(conversations.userHigh, high))
      )
    if (!done) await db.transaction((tx) => seedChat(tx, tenantId, [a, b], chat, Date.now()))
  }
}
