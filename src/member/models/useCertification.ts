import Taro, { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { CertProgress, CertStatus } from '@contract/certification'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'

/** One certification page: how to load and save it, and its form. */
export interface CertificationSpec<C extends CertProgress, D extends object, R extends object> {
  load: () => Promise<C>
  save: (req: R) => Promise<C>
  /** The form for a state: the last submission to correct after a rejection, or what is shown read-only. */
  draftOf: (cert: C) => D
  /** The request, or the message telling the member what to fix. */
  check: (draft: D) => R | string
  /** The love certifications are for members with a dating profile. */
  requireLoveUser: boolean
}

/** Never submitted or rejected: the member may submit; the server refuses the rest. */
export const canSubmit = (status: CertStatus) => status === 'none' || status === 'rejected'

const SUBMITTED: Record<CertStatus, string> = {
  none: '',
  pending: '已提交，请等待审核',
  approved: '认证成功',
  // The real-name face check can refuse at once; the status card shows why.
  rejected: '认证未通过'
}

/** Loads a certification once the member may see it, holds its form and submits it. */
export function useCertification<C extends CertProgress, D extends object, R extends object>(
  spec: CertificationSpec<C, D, R>
) {
  const { session, authFlow } = useStores()
  const [cert, setCert] = useState<C | null>(null)
  const [draft, setDraft] = useState<D | null>(null)
  const { busy, run } = useSingleFlight()
  // Picking a photo hides and shows the page again; reloading then would wipe what was typed.
  const loaded = useRef(false)

  const show = (next: C) => {
    setCert(next)
    setDraft(spec.draftOf(next))
  }

  useDidShow(() => {
    if (loaded.current || !authFlow.ensureLogin()) return
    if (spec.requireLoveUser && !session.isLoveUser) return void Taro.redirectTo({ url: ROUTES.loveSignUp })
    loaded.current = true
    spec.load().then(show, () => {
      loaded.current = false
    })
  })

  const update = (patch: Partial<D>) => setDraft((d) => (d === null ? d : { ...d, ...patch }))

  const submit = () =>
    run(async () => {
      if (draft === null) return
      const req = spec.check(draft)
      if (typeof req === 'string') return void Taro.showToast({ title: req, icon: 'none', duration: TOAST_MS })
      try {
        const next = await spec.save(req)
        show(next)
        void Taro.showToast({
          title: SUBMITTED[next.status],
          icon: next.status === 'rejected' ? 'none' : 'success',
          duration: TOAST_MS
        })
      } catch {
        // the request layer has already said why
      }
    })

  return { cert, draft, update, editable: cert !== null && canSubmit(cert.status), busy, submit }
}
