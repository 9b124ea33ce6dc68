import type { ProductKind, SaveProductReq } from '@contract/finance'
import { staffGetProducts, staffSaveProduct } from '@/api/finance'
import { useStaffCatalogue } from './useStaffCatalogue'

/** Every product of one kind, listed or not, and saving one. */
export function useStaffProducts(kind: ProductKind, enabled: boolean) {
  const { list, loaded, failed, reload, save } = useStaffCatalogue(() => staffGetProducts({ kind }), [kind], enabled)
  return { list, loaded, failed, reload, save: (req: SaveProductReq) => save(() => staffSaveProduct(req)) }
}
