import { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import type { CustomerCard } from '@contract/customer'
import { getCustomerPage } from '@/api/customer'
import { useCursorList } from '@/hooks/useCursorList'

const keyOf = (c: CustomerCard) => c.userId

/**
 * The customers in my office scope matching the search, newest leads first. Coming back from
 * editing a profile or an album reads the list again, so completeness and photo counts are current.
 */
export function useCustomerList(keyword: string, enabled: boolean) {
  const list = useCursorList<CustomerCard>((req) => getCustomerPage({ ...req, keyword }), [keyword], {
    enabled,
    keyOf
  })
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.reload()
    shown.current = true
  })
  return list
}
