import Taro from '@tarojs/taro'
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import type { EditableEvent } from '@contract/active'
import { staffGetEventForEdit, staffPublishEvent, staffSaveEvent } from '@/api/active'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { emptyEventForm, eventRequest, eventToForm, type EventForm } from './eventForm'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/**
 * The event being created or edited (`eventId` 0: a new draft) and its two ways out: save, or save
 * and publish. What the form gets wrong is toasted before anything is sent; what the server
 * refuses, the request layer toasts in its own words.
 */
export function useEventEditor(eventId: number, organiser: string, enabled: boolean) {
  const [saved, setSaved] = useState<EditableEvent | null>(null)
  const [form, setForm] = useState<EventForm | null>(eventId ? null : () => emptyEventForm(organiser))
  const [failed, setFailed] = useState(false)
  const { busy, run } = useSingleFlight()

  const load = () => {
    if (!eventId) return
    setFailed(false)
    staffGetEventForEdit({ eventId }).then(
      (e) => {
        setSaved(e)
        setForm(eventToForm(e))
      },
      () => setFailed(true)
    )
  }
  useEffect(() => {
    if (enabled) load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once the role is confirmed
  }, [enabled, eventId])

  /** Changes the form once it is there (the fields are drawn only then). */
  const edit: Dispatch<SetStateAction<EventForm>> = (change) =>
    setForm((f) => (f ? (typeof change === 'function' ? change(f) : change) : f))

  /** A saved draft keeps its id, so saving again (or publishing after a refused publish) never makes a second one. */
  const keep = (e: EditableEvent) => {
    setSaved(e)
    setForm((f) => (f ? { ...f, id: e.id } : f))
  }

  /** Saves; the saved event, or null when nothing was sent or the server refused. */
  const save = (publish: boolean) =>
    run(async (): Promise<EditableEvent | null> => {
      if (!form) return null
      const req = eventRequest(form)
      if (typeof req === 'string') {
        toast(req)
        return null
      }
      try {
        let e = await staffSaveEvent(req)
        keep(e)
        if (publish) {
          e = await staffPublishEvent({ eventId: e.id })
          keep(e)
        }
        return e
      } catch {
        return null
      }
    }).then((e) => e ?? null)

  return { form, edit, saved, failed, reload: load, busy, save }
}
