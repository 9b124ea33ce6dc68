import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import {
  parseSigninQr,
  type EditableEvent,
  type ManagedSignup,
  type SignupCounts,
  type SignupFilter
} from '@contract/active'
import {
  staffAuditSignup,
  staffCheckIn,
  staffExportSignups,
  staffGetEventForEdit,
  staffGetSignupPage,
  staffReveal
} from '@/api/active'
import { ApiError } from '@/api/request'
import { TOAST_MS } from '@/constants/app'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { memberName } from '@/subpages/staff/models/memberName'
import { saveFile, XLSX } from '@/utils/saveFile'
import { scanQrText } from './scanQr'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/** What the list's answer says about the whole event, whatever the filter. */
export interface DeskSummary {
  counts: SignupCounts
  pickers: number
  revealed: boolean
  matchedPairs: number
}

/** The last sign-in tried at the desk, shown until the next one. */
export interface CheckInResult {
  ok: boolean
  /** Who was signed in, or why not. */
  text: string
  signup: ManagedSignup | null
}

/** A code as the member shows it: the server makes six digits; a QR may carry up to twelve letters. */
const CODE_RE = /^\w{4,12}$/

/**
 * The sign-up desk of one event: its sign-ups by filter and search, the audit, the venue sign-in
 * (typed or scanned), the export and, for a mutual-selection event, the reveal. Every change reads
 * the list and the counts again.
 */
export function useSignupDesk(eventId: number, enabled: boolean) {
  const [event, setEvent] = useState<EditableEvent | null>(null)
  const [eventFailed, setEventFailed] = useState(false)
  const [filter, setFilter] = useState<SignupFilter>('all')
  const [keyword, setKeyword] = useState('')
  const [summary, setSummary] = useState<DeskSummary | null>(null)
  const [checkInResult, setCheckInResult] = useState<CheckInResult | null>(null)
  const [deciding, setDeciding] = useState<number | null>(null)
  const { busy, run } = useSingleFlight()

  const paged = useCursorList<ManagedSignup>(
    async (req) => {
      const page = await staffGetSignupPage({ ...req, eventId, filter, ...(keyword ? { keyword } : {}) })
      setSummary({
        counts: page.counts,
        pickers: page.pickers,
        revealed: page.revealed,
        matchedPairs: page.matchedPairs
      })
      return page
    },
    [eventId, filter, keyword],
    { enabled: enabled && eventId > 0, pullDown: false }
  )
  const { reload: reloadList, update } = paged

  const loadEvent = useCallback(
    () =>
      staffGetEventForEdit({ eventId }).then(
        (e) => {
          setEvent(e)
          setEventFailed(false)
        },
        () => setEventFailed(true)
      ),
    [eventId]
  )
  useEffect(() => {
    if (enabled && eventId > 0) void loadEvent()
  }, [enabled, eventId, loadEvent])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    void Promise.all([loadEvent(), reloadList()]).finally(() => Taro.stopPullDownRefresh())
  })

  /** The sign-up as the server now has it, in place, then the list and counts read again. */
  const changed = (s: ManagedSignup) => {
    update((rows) => rows.map((r) => (r.id === s.id ? s : r)))
    void reloadList()
  }

  /** Approves, or rejects with the reason the member reads; true when done. */
  const audit = async (signup: ManagedSignup, approve: boolean, reason = ''): Promise<boolean> => {
    if (deciding !== null) return false
    setDeciding(signup.id)
    try {
      const s = await staffAuditSignup({ signupId: signup.id, approve, reason })
      const name = memberName(s.nickname, s.userId)
      void Taro.showToast({
        title: approve ? `已通过 ${name}` : s.refunded > 0 ? `已驳回，报名费已退还` : '已驳回',
        icon: 'none',
        duration: TOAST_MS
      })
      changed(s)
      return true
    } catch {
      return false
    } finally {
      setDeciding(null)
    }
  }

  const sendCheckIn = async (code: string) => {
    try {
      const s = await staffCheckIn({ eventId, code })
      const text = `${memberName(s.nickname, s.userId)} 签到成功`
      setCheckInResult({ ok: true, text, signup: s })
      void Taro.showToast({ title: text, icon: 'none', duration: TOAST_MS })
      changed(s)
      return true
    } catch (err) {
      setCheckInResult({ ok: false, text: err instanceof ApiError ? err.message : '签到失败，请重试', signup: null })
      return false
    }
  }

  /** Signs in by the code typed at the desk; true when done (the box is cleared then). */
  const checkInByCode = async (typed: string): Promise<boolean> => {
    const code = typed.trim()
    const problem = !code ? '请输入签到码' : CODE_RE.test(code) ? '' : '签到码格式不正确'
    if (problem) {
      toast(problem)
      return false
    }
    return (await run(() => sendCheckIn(code))) ?? false
  }

  /** Signs in the member whose QR the camera reads; a QR of another event or none at all is said so. */
  const checkInByScan = () =>
    run(async () => {
      const text = await scanQrText()
      if (text === null) return
      if (!text) return toast('没有识别到二维码，请对准会员的签到码重试')
      const code = parseSigninQr(text, eventId)
      if (!code) {
        setCheckInResult({ ok: false, text: '这不是本场活动的签到码', signup: null })
        return toast('这不是本场活动的签到码')
      }
      await sendCheckIn(code)
    })

  const exportList = () =>
    run(async () => {
      try {
        const file = await staffExportSignups({ eventId })
        await saveFile(file, XLSX)
        void Taro.showToast({ title: '名单已导出', icon: 'success', duration: TOAST_MS })
      } catch (err) {
        // A refused export the request layer has explained; a file the phone could not open, not.
        if (!(err instanceof ApiError)) toast('名单保存失败，请重试')
      }
    })

  const reveal = () =>
    run(async () => {
      const { confirm } = await Taro.showModal({
        title: '揭晓互选结果',
        content: '揭晓后，互相选择的嘉宾会看到彼此，之后不能再修改选择。确定现在揭晓吗？',
        confirmText: '揭晓'
      })
      if (!confirm) return
      try {
        const { matchedPairs } = await staffReveal({ eventId })
        toast(matchedPairs > 0 ? `已揭晓，互选成功${matchedPairs}对` : '已揭晓，本场暂无互选成功')
        await Promise.all([loadEvent(), reloadList()])
      } catch {
        // the request layer has said why
      }
    })

  return {
    ...paged,
    event,
    eventFailed,
    loadEvent,
    filter,
    setFilter,
    keyword,
    setKeyword,
    summary,
    deciding,
    audit,
    busy,
    checkInResult,
    checkInByCode,
    checkInByScan,
    exportList,
    reveal
  }
}
