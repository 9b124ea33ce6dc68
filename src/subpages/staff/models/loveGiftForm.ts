import {
  GIFT_NAME_MAX,
  GIFT_POINTS_MAX,
  GIFT_SORT_MAX,
  type StaffCreateGiftReq,
  type StaffLoveGift,
  type StaffUpdateGiftReq
} from '@contract/love-gift'
import { charLength, wholeNumberIn } from '@/utils/formText'

/** A gift as staff type it: numbers as text, so half-typed input survives. */
export interface LoveGiftForm {
  /** Absent: a new gift. */
  id?: number
  name: string
  /** The picture as it is now: the stored one, a fresh upload, or '' when none yet. */
  image: string
  /** The stored picture when editing, to tell whether it was changed. */
  storedImage: string
  points: string
  sort: string
  onSale: boolean
}

export const emptyLoveGiftForm = (): LoveGiftForm => ({
  name: '',
  image: '',
  storedImage: '',
  points: '',
  sort: '',
  onSale: true
})

export function loveGiftToForm(g: StaffLoveGift): LoveGiftForm {
  return {
    id: g.id,
    name: g.name,
    image: g.image,
    storedImage: g.image,
    points: String(g.points),
    sort: String(g.sort),
    onSale: g.onSale
  }
}

export type LoveGiftRequest = { create: StaffCreateGiftReq } | { update: StaffUpdateGiftReq }

/**
 * The request for the form, or what staff must fix, in the server's own limits. An unchanged
 * picture is left out of an update: it was stored before, perhaps by another admin, and only new
 * uploads are checked as the admin's own.
 */
export function loveGiftRequest(form: LoveGiftForm): LoveGiftRequest | string {
  const name = form.name.trim()
  if (!name) return '请填写礼物名称'
  if (charLength(name) > GIFT_NAME_MAX) return `礼物名称最多${GIFT_NAME_MAX}个字`
  if (!form.image) return '请上传礼物图片'
  const points = wholeNumberIn(form.points, 1, GIFT_POINTS_MAX)
  if (points === null) return `积分价格须为1-${GIFT_POINTS_MAX}的整数`
  const sort = wholeNumberIn(form.sort, 0, GIFT_SORT_MAX, 0)
  if (sort === null) return `排序须为0-${GIFT_SORT_MAX}的整数`
  if (form.id === undefined) return { create: { name, image: form.image, points, sort, onSale: form.onSale } }
  return {
    update: {
      giftId: form.id,
      name,
      ...(form.image === form.storedImage ? {} : { image: form.image }),
      points,
      sort
    }
  }
}
