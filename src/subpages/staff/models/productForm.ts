import type { Product, ProductKind, SaveProductReq } from '@contract/finance'
import { charLength, wholeNumberIn } from '@/utils/formText'
import { QUANTITY_NAMES, usesDays, usesQuantity, usesVipType } from './productKinds'

/* The limits the server's saveProduct schema sets, checked here first so staff read them in words. */
export const NAME_MAX = 20
export const DESCRIPTION_MAX = 100
/** Ten million yuan. */
const MAX_FEN = 1_000_000_000
const DAYS_MAX = 3650
const QUANTITY_MAX = 100_000
const SORT_MAX = 9999

/** The product as staff type it: money in yuan and counts as text, so half-typed input survives. */
export interface ProductForm {
  /** Absent: a new product. */
  id?: number
  kind: ProductKind
  name: string
  description: string
  price: string
  originalPrice: string
  days: string
  quantity: string
  vipType: number
  sort: string
  enabled: boolean
}

export function emptyProductForm(kind: ProductKind): ProductForm {
  return {
    kind,
    name: '',
    description: '',
    price: '',
    originalPrice: '',
    days: '',
    quantity: '',
    vipType: 1,
    sort: '',
    enabled: true
  }
}

/** Fen as plain yuan text ('6800' → '68.00'): no thousands separators, so it reads back as typed. */
function fenText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** Zero means "not set" for these numbers, so the box is left empty rather than showing 0. */
function countText(n: number): string {
  return n > 0 ? String(n) : ''
}

export function productToForm(p: Product): ProductForm {
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    description: p.description,
    price: fenText(p.price),
    originalPrice: p.originalPrice > 0 ? fenText(p.originalPrice) : '',
    days: countText(p.days),
    quantity: countText(p.quantity),
    vipType: p.vipType || 1,
    sort: String(p.sort),
    enabled: p.enabled
  }
}

const YUAN_RE = /^(\d+)(?:\.(\d{1,2}))?$/

/**
 * Yuan text → fen, or null when it is not an amount with at most two decimals. The digits are
 * joined as text, never yuan * 100: 0.29 * 100 is 28.999999999999996.
 */
export function yuanToFen(text: string): number | null {
  const m = YUAN_RE.exec(text.trim())
  return m ? Number(m[1] + (m[2] ?? '').padEnd(2, '0')) : null
}

/** The saveProduct request for the form, or the message telling staff what to fix. */
export function productRequest(form: ProductForm): SaveProductReq | string {
  const name = form.name.trim()
  if (!name) return '请填写商品名称'
  if (charLength(name) > NAME_MAX) return `商品名称最多${NAME_MAX}个字`
  const description = form.description.trim()
  if (charLength(description) > DESCRIPTION_MAX) return `商品描述最多${DESCRIPTION_MAX}个字`

  if (!form.price.trim()) return '请填写售价'
  const price = yuanToFen(form.price)
  if (price === null || price < 1) return '售价须大于0，最多两位小数'
  if (price > MAX_FEN) return '售价不能超过1000万元'

  // Empty: no crossed-out price.
  const originalPrice = form.originalPrice.trim() ? yuanToFen(form.originalPrice) : 0
  if (originalPrice === null) return '原价须为金额，最多两位小数'
  if (originalPrice > MAX_FEN) return '原价不能超过1000万元'
  if (originalPrice !== 0 && originalPrice < price) return '原价不能低于售价'

  let days = 0
  if (usesDays(form.kind)) {
    const n = wholeNumberIn(form.days, 1, DAYS_MAX)
    if (n === null) return `请填写有效天数（1-${DAYS_MAX}）`
    days = n
  }
  let quantity = 0
  if (usesQuantity(form.kind)) {
    const n = wholeNumberIn(form.quantity, 1, QUANTITY_MAX)
    if (n === null) return `请填写${QUANTITY_NAMES[form.kind].label}（1-${QUANTITY_MAX}）`
    quantity = n
  }

  const sort = wholeNumberIn(form.sort, 0, SORT_MAX, 0)
  if (sort === null) return `排序须为0-${SORT_MAX}的整数`

  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    kind: form.kind,
    name,
    description,
    price,
    originalPrice,
    days,
    quantity,
    vipType: usesVipType(form.kind) ? form.vipType : 0,
    enabled: form.enabled,
    sort
  }
}
