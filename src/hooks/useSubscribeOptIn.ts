import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { NoticeKind, SubscribeTemplate } from '@contract/notice'
import { getSubscribeTemplates, grantSubscribe } from '@/api/notice'
import { isWeapp } from '@/utils/platform'

/** WeChat shows at most three templates in one subscribe dialog. */
export const SUBSCRIBE_DIALOG_MAX = 3

/** The template ids to ask for: those of `kinds` (all when none given), each once, at most three. */
export function templateIdsFor(list: SubscribeTemplate[], kinds?: readonly NoticeKind[]): string[] {
  const wanted = list.filter((t) => !kinds || kinds.includes(t.kind)).map((t) => t.templateId)
  return [...new Set(wanted)].slice(0, SUBSCRIBE_DIALOG_MAX)
}

/** The ids the member accepted in the dialog's answer (`{ [id]: 'accept' | 'reject' | 'ban' | … }`). */
export function acceptedIds(ids: string[], answer: Record<string, unknown>): string[] {
  return ids.filter((id) => answer[id] === 'accept')
}

/**
 * The mini-program's subscribe messages: `optIn` opens WeChat's dialog for the templates of
 * `kinds` and tells the server which were accepted, each allowing one push. WeChat opens the
 * dialog only from a tap, so the template ids are fetched beforehand and `optIn` must be called
 * straight from a tap handler. Elsewhere than the mini-program there is nothing to ask:
 * `available` stays false and `optIn` does nothing.
 */
export function useSubscribeOptIn(kinds?: readonly NoticeKind[]) {
  const [ids, setIds] = useState<string[]>([])
  const kindsKey = kinds ? kinds.join(',') : ''

  useEffect(() => {
    if (!isWeapp()) return
    let live = true
    getSubscribeTemplates()
      .then((res) => {
        if (live) setIds(templateIdsFor(res.list, kindsKey ? (kindsKey.split(',') as NoticeKind[]) : undefined))
      })
      // Without the list there is simply nothing to offer.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [kindsKey])

  /** Resolves to the accepted template ids; [] when the member declined, closed the dialog or it could not open. */
  const optIn = useCallback(async (): Promise<string[]> => {
    if (!isWeapp() || ids.length === 0) return []
    let answer: Record<string, unknown>
    try {
      answer = (await Taro.requestSubscribeMessage({
        tmplIds: ids
        // Taro's typing asks for entityIds too, which WeChat uses only for another kind of subscription.
      } as Taro.requestSubscribeMessage.Option)) as Record<string, unknown>
    } catch {
      // Declined for good in the settings, or not from a tap: the member has already seen WeChat's own reason.
      return []
    }
    const accepted = acceptedIds(ids, answer)
    if (accepted.length > 0) await grantSubscribe({ templateIds: accepted })
    return accepted
  }, [ids])

  return { available: ids.length > 0, optIn }
}
