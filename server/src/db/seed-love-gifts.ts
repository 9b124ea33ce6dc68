import { and, asc, count, eq, ne } from 'drizzle-orm'
import sharp from 'sharp'
import type { ObjectStorage } from '../providers/storage/types'
import type { Db } from './client'
import { loveGifts, loveProfiles, users } from './schema'
import { postTxn } from '../modules/finance/ledger'
import { insertGift, listGifts } from '../modules/love-gift/repository'
import { recordGift } from '../modules/love-gift/service'
import { findTenant } from '../modules/tenant/repository'

interface GiftSeed {
  slug: string
  name: string
  points: number
  /** The drawing on a 240 × 240 canvas. */
  art: string
}

/** A soft round backdrop in the gift's own colour, so each reads as a sticker on a white sheet. */
const backdrop = (wash: string) => `<circle cx="120" cy="120" r="112" fill="${wash}"/>`

const GIFTS: GiftSeed[] = [
  {
    slug: 'rose',
    name: '玫瑰',
    points: 10,
    art: `${backdrop('#ffe4ea')}
  <path d="M120 128 Q116 176 122 214" stroke="#3f8f4e" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M121 176 Q92 160 80 176 Q100 192 121 184 Z" fill="#56b06a"/>
  <path d="M122 160 Q150 142 164 158 Q144 176 122 168 Z" fill="#56b06a"/>
  <path d="M78 92 Q78 56 120 50 Q162 56 162 92 Q162 132 120 138 Q78 132 78 92 Z" fill="#e23a5c"/>
  <path d="M92 86 Q104 62 124 64 Q146 68 148 92 Q132 76 120 84 Q106 92 92 86 Z" fill="#c41f45"/>
  <path d="M102 104 Q116 80 138 92 Q128 112 112 116 Z" fill="#f4607c"/>
  <path d="M112 70 Q124 58 136 70" stroke="#ffd0da" stroke-width="4" fill="none" stroke-linecap="round"/>`
  },
  {
    slug: 'lollipop',
    name: '棒棒糖',
    points: 20,
    art: `${backdrop('#fff1d6')}
  <rect x="114" y="124" width="12" height="96" rx="6" fill="#f3e3c3"/>
  <circle cx="120" cy="92" r="58" fill="#ff8fab"/>
  <path d="M120 92 a8 8 0 0 1 16 0 a16 16 0 0 1 -32 0 a24 24 0 0 1 48 0 a32 32 0 0 1 -64 0 a40 40 0 0 1 80 0" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M120 150 L100 138 Q96 152 100 164 Z M120 150 L140 138 Q144 152 140 164 Z" fill="#8bb8f0"/>`
  },
  {
    slug: 'chocolate',
    name: '巧克力',
    points: 52,
    art: `${backdrop('#f4e6dc')}
  <rect x="62" y="58" width="116" height="132" rx="12" fill="#7a4a2e"/>
  <g fill="#8f5a39">
    <rect x="74" y="70" width="42" height="32" rx="6"/><rect x="124" y="70" width="42" height="32" rx="6"/>
    <rect x="74" y="110" width="42" height="32" rx="6"/><rect x="124" y="110" width="42" height="32" rx="6"/>
  </g>
  <path d="M62 146 H178 V178 Q178 190 166 190 H74 Q62 190 62 178 Z" fill="#e23a5c"/>
  <path d="M106 146 V190 M134 146 V190" stroke="#ffd36e" stroke-width="8"/>
  <path d="M120 150 Q100 128 92 142 Q100 158 120 156 Q140 158 148 142 Q140 128 120 150 Z" fill="#ffd36e"/>`
  },
  {
    slug: 'heart',
    name: '爱心气球',
    points: 66,
    art: `${backdrop('#ffe8ee')}
  <path d="M120 150 Q112 184 128 218" stroke="#b08090" stroke-width="4" fill="none"/>
  <path d="M120 152 C60 112 58 54 96 48 Q114 46 120 68 Q126 46 144 48 C182 54 180 112 120 152 Z" fill="#ff4d6d"/>
  <path d="M112 152 L128 152 L124 162 L116 162 Z" fill="#e23a5c"/>
  <path d="M86 66 Q94 58 104 62" stroke="#ffc2cf" stroke-width="8" fill="none" stroke-linecap="round"/>`
  },
  {
    slug: 'bear',
    name: '小熊',
    points: 99,
    art: `${backdrop('#fdf0e0')}
  <circle cx="76" cy="68" r="24" fill="#c98b55"/><circle cx="164" cy="68" r="24" fill="#c98b55"/>
  <circle cx="76" cy="68" r="12" fill="#f1c9a0"/><circle cx="164" cy="68" r="12" fill="#f1c9a0"/>
  <ellipse cx="120" cy="176" rx="58" ry="48" fill="#c98b55"/>
  <ellipse cx="120" cy="184" rx="32" ry="28" fill="#f1c9a0"/>
  <circle cx="120" cy="104" r="54" fill="#d79a62"/>
  <ellipse cx="120" cy="122" rx="24" ry="18" fill="#f1c9a0"/>
  <circle cx="100" cy="98" r="6" fill="#3b2a24"/><circle cx="140" cy="98" r="6" fill="#3b2a24"/>
  <ellipse cx="120" cy="114" rx="8" ry="6" fill="#3b2a24"/>
  <path d="M112 126 Q120 132 128 126" stroke="#3b2a24" stroke-width="3" fill="none" stroke-linecap="round"/>
  <path d="M120 164 C104 152 104 140 112 140 Q118 140 120 146 Q122 140 128 140 C136 140 136 152 120 164 Z" fill="#ff6b8a"/>`
  },
  {
    slug: 'cake',
    name: '生日蛋糕',
    points: 188,
    art: `${backdrop('#eef3ff')}
  <ellipse cx="120" cy="196" rx="84" ry="14" fill="#d8defa"/>
  <rect x="52" y="134" width="136" height="60" rx="12" fill="#ffd1dc"/>
  <rect x="70" y="92" width="100" height="48" rx="12" fill="#fff4f6"/>
  <path d="M52 146 Q69 160 86 146 Q103 160 120 146 Q137 160 154 146 Q171 160 188 146" stroke="#ff8fab" stroke-width="8" fill="none"/>
  <path d="M70 102 Q87 114 103 102 Q120 114 137 102 Q154 114 170 102" stroke="#ff8fab" stroke-width="6" fill="none"/>
  <g fill="#8bb8f0"><rect x="92" y="62" width="8" height="30" rx="4"/><rect x="116" y="58" width="8" height="34" rx="4"/><rect x="140" y="62" width="8" height="30" rx="4"/></g>
  <g fill="#ffb020"><ellipse cx="96" cy="54" rx="6" ry="9"/><ellipse cx="120" cy="50" rx="6" ry="9"/><ellipse cx="144" cy="54" rx="6" ry="9"/></g>
  <g fill="#e23a5c"><circle cx="80" cy="172" r="6"/><circle cx="120" cy="176" r="6"/><circle cx="160" cy="172" r="6"/></g>`
  },
  {
    slug: 'perfume',
    name: '香水',
    points: 288,
    art: `${backdrop('#f1e8ff')}
  <rect x="106" y="42" width="28" height="26" rx="6" fill="#b794f0"/>
  <rect x="112" y="66" width="16" height="16" fill="#d9c6ff"/>
  <path d="M70 112 Q70 82 100 82 H140 Q170 82 170 112 V176 Q170 204 142 204 H98 Q70 204 70 176 Z" fill="#e9dcff"/>
  <path d="M80 134 H160 V176 Q160 194 140 194 H100 Q80 194 80 176 Z" fill="#b794f0"/>
  <path d="M90 96 Q86 112 88 128" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>
  <rect x="96" y="146" width="48" height="28" rx="6" fill="#fff7e0"/>
  <path d="M120 168 C108 160 108 152 114 152 Q118 152 120 156 Q122 152 126 152 C132 152 132 160 120 168 Z" fill="#e23a5c"/>`
  },
  {
    slug: 'ring',
    name: '钻戒',
    points: 520,
    art: `${backdrop('#fff6d8')}
  <circle cx="120" cy="150" r="52" stroke="#f5c84a" stroke-width="16" fill="none"/>
  <circle cx="120" cy="150" r="52" stroke="#ffe59a" stroke-width="4" fill="none" transform="translate(-3 -3)"/>
  <path d="M92 64 H148 L164 82 L120 124 L76 82 Z" fill="#bfe6ff"/>
  <path d="M92 64 L104 82 H136 L148 64 M76 82 H164 M104 82 L120 124 L136 82" stroke="#6fb7e6" stroke-width="3" fill="none"/>
  <path d="M100 70 L108 78" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>
  <path d="M170 54 l6 -14 l6 14 l14 6 l-14 6 l-6 14 l-6 -14 l-14 -6 Z" fill="#ffd36e"/>`
  }
]

function svgOf(art: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">${art}</svg>`
}

/** Which catalogue gift each demo sender picks, by position in GIFTS. */
const DEMO_PICKS = [0, 4, 2]

/**
 * A few gifts the demo account has already received from members of the feed, sent the way a
 * member sends one (points issued to the sender first, then the real send with its ledger
 * postings and notice), so 我收到的礼物 shows what it looks like from the first login.
 */
async function seedDemoSends(db: Db, tenantId: number, receiverPhone: string): Promise<void> {
  const tenant = await findTenant(db, tenantId)
  const [receiver] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, receiverPhone)))
  if (!tenant || !receiver) return
  const senders = await db
    .select({ id: loveProfiles.userId })
    .from(loveProfiles)
    .where(and(eq(loveProfiles.tenantId, tenantId), ne(loveProfiles.userId, receiver.id)))
    .orderBy(asc(loveProfiles.userId))
    .limit(DEMO_PICKS.length)
  const gifts = await listGifts(db, tenantId, true)
  const terms = { gift: tenant.loveGiftConfig, finance: tenant.financeConfig }
  for (const [i, sender] of senders.entries()) {
    const gift = gifts[DEMO_PICKS[i]]
    await db.transaction((tx) =>
      postTxn(tx, tenantId, {
        bizType: 'bonus',
        bizId: `demo-gift-${sender.id}`,
        title: '新人赠送积分',
        postings: [
          { system: 'credit_issued', amount: -gift.points },
          { userId: sender.id, account: 'credit', amount: gift.points }
        ]
      })
    )
    await recordGift(
      db,
      { tenantId, userId: sender.id },
      { toUserId: receiver.id, giftId: gift.id, clientRequestId: `demo-seed-${sender.id}` },
      terms
    )
  }
}

/**
 * The tenant's starter gift catalogue: eight gifts from a rose at 10 points to a ring at 520,
 * each drawn once and stored as a PNG in the tenant's storage like any uploaded picture; with
 * `demoReceiverPhone`, that demo account has a few gifts waiting. A tenant that already has gifts
 * keeps its own.
 */
export async function seedLoveGifts(
  db: Db,
  storage: ObjectStorage,
  tenantId: number,
  demoReceiverPhone?: string
): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(loveGifts).where(eq(loveGifts.tenantId, tenantId))
  if (n > 0) return
  for (const [sort, gift] of GIFTS.entries()) {
    const png = await sharp(Buffer.from(svgOf(gift.art)))
      .png()
      .toBuffer()
    const image = await storage.put(`t${tenantId}/seed/gift-${gift.slug}.png`, png, 'image/png')
    await insertGift(db, tenantId, { name: gift.name, image, points: gift.points, sort, onSale: true })
  }
  if (demoReceiverPhone) await seedDemoSends(db, tenantId, demoReceiverPhone)
}
