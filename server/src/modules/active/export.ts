import { SIGNUP_STATUS_LABELS, type ExportSignupsRes, type SignupStatus } from '@contract/active'
import { PAY_METHOD_LABELS, type PersonalDataField } from '@contract/finance'
import { GENDER_LABELS } from '@contract/love'
import type { Db } from '../../db/client'
import { logPersonalDataAccess } from '../audit/service'
import type { AuthedUser } from '../../lib/route'
import { dayText, stampText } from '../../lib/tenant-time'
import { tenantTimeZone } from '../tenant/service'
import { managedEvent } from './access'
import { exportRows, managedView } from './signups'

/** What the guest list reveals beyond the staff list; every exported member's read is logged. */
const EXPORTED_FIELDS: PersonalDataField[] = ['phone']

const NOT_GUESTS: SignupStatus[] = ['cancelled', 'rejected']

const COLUMNS: { header: string; width: number }[] = [
  { header: '序号', width: 6 },
  { header: '会员ID', width: 10 },
  { header: '昵称', width: 16 },
  { header: '性别', width: 6 },
  { header: '年龄', width: 6 },
  { header: '手机号', width: 14 },
  { header: '实名认证', width: 10 },
  { header: '状态', width: 10 },
  { header: '费用(元)', width: 10 },
  { header: '支付方式', width: 10 },
  { header: '报名时间', width: 18 },
  { header: '签到时间', width: 18 },
  { header: '推荐人', width: 16 }
]

/** YYYY-MM-DD HH:mm on the clock of the tenant's city; '' for none. */
const localTime = (iso: string, timeZone: string) => (iso ? stampText(new Date(iso), timeZone) : '')

/** Characters no file system accepts in a name. */
const fileSafe = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '_')

/**
 * The event's guest list as a real .xlsx, one row per guest (cancelled and rejected sign-ups left out)
 * in the order they came. It carries
 * phone numbers, so the read is logged for every member in it before the file leaves the server.
 */
export async function exportSignups(
  db: Db,
  who: AuthedUser,
  eventId: number,
  now = new Date()
): Promise<ExportSignupsRes> {
  const [event, timeZone] = await Promise.all([managedEvent(db, who, eventId), tenantTimeZone(db, who.tenantId)])
  // Who left or was turned away is not a guest: their phones stay out of the file.
  const rows = (await exportRows(db, event)).filter((r) => !NOT_GUESTS.includes(r.s.status))
  const withPhone = rows.filter((r) => r.phone)
  if (withPhone.length > 0) {
    await logPersonalDataAccess(db, {
      tenantId: who.tenantId,
      staffUserId: who.userId,
      subjectUserId: withPhone.map((r) => r.s.userId),
      fields: EXPORTED_FIELDS,
      purpose: `event_export:${event.id}`
    })
  }

  // exceljs loads on the first export, not on every start.
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  book.created = now
  const sheet = book.addWorksheet('报名名单', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }))
  sheet.getRow(1).font = { bold: true }
  const today = dayText(now, timeZone)
  rows.forEach((r, i) => {
    const v = managedView(r, now, today)
    sheet.addRow([
      i + 1,
      v.userId,
      v.nickname,
      GENDER_LABELS[v.gender],
      v.age || '',
      r.phone ?? '',
      v.realNameVerified ? '已认证' : '未认证',
      SIGNUP_STATUS_LABELS[v.status],
      v.fee / 100,
      v.payMethod ? PAY_METHOD_LABELS[v.payMethod] : '',
      localTime(v.createdAt, timeZone),
      localTime(v.checkedInAt, timeZone),
      v.sharer
    ])
  })
  sheet.getColumn(9).numFmt = '0.00'
  const buffer = Buffer.from(await book.xlsx.writeBuffer())
  return {
    fileName: `报名名单-${fileSafe(event.title)}-${today.replace(/-/g, '')}.xlsx`,
    base64: buffer.toString('base64')
  }
}
