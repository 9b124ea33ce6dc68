import type { ScheduleDateReq } from '@contract/appointment'

export interface DateForm {
  meetingRequestId: number
  customerId: number
  partnerId: number
  place: string
  /** ISO, '' until picked. */
  startsAt: string
}

/** What is missing before a date can be scheduled ('' when nothing), checked as the server would. */
export function dateFormProblem(f: DateForm, now: Date = new Date()): string {
  if (!f.customerId) return '请选择客户'
  if (!f.partnerId) return '请选择约会对象'
  if (!f.place.trim()) return '请填写约会地点'
  if (!f.startsAt) return '请选择约会时间'
  if (Date.parse(f.startsAt) <= now.getTime()) return '约会时间须晚于现在'
  return ''
}

export const scheduleReq = (f: DateForm): ScheduleDateReq => ({ ...f, place: f.place.trim() })

/** The form as the meeting-request page opens it: its two members fixed, or empty. */
export function dateFormFrom(params: Partial<Record<string, string>>): DateForm {
  const n = (v: string | undefined) => {
    const x = Number(v)
    return Number.isInteger(x) && x > 0 ? x : 0
  }
  const meetingRequestId = n(params.meetingId)
  return {
    meetingRequestId,
    customerId: meetingRequestId ? n(params.customerId) : 0,
    partnerId: meetingRequestId ? n(params.partnerId) : 0,
    place: '',
    startsAt: ''
  }
}
