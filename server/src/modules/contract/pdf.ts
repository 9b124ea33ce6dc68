import { readFileSync } from 'node:fs'
import { contractPriceText, type LegalParty } from '@contract/contract'
import { maskPhone } from '@contract/privacy'
import { clockText, longDayText } from '../../lib/tenant-time'

/**
 * The contract as a PDF, rendered on the server so what the customer signed is one file whose hash
 * we keep. Chinese needs a CJK font embedded: Noto Sans SC (SIL Open Font License) ships as a plain
 * TrueType file in @expo-google-fonts/noto-sans-sc, so `npm ci` brings it; pdfkit embeds only the
 * glyphs the contract uses, which keeps the file small.
 */

const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'
let fontBytes: Buffer | undefined

/** 10 MB read once per process, not per contract. */
function cjkFont(): Buffer {
  fontBytes ??= readFileSync(require.resolve(FONT_FILE))
  return fontBytes
}

export interface ContractPdfInput {
  contractNo: string
  /** 甲方: the tenant's legal company, never its brand. */
  partyA: LegalParty
  /** The company seal (JPEG or PNG), stamped beside 甲方's name; null when the file is gone. */
  seal: Buffer | null
  customerName: string
  customerPhone: string
  matchmakerName: string
  storeName: string
  name: string
  serviceItems: string[]
  meetingQuota: number
  termDays: number
  /** fen */
  price: number
  refundTerms: string
  startsAt: Date | null
  endsAt: Date | null
  signedAt: Date | null
  /** The tenant's zone: the contract's days and signing time are those of its city. */
  timeZone: string
  /** The customer's drawn signature (PNG or JPEG); null renders an empty signature line. */
  signature: Buffer | null
}

// pdfkit (and its font engine) loads on the first contract drawn, not on every start.
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${input.name} ${input.contractNo}`, Author: input.partyA.name, Subject: '婚恋服务合同' }
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('cjk', cjkFont())
  doc.font('cjk')

  const width = doc.page.width - 112
  const section = (title: string) => {
    doc.moveDown(0.8).fontSize(13).fillColor('#c2185b').text(title).moveDown(0.3).fontSize(11).fillColor('#222222')
  }
  const line = (label: string, value: string) => doc.text(`${label}：${value}`, { width })

  doc.fontSize(20).fillColor('#222222').text('婚恋服务合同', { align: 'center' })
  doc.moveDown(0.3).fontSize(10).fillColor('#666666').text(`合同编号：${input.contractNo}`, { align: 'center' })

  section('一、合同双方')
  line('甲方（服务方）', input.partyA.name)
  line('甲方地址', input.partyA.address)
  line('统一社会信用代码', input.partyA.creditCode)
  line('乙方（客户）', input.customerName)
  // The contract names the customer's phone without spelling it out to whoever holds the file.
  line('乙方手机', maskPhone(input.customerPhone))
  line('服务红娘', input.storeName ? `${input.matchmakerName}（${input.storeName}）` : input.matchmakerName)

  section('二、服务内容')
  line('服务名称', input.name)
  input.serviceItems.forEach((item, i) => doc.text(`${i + 1}. ${item}`, { width }))
  line('约见次数', `${input.meetingQuota} 次，每完成一次约见计一次`)

  section('三、服务期限')
  const period =
    input.startsAt && input.endsAt
      ? `（${longDayText(input.startsAt, input.timeZone)} 至 ${longDayText(input.endsAt, input.timeZone)}）`
      : '（自合同生效之日起算）'
  line('服务期限', `${input.termDays} 天${period}`)

  section('四、服务费用')
  line('服务费用', `${contractPriceText(input.price)}（人民币），乙方签署后通过平台收银台支付`)
  doc.text('本合同经乙方签署并付清服务费用后生效。', { width })

  section('五、退款条款')
  doc.text(input.refundTerms || '按平台退款规则执行。', { width })

  section('六、签署')
  line('甲方（盖章）', input.partyA.name)
  if (input.seal) {
    const sealTop = doc.y + 4
    doc.image(input.seal, doc.page.margins.left, sealTop, { fit: [100, 100] })
    doc.y = sealTop + 108
  }
  doc.text('乙方已阅读并同意本合同全部条款，以下为乙方签名：', { width })
  const top = doc.y + 8
  if (input.signature) {
    doc.image(input.signature, doc.page.margins.left, top, { fit: [200, 80] })
  }
  doc.y = top + 90
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.margins.left + 220, doc.y)
    .strokeColor('#999999')
    .stroke()
  doc.moveDown(0.5)
  line('乙方（签名）', input.customerName)
  line(
    '签署时间',
    input.signedAt
      ? `${longDayText(input.signedAt, input.timeZone)} ${clockText(input.signedAt, input.timeZone)}`
      : '待签署'
  )
  doc
    .moveDown(1.5)
    .fontSize(9)
    .fillColor('#888888')
    .text('本合同以电子方式签署，签署后内容不可更改；平台保存本文件的 SHA-256 摘要用于核验。', { width })
  doc.end()
  return done
}
