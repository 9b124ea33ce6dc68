import type { Paged } from '@contract/models'

export interface PageReq {
  pageNum: number
  pageSize: number
}

/** Rows before the requested page. */
export const offsetOf = (page: PageReq) => (page.pageNum - 1) * page.pageSize

export const pageOf = <T>(list: T[], total: number, page: PageReq): Paged<T> => ({
  list,
  total,
  pageNum: page.pageNum,
  pageSize: page.pageSize
})
