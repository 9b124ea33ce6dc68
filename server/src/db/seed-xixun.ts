import { and, asc, eq, inArray } from 'drizzle-orm'
import type { PennantTemplateKey, StoryStage } from '@contract/xixun'
import { DAY_MS } from '@contract/time'
import type { Db } from './client'
import { loveProfiles, loveStories, matchmakers, pennants, users } from './schema'
import { feedMemberPhone } from './seed-love'
import { notify } from '../modules/notice/service'
import { storyInviteNotice } from '../modules/xixun/notices'

/** Who reviewed the seeded stories and pennants: the demo admin of seed-staff. */
const REVIEWER_PHONE = '13800000001'

interface DemoStory {
  /** Feed member numbers as seed-love numbers them (even: a woman), or a demo account's phone. */
  author: number
  partner: number | string
  title: string
  content: string
  stage: StoryStage
  metThrough: string
  /** Days since it was published; absent: still waiting for the partner. */
  publishedDaysAgo?: number
}

const STORIES: DemoStory[] = [
  {
    author: 30,
    partner: 31,
    title: '从一杯龙井到一场婚礼',
    content:
      '第一次见面是王红娘约在湖边的一家茶馆，我提前到了，紧张得把一杯龙井喝得见了底。他进门时满头是汗，说路上堵车，一路小跑过来的。那天我们从各自的工作聊到小时候的趣事，不知不觉坐了三个小时。\n' +
      '后来的每个周末，他都会问我想去哪儿走走：去龙井村看采茶，去良渚看日落，下雨天就窝在书店里各看各的书。去年冬天我发烧住院，他请了三天假陪在床边，削苹果、讲笑话，还偷偷把我的衣服都洗好叠好。那一刻我知道，就是他了。\n' +
      '今年五月，我们在亲友的祝福里办了婚礼。谢谢王红娘，也谢谢当初那个愿意再相信一次缘分的自己。',
    stage: 'wedding',
    metThrough: '王红娘牵线',
    publishedDaysAgo: 40
  },
  {
    author: 33,
    partner: 32,
    title: '交友会上一起拼图的女孩',
    content:
      '去年秋天我被朋友拉去参加平台的线下交友会，本来只打算坐在角落里凑个数。破冰游戏分组拼拼图，我们俩分到了一组，她手快，我眼尖，居然拿了第一名。散场前我鼓起勇气在互选环节选了她，第二天就收到了配对成功的消息。\n' +
      '我们都是慢热的人，一开始只是每天聊几句工作上的烦心事，后来变成一起下班去吃楼下那家面馆。她喜欢爬山，我就陪她把杭州周边的山爬了个遍；我爱做饭，她就负责把每道菜都夸一遍。\n' +
      '上个月在北高峰顶上，我拿出了准备好的戒指，她笑着说早就猜到了。明年春天，我们就要结婚啦。',
    stage: 'engaged',
    metThrough: '线下单身交友会',
    publishedDaysAgo: 15
  },
  {
    author: 34,
    partner: 35,
    title: '原来我们只隔了两条街',
    content:
      '注册后的第三天，首页给我推荐了他。资料里写着喜欢跑步，养了一只叫“馒头”的橘猫，我忍不住点了收藏。聊了几天才发现，我们住的小区只隔了两条街，每天早上说不定都在同一个路口等过红灯。\n' +
      '第一次约会就定在楼下的咖啡馆，他带来了馒头的照片，我带来了我家狗狗的照片，两个人对着手机笑了一下午。现在我们每天晚上一起沿着运河夜跑，周末轮流去对方家里做饭。\n' +
      '虽然才在一起半年，但和他在一起的每一天都很踏实、很开心。谢谢这里让我们遇见彼此，也希望大家早点遇到对的人。',
    stage: 'dating',
    metThrough: '首页推荐',
    publishedDaysAgo: 3
  },
  {
    author: 37,
    partner: '13800000005',
    title: '谢谢你答应了我',
    content:
      '认识苏晴是在平台组织的读书分享会上，她分享的那本《小王子》让我记了很久。散场后我们顺路走了一段，从书聊到电影，又聊到各自喜欢的城市。\n' +
      '后来我们约着一起去看展、逛植物园，在下雨天的屋檐下等雨停。她总说我讲冷笑话的样子很认真，我说那是因为想逗她笑。上周她终于答应做我的女朋友，我想把这份喜悦分享给大家，也谢谢平台让我们遇见。',
    stage: 'together',
    metThrough: '读书分享会'
  }
]

interface DemoPennant {
  from: number
  /** The matchmaker's place in the tenant's list (seed-love-extras: 王红娘, 李老师, 陈姐, 小周). */
  matchmaker: number
  template: PennantTemplateKey
  words: string
  daysAgo: number
  published: boolean
}

const PENNANTS: DemoPennant[] = [
  {
    from: 30,
    matchmaker: 0,
    template: 'baihe',
    words:
      '王老师，谢谢您当初耐心地为我们牵线，还一次次帮我们化解小误会。如今我们已经步入婚姻殿堂，这份恩情我们会一直记得！',
    daysAgo: 38,
    published: true
  },
  {
    from: 31,
    matchmaker: 0,
    template: 'liangyuan',
    words: '感谢王红娘的用心和坚持，要不是您那天把我们约到茶馆，就没有现在幸福的我们。',
    daysAgo: 37,
    published: true
  },
  {
    from: 41,
    matchmaker: 2,
    template: 'yuelao',
    words: '陈姐对本地家庭情况了如指掌，给我介绍的对象都很靠谱，现在我和女朋友已经见过双方父母了，感谢陈姐！',
    daysAgo: 25,
    published: true
  },
  {
    from: 33,
    matchmaker: 3,
    template: 'qianxian',
    words: '小周组织的交友会太用心了，从破冰游戏到互选环节都安排得妥妥帖帖，让我遇到了未婚妻。',
    daysAgo: 14,
    published: true
  },
  {
    from: 32,
    matchmaker: 3,
    template: 'zhixin',
    words: '谢谢小周每次活动前后的细心提醒，让慢热的我也能放松地认识新朋友。',
    daysAgo: 13,
    published: true
  },
  {
    from: 40,
    matchmaker: 1,
    template: 'zhixin',
    words: '李老师像朋友一样听我倾诉，帮我理清了自己真正想要的是什么，第一次约会前还陪我一起挑衣服，太暖心了。',
    daysAgo: 6,
    published: true
  },
  {
    from: 42,
    matchmaker: 1,
    template: 'qianxian',
    words: '李老师专业又耐心，每次见面后都会帮我复盘，让我越来越有信心，谢谢您！',
    daysAgo: 1,
    published: false
  }
]

const phoneOf = (tenantId: number, who: number | string) =>
  typeof who === 'string' ? who : feedMemberPhone(tenantId, who)

/**
 * 脱单喜讯 has stories on first start: three couples of the feed at different stages, with their
 * own album photos, and one waiting for 苏晴 (13800000005) to confirm, so logging in as her shows
 * it. Matchmakers have pennants from members, and one waits in the review queue.
 */
export async function seedDemoXixun(db: Db, tenantId: number): Promise<void> {
  const phones = [
    REVIEWER_PHONE,
    ...STORIES.flatMap((s) => [phoneOf(tenantId, s.author), phoneOf(tenantId, s.partner)]),
    ...PENNANTS.map((p) => phoneOf(tenantId, p.from))
  ]
  const rows = await db
    .select({ id: users.id, phone: users.phone, nickname: users.nickname, album: loveProfiles.album })
    .from(users)
    .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, phones)))
  const byPhone = new Map(rows.map((r) => [r.phone, r]))
  const reviewerId = byPhone.get(REVIEWER_PHONE)?.id ?? null
  const now = Date.now()

  for (const s of STORIES) {
    const author = byPhone.get(phoneOf(tenantId, s.author))
    const partner = byPhone.get(phoneOf(tenantId, s.partner))
    if (!author || !partner) continue
    const photos = [...(author.album ?? []).slice(0, 2), ...(partner.album ?? []).slice(0, 2)]
    const publishedAt = s.publishedDaysAgo === undefined ? null : new Date(now - s.publishedDaysAgo * DAY_MS)
    const createdAt = publishedAt ? new Date(publishedAt.getTime() - 3 * DAY_MS) : new Date(now - 3_600_000)
    const [story] = await db
      .insert(loveStories)
      .values({
        tenantId,
        authorId: author.id,
        partnerId: partner.id,
        title: s.title,
        content: s.content,
        stage: s.stage,
        photos,
        metThrough: s.metThrough,
        status: publishedAt ? 'published' : 'awaiting_partner',
        reviewerId: publishedAt ? reviewerId : null,
        confirmedAt: publishedAt ? new Date(createdAt.getTime() + DAY_MS) : null,
        reviewedAt: publishedAt,
        publishedAt,
        createdAt,
        updatedAt: publishedAt ?? createdAt
      })
      .returning({ id: loveStories.id, partnerId: loveStories.partnerId })
    // The invitation xixun.storySubmitted would have written, had the story been submitted in the app.
    if (!publishedAt)
      await notify(
        db,
        tenantId,
        storyInviteNotice({
          tenantId,
          storyId: story.id,
          authorId: author.id,
          partnerId: story.partnerId,
          authorName: author.nickname
        })
      )
  }

  const listed = await db
    .select({ id: matchmakers.id })
    .from(matchmakers)
    .where(eq(matchmakers.tenantId, tenantId))
    .orderBy(asc(matchmakers.sort), asc(matchmakers.id))
  for (const p of PENNANTS) {
    const from = byPhone.get(phoneOf(tenantId, p.from))
    const matchmaker = listed[p.matchmaker]
    if (!from || !matchmaker) continue
    const createdAt = new Date(now - p.daysAgo * DAY_MS)
    await db.insert(pennants).values({
      tenantId,
      fromUserId: from.id,
      matchmakerId: matchmaker.id,
      template: p.template,
      words: p.words,
      status: p.published ? 'published' : 'pending_review',
      reviewerId: p.published ? reviewerId : null,
      reviewedAt: p.published ? new Date(createdAt.getTime() + DAY_MS / 2) : null,
      createdAt
    })
  }
}
