import { useCallback, useEffect, useState } from 'react'
import type { Product, ProductKind } from '@contract/finance'
import { getProducts } from '@/api/finance'

/** The tenant's products of one kind, in the order staff arranged them. */
export function useProducts(kind: ProductKind) {
  const [list, setList] = useState<Product[]>([])
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    try {
      setList(await getProducts({ kind }))
      setFailed(false)
    } catch {
      // The request layer has already told the member why; the page offers a retry.
      setFailed(true)
    } finally {
      setLoaded(true)
    }
  }, [kind])

  useEffect(() => {
    void load()
  }, [load])

  return { list, loaded, failed, reload: () => void load() }
}
