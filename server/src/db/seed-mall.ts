import { and, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { GoodsKind } from '@contract/gift'
import type { Db } from './client'
import { mallGoods, users } from './schema'
import { postTxn } from '../modules/finance/ledger'
import { cancelByMember, exchange, fulfil } from '../modules/gift/service'
import type { ObjectStorage } from '../providers/storage/types'

interface GoodsSeed {
  kind: GoodsKind
  name: string
  description: string
  points: number
  stock: number
  limitPerMember: number
  /** Background light and deep colours, then the drawing on top (480 × 480). */
  art: [string, string, string]
}

const heart = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -6 C-4 -14 -16 -12 -16 -2 C-16 6 -6 12 0 18 C6 12 16 6 16 -2 C16 -12 4 -14 0 -6 Z" fill="${fill}"/>`

const GOODS: GoodsSeed[] = [
  {
    kind: 'voucher',
    name: '星巴克中杯咖啡券',
    description: '凭核销码到合作门店领取任意中杯饮品一杯，约会前来一杯，聊天更自在。有效期内每日可用。',
    points: 120,
    stock: 50,
    limitPerMember: 5,
    art: [
      '#f3e6d8',
      '#d9b99b',
      `<path d="M170 170 L310 170 L292 380 Q290 396 274 396 L206 396 Q190 396 188 380 Z" fill="#ffffff"/>
       <rect x="158" y="148" width="164" height="30" rx="12" fill="#6b4a33"/>
       <rect x="178" y="236" width="124" height="70" fill="#2f6b4f"/>
       <circle cx="240" cy="271" r="24" fill="#ffffff"/>
       ${heart(240, 268, 0.9, '#2f6b4f')}`
    ]
  },
  {
    kind: 'ship',
    name: '定制情侣马克杯',
    description: '陶瓷材质，容量350ml，印有专属爱心图案，一对两只，包邮到家。',
    points: 300,
    stock: 20,
    limitPerMember: 2,
    art: [
      '#ffe3ea',
      '#ff9fb5',
      `<path d="M196 140 Q186 118 198 100 M240 140 Q230 118 242 100 M284 140 Q274 118 286 100" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>
       <rect x="150" y="160" width="170" height="210" rx="26" fill="#ffffff"/>
       <path d="M320 210 Q380 210 380 266 Q380 322 320 322" stroke="#ffffff" stroke-width="22" fill="none"/>
       ${heart(235, 262, 2.4, '#ff6b8a')}`
    ]
  },
  {
    kind: 'ship',
    name: '玫瑰香薰礼盒',
    description: '玫瑰精油香薰一瓶 + 香薰蜡烛两支，精美礼盒包装，送给心动的TA。',
    points: 680,
    stock: 8,
    limitPerMember: 1,
    art: [
      '#f1e4ff',
      '#bb97f0',
      `<rect x="130" y="220" width="220" height="170" rx="12" fill="#ffffff"/>
       <rect x="116" y="180" width="248" height="56" rx="12" fill="#f7f0ff"/>
       <rect x="226" y="180" width="28" height="210" fill="#ff6b8a"/>
       <ellipse cx="208" cy="164" rx="38" ry="22" fill="#ff6b8a" transform="rotate(-20 208 164)"/>
       <ellipse cx="272" cy="164" rx="38" ry="22" fill="#ff6b8a" transform="rotate(20 272 164)"/>
       <circle cx="240" cy="176" r="14" fill="#e64a6e"/>`
    ]
  },
  {
    kind: 'voucher',
    name: '双人电影票',
    description: '合作影院2D场次双人观影券，凭核销码到影院前台兑换，热门新片也可用。',
    points: 260,
    stock: 3,
    limitPerMember: 1,
    art: [
      '#dfeeff',
      '#8bb8f0',
      `<g transform="rotate(-12 240 240)">
         <rect x="110" y="170" width="260" height="130" rx="16" fill="#ffffff"/>
         <circle cx="110" cy="235" r="18" fill="#8bb8f0"/><circle cx="370" cy="235" r="18" fill="#8bb8f0"/>
         <line x1="300" y1="186" x2="300" y2="284" stroke="#c9dcf5" stroke-width="6" stroke-dasharray="10 10"/>
         <path d="M200 208 L212 232 L238 234 L218 250 L226 276 L200 262 L174 276 L182 250 L162 234 L188 232 Z" fill="#f5b53d"/>
       </g>
       <g transform="rotate(8 260 330)">
         <rect x="150" y="300" width="220" height="90" rx="14" fill="#f4f8ff"/>
         <line x1="310" y1="312" x2="310" y2="378" stroke="#c9dcf5" stroke-width="6" stroke-dasharray="10 10"/>
       </g>`
    ]
  },
  {
    kind: 'voucher',
    name: '门店鲜花一束',
    description: '当季鲜花小花束一份，凭核销码到门店领取，约会见面的小惊喜。',
    points: 180,
    stock: 12,
    limitPerMember: 0,
    art: [
      '#e5f7ea',
      '#8fd3a4',
      `<path d="M240 250 L216 400 M240 250 L240 400 M240 250 L266 400" stroke="#3f8f5a" stroke-width="8"/>
       <path d="M160 300 L320 300 L268 420 L212 420 Z" fill="#ffffff"/>
       <circle cx="196" cy="210" r="40" fill="#ff8fab"/><circle cx="196" cy="210" r="16" fill="#ffd36b"/>
       <circle cx="284" cy="206" r="40" fill="#ff6b8a"/><circle cx="284" cy="206" r="16" fill="#ffd36b"/>
       <circle cx="240" cy="160" r="42" fill="#ffb3c6"/><circle cx="240" cy="160" r="16" fill="#ffd36b"/>`
    ]
  },
  {
    kind: 'ship',
    name: '手工巧克力礼盒',
    description: '比利时进口原料手工巧克力，心形礼盒装16颗，冷链包邮。',
    points: 450,
    stock: 0,
    limitPerMember: 2,
    art: [
      '#f6e2d6',
      '#d59f84',
      `${heart(240, 236, 8, '#8a4b34')}
       ${heart(240, 232, 6.6, '#a9634a')}
       <circle cx="196" cy="206" r="18" fill="#5e2f20"/><circle cx="284" cy="206" r="18" fill="#5e2f20"/>
       <circle cx="240" cy="250" r="18" fill="#5e2f20"/><circle cx="206" cy="262" r="14" fill="#f3d2b8"/>
       <circle cx="274" cy="262" r="14" fill="#f3d2b8"/><circle cx="240" cy="310" r="16" fill="#5e2f20"/>`
    ]
  },
  {
    kind: 'voucher',
    name: '情侣写真拍摄体验',
    description: '合作影楼情侣写真一组（含精修8张），凭核销码到店预约拍摄时间。',
    points: 1200,
    stock: 2,
    limitPerMember: 1,
    art: [
      '#fff2c7',
      '#f5c84a',
      `<rect x="120" y="170" width="240" height="170" rx="26" fill="#ffffff"/>
       <rect x="190" y="140" width="100" height="44" rx="12" fill="#ffffff"/>
       <circle cx="240" cy="256" r="62" fill="#6b5212"/><circle cx="240" cy="256" r="44" fill="#a98a2e"/>
       <circle cx="226" cy="242" r="12" fill="#fff2c7"/>
       <circle cx="322" cy="200" r="10" fill="#ff6b8a"/>`
    ]
  },
  {
    kind: 'ship',
    name: '纯棉印花抱枕',
    description: '45×45cm 纯棉抱枕，爱心印花，柔软亲肤，可拆洗，包邮到家。',
    points: 220,
    stock: 30,
    limitPerMember: 0,
    art: [
      '#e0efff',
      '#9cc3f2',
      `<path d="M130 150 Q240 120 350 150 Q380 240 350 330 Q240 360 130 330 Q100 240 130 150 Z" fill="#ffffff"/>
       ${heart(200, 220, 1.6, '#ff8fab')}${heart(280, 260, 1.6, '#8bb8f0')}${heart(214, 296, 1.1, '#f5c84a')}
       ${heart(290, 196, 1.1, '#ff6b8a')}`
    ]
  }
]

function goodsSvg([light, deep, drawing]: GoodsSeed['art']): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#bg)"/>
  <circle cx="400" cy="70" r="120" fill="#ffffff" opacity="0.25"/>
  ${drawing}
</svg>`
}

/** The demo member whose exchange page shows one exchange of each state (password demo1234). */
const SHOPPER_PHONE = '13800000002'
/** The demo admin who shipped the demo member's goods. */
const STAFF_PHONE = '13800000001'
const OPENING_POINTS = 800

/**
 * The demo city's points mall: eight goods with drawn product pictures stored like any upload
 * (mailed and in-store, some nearly gone, one sold out), and for the demo member an opening gift
 * of points and three exchanges made through the real service: one waiting in the store, one
 * shipped, one cancelled and refunded. Runs once, on a new demo tenant, after the wallets.
 */
export async function seedMall(db: Db, storage: ObjectStorage, tenantId: number): Promise<void> {
  const images: string[] = []
  for (const [i, g] of GOODS.entries()) {
    const jpeg = await sharp(Buffer.from(goodsSvg(g.art)))
      .jpeg({ quality: 85 })
      .toBuffer()
    images.push(await storage.put(`t${tenantId}/seed/mall-${i}.jpg`, jpeg, 'image/jpeg'))
  }
  const goods = await db
    .insert(mallGoods)
    .values(
      GOODS.map((g, sort) => ({
        tenantId,
        kind: g.kind,
        name: g.name,
        description: g.description,
        images: [images[sort]],
        points: g.points,
        stock: g.stock,
        limitPerMember: g.limitPerMember,
        onSale: true,
        sort
      }))
    )
    .returning({ id: mallGoods.id, name: mallGoods.name })
  const idOf = (name: string) => goods.find((g) => g.name === name)!.id

  const people = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, [SHOPPER_PHONE, STAFF_PHONE])))
  const shopper = people.find((p) => p.phone === SHOPPER_PHONE)
  const staff = people.find((p) => p.phone === STAFF_PHONE)
  if (!shopper || !staff) return
  const who = { tenantId, userId: shopper.id }
  await db.transaction((tx) =>
    postTxn(tx, tenantId, {
      bizType: 'bonus',
      bizId: `mall-opening-${shopper.id}`,
      title: '积分商城开业赠送',
      postings: [
        { system: 'credit_issued', amount: -OPENING_POINTS },
        { userId: shopper.id, account: 'credit', amount: OPENING_POINTS }
      ]
    })
  )
  const receiver = { name: '陈默', phone: SHOPPER_PHONE, address: '浙江省杭州市西湖区文三路 168 号 2 幢 1202 室' }
  await exchange(db, who, { goodsId: idOf('星巴克中杯咖啡券'), quantity: 1, idempotencyKey: 'seed-coffee' }, '积分')
  const mug = await exchange(
    db,
    who,
    { goodsId: idOf('定制情侣马克杯'), quantity: 1, idempotencyKey: 'seed-mug', receiver },
    '积分'
  )
  await fulfil(db, { tenantId, userId: staff.id }, { exchangeId: mug.id, trackingNote: '顺丰速运 SF1402837765519' })
  const flowers = await exchange(
    db,
    who,
    { goodsId: idOf('门店鲜花一束'), quantity: 1, idempotencyKey: 'seed-flowers' },
    '积分'
  )
  await cancelByMember(db, who, flowers.id)
}
