import {
  GOODS_DESCRIPTION_MAX,
  GOODS_NAME_MAX,
  GOODS_POINTS_MAX,
  GOODS_STOCK_MAX,
  type GoodsKind,
  type SaveGoodsReq,
  type StaffGoods
} from '@contract/gift'
import { charLength, wholeNumberIn } from '@/utils/formText'

const SORT_MAX = 9999

/** Goods as the admin types them: numbers as text, so half-typed input survives. */
export interface GoodsForm {
  /** Absent: new goods. */
  id?: number
  kind: GoodsKind
  name: string
  description: string
  images: string[]
  points: string
  /** Asked only when creating; afterwards stock moves through 补库存. */
  stock: string
  /** '' or '0': no limit. */
  limitPerMember: string
  sort: string
  onSale: boolean
}

export function emptyGoodsForm(): GoodsForm {
  return {
    kind: 'ship',
    name: '',
    description: '',
    images: [],
    points: '',
    stock: '',
    limitPerMember: '',
    sort: '',
    onSale: true
  }
}

export function goodsToForm(g: StaffGoods): GoodsForm {
  return {
    id: g.id,
    kind: g.kind,
    name: g.name,
    description: g.description,
    images: g.images,
    points: String(g.points),
    stock: String(g.stock),
    limitPerMember: g.limitPerMember > 0 ? String(g.limitPerMember) : '',
    sort: String(g.sort),
    onSale: g.onSale
  }
}

/** The same goods with every field as it is, for a one-tap change such as 上架 / 下架. */
export function goodsToRequest(g: StaffGoods): SaveGoodsReq {
  return {
    id: g.id,
    kind: g.kind,
    name: g.name,
    description: g.description,
    images: g.images,
    points: g.points,
    stock: g.stock,
    limitPerMember: g.limitPerMember,
    onSale: g.onSale,
    sort: g.sort
  }
}

/** The saveGoods request for the form, or the message telling the admin what to fix. */
export function goodsRequest(form: GoodsForm): SaveGoodsReq | string {
  const name = form.name.trim()
  if (!name) return '请填写商品名称'
  if (charLength(name) > GOODS_NAME_MAX) return `商品名称最多${GOODS_NAME_MAX}个字`
  const description = form.description.trim()
  if (charLength(description) > GOODS_DESCRIPTION_MAX) return `商品介绍最多${GOODS_DESCRIPTION_MAX}个字`
  const points = wholeNumberIn(form.points, 1, GOODS_POINTS_MAX)
  if (points === null) return `请填写兑换积分（1-${GOODS_POINTS_MAX}）`
  const stock = form.id === undefined ? wholeNumberIn(form.stock, 0, GOODS_STOCK_MAX) : 0
  if (stock === null) return `请填写库存（0-${GOODS_STOCK_MAX}）`
  const limitPerMember = wholeNumberIn(form.limitPerMember, 0, GOODS_STOCK_MAX, 0)
  if (limitPerMember === null) return '每人限兑须为整数，不限请留空'
  const sort = wholeNumberIn(form.sort, 0, SORT_MAX, 0)
  if (sort === null) return `排序须为0-${SORT_MAX}的整数`
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    kind: form.kind,
    name,
    description,
    images: form.images,
    points,
    stock,
    limitPerMember,
    onSale: form.onSale,
    sort
  }
}

/** 补库存: the change typed as a count and whether it adds or takes away, or what to fix. */
export function stockDelta(text: string, direction: 'add' | 'remove', stock: number): number | string {
  const n = wholeNumberIn(text, 1, GOODS_STOCK_MAX)
  if (n === null) return `请填写数量（1-${GOODS_STOCK_MAX}）`
  if (direction === 'remove' && n > stock) return `库存仅剩${stock}件`
  return direction === 'add' ? n : -n
}
