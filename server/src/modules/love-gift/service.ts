import type { CursorPage } from '@contract/love'
import type { ChatMessage } from '@contract/message'
import type {
  GiftListRes,
  GiftShareAccount,
  LoveGift,
  LoveGiftSend,
  SendGiftReq,
  StaffCreateGiftReq,
  StaffLoveGift,
  StaffUpdateGiftReq
} from '@contract/love-gift'
import type { FinanceConfig } from '@contract/models'
import { DAY_MS } from '@contract/time'
import type { Db, Queryable } from '../../db/client'
import type { LoveGiftConfig } from '../../db/schema'
import { assertNoContactInfo } from '../../lib/contact-guard'
import { emit } from '../../lib/events'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import { BizError, conflict, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { memberBalances, postTxn, type Posting } from '../finance/ledger'
import { blockedEitherWay } from '../block/service'
import { appendGiftMessage, deliverMessage, pushUnread, type DeliveryDeps } from '../message/service'
import { findUserById } from '../user/service'
import {
  findGift,
  findSendByRequest,
  insertGift,
  insertSend,
  listGifts,
  lockReceivedSend,
  markDeclined,
  peersOf,
  sendPage,
  sentCounts,
  setGiftOnSale,
  updateGift,
  type GiftRow,
  type GiftSendRow,
  type PeerRow
} from './repository'

const NO_MEMBER = '该会员不存在'
const NO_GIFT = '礼物不存在'

/** What the tenant's configs say about a gift's money: who gets what, and what it is called. */
export interface GiftTerms {
  gift: LoveGiftConfig
  finance: Pick<FinanceConfig, 'creditBalanceRatio' | 'creditName' | 'balanceName'>
}

interface Share {
  account: GiftShareAccount
  /** Points, or fen for 'balance'. */
  amount: number
  /** The points of the price that pay for the share; the rest is the platform's. */
  points: number
}

/**
 * The receiver's share of a gift's price: floor(price × share%) points, or, when the tenant pays
 * it as balance, that part of the price turned into money at creditBalanceRatio points per yuan
 * (in fen, rounded down). A tenant without a ratio can't turn points into money: points then.
 */
function shareOf(points: number, terms: GiftTerms): Share {
  const percent = Math.min(100, Math.max(0, terms.gift.receiverSharePercent))
  const sharePoints = Math.floor((points * percent) / 100)
  const ratio = terms.finance.creditBalanceRatio
  if (terms.gift.receiverShareAccount === 'balance' && ratio > 0) {
    const fen = Math.floor((points * percent) / ratio)
    return { account: 'balance', amount: fen, points: fen > 0 ? sharePoints : 0 }
  }
  return { account: 'credit', amount: sharePoints, points: sharePoints }
}

/**
 * The ledger postings of a send (sign 1) or of its reversal (sign -1): the sender pays the price
 * in points; the receiver's share is paid as points, or as money the tenant pays out while the
 * share's points count as redeemed; whatever is left of the price is the platform's.
 */
function sendPostings(row: GiftSendRow, sign: 1 | -1, titles: { sender: string; receiver: string }): Posting[] {
  const postings: Posting[] = [
    { userId: row.senderId, account: 'credit', amount: -row.points * sign, title: titles.sender }
  ]
  const fee = row.points - row.sharePoints
  if (fee > 0) postings.push({ system: 'gift_fee', amount: fee * sign })
  if (row.shareAmount > 0) {
    postings.push({
      userId: row.receiverId,
      account: row.shareAccount,
      amount: row.shareAmount * sign,
      title: titles.receiver
    })
    if (row.shareAccount === 'balance') {
      postings.push(
        { system: 'credit_redeemed', amount: row.sharePoints * sign },
        { system: 'gift_payout', amount: -row.shareAmount * sign }
      )
    }
  }
  return postings
}

function giftView(row: GiftRow): LoveGift {
  return { id: row.id, name: row.name, image: row.image, points: row.points }
}

function staffGiftView(row: GiftRow, sent: number): StaffLoveGift {
  return { ...giftView(row), sort: row.sort, onSale: row.onSale, sentCount: sent }
}

/** The avatar lists show: the member's own picture, else their first photo unless only VIPs may see it. */
function peerView(peer: PeerRow | undefined, userId: number) {
  const album = peer?.photosVipOnly ? [] : (peer?.album ?? [])
  return { userId, nickname: peer?.nickname ?? '', avatar: peer?.headPic || album[0] || '' }
}

function sendView(row: GiftSendRow, side: 'received' | 'sent', peer: PeerRow | undefined, now: Date): LoveGiftSend {
  return {
    id: row.id,
    peer: peerView(peer, side === 'received' ? row.senderId : row.receiverId),
    gift: { id: row.giftId, name: row.giftName, image: row.giftImage, points: row.points },
    shareAccount: row.shareAccount,
    shareAmount: row.shareAmount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    declinedAt: row.declinedAt?.toISOString() ?? '',
    declineUntil: row.declineUntil.toISOString(),
    canDecline: side === 'received' && row.status === 'received' && row.declineUntil > now
  }
}

async function sendViewOf(db: Queryable, row: GiftSendRow, side: 'received' | 'sent'): Promise<LoveGiftSend> {
  const other = side === 'received' ? row.senderId : row.receiverId
  const peers = await peersOf(db, row.tenantId, [other])
  return sendView(row, side, peers.get(other), new Date())
}

/** The on-sale catalogue and my points, for the gift sheet. */
export async function giftList(db: Db, who: AuthedUser): Promise<GiftListRes> {
  const [gifts, balances] = await Promise.all([
    listGifts(db, who.tenantId, true),
    memberBalances(db, who.tenantId, who.userId)
  ])
  return { list: gifts.map(giftView), myPoints: balances.credit }
}

/**
 * Records a gift. The price is the catalogue's, paid from the sender's points in the same
 * transaction that writes the send, pays the receiver's share, leaves them a notice and, when the
 * two already talk, puts the gift in their conversation; not enough points writes nothing. The
 * sender's clientRequestId makes a retry or a double tap answer the first send instead of paying
 * twice (then without a message: the first send already carried it).
 */
export async function recordGift(
  db: Db,
  who: AuthedUser,
  req: SendGiftReq,
  terms: GiftTerms
): Promise<{ send: LoveGiftSend; message: ChatMessage | null }> {
  const { tenantId, userId } = who
  if (req.toUserId === userId) throw new BizError('不能给自己送礼物')
  const earlier = await findSendByRequest(db, tenantId, userId, req.clientRequestId)
  if (earlier) return { send: await replayed(db, earlier, req), message: null }

  const [receiver, sender, blocked, gift] = await Promise.all([
    findUserById(db, tenantId, req.toUserId),
    findUserById(db, tenantId, userId),
    blockedEitherWay(db, tenantId, userId),
    findGift(db, tenantId, req.giftId)
  ])
  // A block either way reads as "no such member", so nobody learns they were blocked.
  if (!receiver || receiver.status !== 'active' || blocked.includes(req.toUserId)) throw notFound(NO_MEMBER)
  if (!gift) throw notFound(NO_GIFT)
  if (!gift.onSale) throw new BizError('该礼物已下架，换一个吧')

  const share = shareOf(gift.points, terms)
  const now = new Date()
  const done = await db.transaction(async (tx) => {
    const sent = await insertSend(tx, {
      tenantId,
      senderId: userId,
      receiverId: req.toUserId,
      giftId: gift.id,
      giftName: gift.name,
      giftImage: gift.image,
      points: gift.points,
      shareAccount: share.account,
      shareAmount: share.amount,
      sharePoints: share.points,
      clientRequestId: req.clientRequestId,
      declineUntil: new Date(now.getTime() + terms.gift.declineDays * DAY_MS),
      createdAt: now
    })
    // The same request id committed meanwhile (a double tap racing itself): that one stands.
    if (!sent) return null
    await postTxn(tx, tenantId, {
      bizType: 'loveGift',
      bizId: String(sent.id),
      title: `礼物：${gift.name}`,
      insufficientMessage: `${terms.finance.creditName}不足，充值后再送吧`,
      postings: sendPostings(sent, 1, {
        sender: `送出礼物：${gift.name}`,
        receiver: `收到礼物：${gift.name}`
      })
    })
    const senderName = sender?.nickname || '有人'
    await emit(tx, 'love-gift.sent', {
      tenantId,
      sendId: sent.id,
      toUserId: req.toUserId,
      senderName,
      giftName: gift.name,
      shareAccount: share.account,
      shareAmount: share.amount,
      creditName: terms.finance.creditName,
      balanceName: terms.finance.balanceName
    })
    const message = await appendGiftMessage(tx, tenantId, {
      senderId: userId,
      receiverId: req.toUserId,
      gift: { sendId: sent.id, name: gift.name, image: gift.image, points: gift.points }
    })
    return { sent, message }
  })
  if (!done) {
    const first = await findSendByRequest(db, tenantId, userId, req.clientRequestId)
    if (!first) throw conflict('请稍后再试')
    return { send: await replayed(db, first, req), message: null }
  }
  return { send: await sendViewOf(db, done.sent, 'sent'), message: done.message }
}

/**
 * Sends a gift (recordGift), then tells the receiver's open devices: the chat message with their
 * new unread numbers, or, without a conversation, the numbers the notice changed.
 */
export async function sendGift(
  deps: DeliveryDeps,
  who: AuthedUser,
  req: SendGiftReq,
  terms: GiftTerms
): Promise<LoveGiftSend> {
  const { send, message } = await recordGift(deps.db, who, req, terms)
  if (message) await deliverMessage(deps, who.tenantId, message)
  else await pushUnread(deps, who.tenantId, [req.toUserId])
  return send
}

/** A request id already used answers its first send, but only for the same gift to the same member. */
function replayed(db: Db, row: GiftSendRow, req: SendGiftReq): Promise<LoveGiftSend> {
  if (row.receiverId !== req.toUserId || row.giftId !== req.giftId) throw conflict('请求编号已被使用，请重新赠送')
  return sendViewOf(db, row, 'sent')
}

/**
 * The receiver gives a gift back within the window: one transaction reverses the ledger txn
 * (the sender gets the whole price back, the receiver's share and the platform's part are taken
 * back) and marks the send declined. A share already spent can't be taken back, so nothing changes.
 */
export async function declineGift(
  deps: DeliveryDeps,
  who: AuthedUser,
  sendId: number,
  terms: GiftTerms
): Promise<LoveGiftSend> {
  const { tenantId, userId } = who
  const row = await deps.db.transaction(async (tx) => {
    const found = await lockReceivedSend(tx, tenantId, userId, sendId)
    if (!found) throw notFound('礼物记录不存在')
    if (found.status === 'declined') throw conflict('这份礼物已经退回了')
    const now = new Date()
    if (found.declineUntil <= now) {
      const days = Math.round((found.declineUntil.getTime() - found.createdAt.getTime()) / DAY_MS)
      throw new BizError(`礼物只能在收到后${days}天内退回，已超过期限`)
    }
    const declined = await markDeclined(tx, tenantId, found.id, now)
    if (!declined) throw conflict('这份礼物已经退回了')
    await postTxn(tx, tenantId, {
      bizType: 'loveGiftDecline',
      bizId: String(found.id),
      title: `退回礼物：${found.giftName}`,
      insufficientMessage: `这份礼物带来的${declined.shareAccount === 'credit' ? terms.finance.creditName : terms.finance.balanceName}已经用掉了，无法退回`,
      postings: sendPostings(declined, -1, {
        sender: `礼物被退回：${found.giftName}`,
        receiver: `退回礼物：${found.giftName}`
      })
    })
    const me = await findUserById(tx, tenantId, userId)
    await emit(tx, 'love-gift.declined', {
      tenantId,
      sendId: found.id,
      senderId: found.senderId,
      receiverName: me?.nickname || '对方',
      giftName: found.giftName,
      points: found.points,
      creditName: terms.finance.creditName
    })
    return declined
  })
  // The sender's badge counts the notice at once on their open devices.
  await pushUnread(deps, tenantId, [row.senderId])
  return sendViewOf(deps.db, row, 'received')
}

/** Gifts I received or sent, newest first, with the other member's name and picture. */
export async function giftSendPage(
  db: Db,
  who: AuthedUser,
  side: 'received' | 'sent',
  page: { cursor: string; pageSize: number }
): Promise<CursorPage<LoveGiftSend>> {
  const beforeId = decodeIdCursor(page.cursor)
  const rows = await sendPage(db, who.tenantId, who.userId, side, beforeId, pageLimit(page.pageSize))
  const sends = cursorPage(rows, page.pageSize, (last) => encodeIdCursor(last.id))
  const others = sends.list.map((r) => (side === 'received' ? r.senderId : r.receiverId))
  const peers = await peersOf(db, who.tenantId, [...new Set(others)])
  const now = new Date()
  return { ...sends, list: sends.list.map((r, i) => sendView(r, side, peers.get(others[i]), now)) }
}

export async function staffGifts(db: Db, tenantId: number): Promise<StaffLoveGift[]> {
  const [gifts, counts] = await Promise.all([listGifts(db, tenantId, false), sentCounts(db, tenantId)])
  return gifts.map((g) => staffGiftView(g, counts.get(g.id) ?? 0))
}

async function staffGiftOf(db: Db, row: GiftRow | undefined): Promise<StaffLoveGift> {
  if (!row) throw notFound(NO_GIFT)
  const counts = await sentCounts(db, row.tenantId, row.id)
  return staffGiftView(row, counts.get(row.id) ?? 0)
}

/** Gift names are shown to members: the contact-info guard reads them like any member's text. */
export async function createGift(db: Db, tenantId: number, req: StaffCreateGiftReq): Promise<StaffLoveGift> {
  const name = req.name.trim()
  assertNoContactInfo(name)
  return staffGiftOf(
    db,
    await insertGift(db, tenantId, { name, image: req.image, points: req.points, sort: req.sort, onSale: req.onSale })
  )
}

/** A new price applies to later sends only: every send keeps the price it was paid at. */
export async function changeGift(db: Db, tenantId: number, req: StaffUpdateGiftReq): Promise<StaffLoveGift> {
  const name = req.name.trim()
  assertNoContactInfo(name)
  return staffGiftOf(
    db,
    await updateGift(db, tenantId, req.giftId, { name, image: req.image, points: req.points, sort: req.sort })
  )
}

export async function putOnSale(db: Db, tenantId: number, giftId: number, onSale: boolean): Promise<StaffLoveGift> {
  return staffGiftOf(db, await setGiftOnSale(db, tenantId, giftId, onSale))
}
