import { SIGNUP_STATUS_LABELS, type ExportSignupsRes, type SignupStatus } from '@contract/active'
import { PAY_METHOD_LABELS, type PersonalDataField } from '@contract/finance'
import { GENDER_LABELS } from '@contract/love'
import type { Db } from '../../db/client'
import { logPersonalDataAccess } from '../audit/service'
import type { AuthedUser } from '../../lib/route'
import { beijingDate } from '../notice/service'
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

/** YYYY-MM-DD HH:mm in Beijing time; '' for none. */
function beijingTime(iso: string): string {
  if (!iso) return ''
  return new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')
}

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
  const event = await managedEvent(db, who, eventId)
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
  rows.forEach((r, i) => {
    const v = managedView(r, now)
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
      beijingTime(v.createdAt),
      beijingTime(v.checkedInAt),
      v.sharer
    ])
  })
  sheet.getColumn(9).numFmt = '0.00'
  const buffer = Buffer.from(await book.xlsx.writeBuffer())
  return {
    fileName: `报名名单-${fileSafe(event.title)}-${beijingDate(now).replace(/-/g, '')}.xlsx`,
    base64: buffer.toString('base64')
  }
}
