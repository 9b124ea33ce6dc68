import { and, asc, eq } from 'drizzle-orm'
import type { Product, ProductKind, SaveProductReq } from '@contract/finance'
import type { Queryable } from '../../db/client'
import { finProducts } from '../../db/schema'
import { BizError, notFound } from '../../lib/errors'

type Seed = Omit<SaveProductReq, 'id' | 'enabled'>

/** What a new city sells until its staff change it (prices in fen). */
const DEFAULT_PRODUCTS: Seed[] = [
  {
    kind: 'vip',
    name: '月度VIP',
    description: '查看全部相册 · 看谁收藏了我 · 推荐靠前',
    price: 6800,
    originalPrice: 9800,
    days: 30,
    quantity: 0,
    vipType: 1,
    sort: 1
  },
  {
    kind: 'vip',
    name: '季度VIP',
    description: '查看全部相册 · 看谁收藏了我 · 推荐靠前',
    price: 16800,
    originalPrice: 29400,
    days: 90,
    quantity: 0,
    vipType: 1,
    sort: 2
  },
  {
    kind: 'vip',
    name: '年度钻石VIP',
    description: '全部VIP特权 · 钻石VIP等级 · 全年更划算',
    price: 49800,
    originalPrice: 117600,
    days: 365,
    quantity: 0,
    vipType: 2,
    sort: 3
  },
  {
    kind: 'top',
    name: '置顶1天',
    description: '资料排在首页推荐最前面',
    price: 990,
    originalPrice: 0,
    days: 1,
    quantity: 0,
    vipType: 0,
    sort: 1
  },
  {
    kind: 'top',
    name: '置顶3天',
    description: '资料排在首页推荐最前面',
    price: 2490,
    originalPrice: 2970,
    days: 3,
    quantity: 0,
    vipType: 0,
    sort: 2
  },
  {
    kind: 'top',
    name: '置顶7天',
    description: '资料排在首页推荐最前面',
    price: 4990,
    originalPrice: 6930,
    days: 7,
    quantity: 0,
    vipType: 0,
    sort: 3
  },
  {
    kind: 'boost',
    name: '推广3天',
    description: '在置顶会员之后优先展示',
    price: 1290,
    originalPrice: 0,
    days: 3,
    quantity: 0,
    vipType: 0,
    sort: 1
  },
  {
    kind: 'boost',
    name: '推广7天',
    description: '在置顶会员之后优先展示',
    price: 2590,
    originalPrice: 3010,
    days: 7,
    quantity: 0,
    vipType: 0,
    sort: 2
  },
  {
    kind: 'line',
    name: '牵线1次',
    description: '红娘一对一为你联系心仪对象',
    price: 9900,
    originalPrice: 0,
    days: 0,
    quantity: 1,
    vipType: 0,
    sort: 1
  },
  {
    kind: 'line',
    name: '牵线3次',
    description: '红娘一对一为你联系心仪对象',
    price: 26800,
    originalPrice: 29700,
    days: 0,
    quantity: 3,
    vipType: 0,
    sort: 2
  },
  {
    kind: 'line',
    name: '牵线10次',
    description: '红娘一对一为你联系心仪对象',
    price: 79800,
    originalPrice: 99000,
    days: 0,
    quantity: 10,
    vipType: 0,
    sort: 3
  },
  {
    kind: 'custom',
    name: '私人定制·季度',
    description: '专属红娘 · 深度了解需求 · 精准筛选推荐 · 安排见面',
    price: 299900,
    originalPrice: 0,
    days: 90,
    quantity: 0,
    vipType: 0,
    sort: 1
  },
  {
    kind: 'custom',
    name: '私人定制·年度',
    description: '专属红娘全年服务 · 不限推荐次数 · 约会指导',
    price: 999900,
    originalPrice: 1199600,
    days: 365,
    quantity: 0,
    vipType: 0,
    sort: 2
  },
  {
    kind: 'credit',
    name: '100积分',
    description: '',
    price: 1000,
    originalPrice: 0,
    days: 0,
    quantity: 100,
    vipType: 0,
    sort: 1
  },
  {
    kind: 'credit',
    name: '330积分',
    description: '多送30积分',
    price: 3000,
    originalPrice: 0,
    days: 0,
    quantity: 330,
    vipType: 0,
    sort: 2
  },
  {
    kind: 'credit',
    name: '1200积分',
    description: '多送200积分',
    price: 10000,
    originalPrice: 0,
    days: 0,
    quantity: 1200,
    vipType: 0,
    sort: 3
  }
]

export async function seedProducts(db: Queryable, tenantId: number): Promise<void> {
  await db.insert(finProducts).values(DEFAULT_PRODUCTS.map((p) => ({ ...p, tenantId })))
}

type ProductRow = typeof finProducts.$inferSelect

export function productView(r: ProductRow): Product {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    description: r.description,
    price: r.price,
    originalPrice: r.originalPrice,
    days: r.days,
    quantity: r.quantity,
    vipType: r.vipType,
    enabled: r.enabled,
    sort: r.sort
  }
}

export async function listProducts(
  db: Queryable,
  tenantId: number,
  kind?: ProductKind,
  onlyEnabled = true
): Promise<Product[]> {
  const rows = await db
    .select()
    .from(finProducts)
    .where(
      and(
        eq(finProducts.tenantId, tenantId),
        kind ? eq(finProducts.kind, kind) : undefined,
        onlyEnabled ? eq(finProducts.enabled, true) : undefined
      )
    )
    .orderBy(asc(finProducts.kind), asc(finProducts.sort), asc(finProducts.id))
  return rows.map(productView)
}

export async function findProduct(db: Queryable, tenantId: number, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(finProducts)
    .where(and(eq(finProducts.tenantId, tenantId), eq(finProducts.id, id)))
  return row
}

/** What each kind needs to make sense; a product a member can buy must deliver something. */
function checkProduct(p: SaveProductReq): void {
  if ((p.kind === 'vip' || p.kind === 'top' || p.kind === 'boost' || p.kind === 'custom') && p.days < 1) {
    throw new BizError('请填写有效天数')
  }
  if ((p.kind === 'line' || p.kind === 'credit') && p.quantity < 1) throw new BizError('请填写数量')
  if (p.kind === 'vip' && p.vipType < 1) throw new BizError('请选择VIP等级')
  if (p.originalPrice !== 0 && p.originalPrice < p.price) throw new BizError('原价不能低于售价')
}

export async function saveProduct(db: Queryable, tenantId: number, input: SaveProductReq): Promise<Product> {
  checkProduct(input)
  const { id } = input
  // Named columns only: the tenant and the id come from the session and the where clause.
  const values = {
    kind: input.kind,
    name: input.name.trim(),
    description: input.description.trim(),
    price: input.price,
    originalPrice: input.originalPrice,
    days: input.days,
    quantity: input.quantity,
    vipType: input.vipType,
    enabled: input.enabled,
    sort: input.sort
  }
  if (id === undefined) {
    const [row] = await db
      .insert(finProducts)
      .values({ ...values, tenantId })
      .returning()
    return productView(row)
  }
  const [row] = await db
    .update(finProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(finProducts.tenantId, tenantId), eq(finProducts.id, id)))
    .returning()
  if (!row) throw notFound('商品不存在')
  return productView(row)
}
