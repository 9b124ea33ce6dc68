import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AuditResult, CertAuditItem, CertKind } from '../../../../types/cert'
import { ErrorCode } from '../../../../types/envelope'
import { auditCert, getPendingCertPage } from '../../../api/cert'
import { ApiError } from '../../../api/request'
import { TOAST_MS } from '../../../constants/app'

export type AuditTab = CertKind | 'all'
const PAGE_SIZE = 20

const DONE: Record<AuditResult, string> = { approved: '已通过', rejected: '已驳回' }

/** Keeps the first of each id: a reloaded page repeats items already shown. */
function merge(shown: CertAuditItem[], more: CertAuditItem[]): CertAuditItem[] {
  const ids = new Set(shown.map((i) => i.id))
  return [...shown, ...more.filter((i) => !ids.has(i.id))]
}

/**
 * The audit queue of one kind (or all), oldest first: pull to refresh, reach bottom for more,
 * and decided items leave the list.
 */
export function usePendingCerts(tab: AuditTab, enabled: boolean) {
  const [list, setList] = useState<CertAuditItem[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [deciding, setDeciding] = useState<number | null>(null)
  // Answers for a tab the auditor has already left are dropped.
  const latest = useRef(0)

  const load = useCallback(
    // `shown` items are on screen already; 0 starts afresh.
    async (shown: number) => {
      const ticket = ++latest.current
      setLoading(true)
      // Decided items left the queue, so the server's pages moved up: ask again from the page
      // where the first unseen item now sits, and drop the ones already shown.
      const pageNum = Math.floor(shown / PAGE_SIZE) + 1
      try {
        const res = await getPendingCertPage({ pageNum, pageSize: PAGE_SIZE, ...(tab === 'all' ? {} : { kind: tab }) })
        if (ticket !== latest.current) return
        setList((prev) => (shown === 0 ? res.list : merge(prev, res.list)))
        setTotal(res.total)
      } finally {
        if (ticket === latest.current) {
          setLoading(false)
          setLoaded(true)
        }
      }
    },
    [tab]
  )

  useEffect(() => {
    if (!enabled) return
    setList([])
    setTotal(0)
    setLoaded(false)
    load(0).catch(() => undefined)
  }, [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    load(0)
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !loading && list.length < total) load(list.length).catch(() => undefined)
  })

  const drop = (id: number) => {
    setList((prev) => prev.filter((i) => i.id !== id))
    setTotal((n) => Math.max(0, n - 1))
  }

  /** Approves or rejects one item; true when it has left the queue. */
  const decide = async (item: CertAuditItem, result: AuditResult, reason?: string): Promise<boolean> => {
    if (deciding !== null) return false
    setDeciding(item.id)
    try {
      await auditCert({ id: item.id, result, ...(reason === undefined ? {} : { reason }) })
      drop(item.id)
      void Taro.showToast({ title: DONE[result], icon: 'success', duration: TOAST_MS })
      return true
    } catch (err) {
      // Another auditor got there first (the request layer has said so): it is not ours to decide any more.
      const gone = err instanceof ApiError && (err.code === ErrorCode.Conflict || err.code === ErrorCode.NotFound)
      if (gone) drop(item.id)
      return gone
    } finally {
      setDeciding(null)
    }
  }

  return { list, loading, loaded, hasMore: list.length < total, deciding, decide }
}
