import { API } from '@contract/api'
import { seedLoveGifts } from '../../src/db/seed-love-gifts'
import { buildTestApp, type TestApp } from '../helpers/app'
import { expectLedgerSound, ok } from '../helpers/finance'
import { lover } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

it('gives the demo account a few gifts sent through the ledger, once however often it runs', async () => {
  const senders = [await lover(t, { nickname: '晓风' }), await lover(t, { nickname: '南乔' })]
  const phone = '13800000001'
  const token = await loginWithMaPhone(t, phone)
  const receiverId = await userIdOf(t, token)

  await seedLoveGifts(t.app.db, t.app.storage, 1, phone)
  await seedLoveGifts(t.app.db, t.app.storage, 1, phone)

  const inbox = await ok(t.call(API.loveGift.getReceivedPage, { cursor: '', pageSize: 20 }, { token }))
  expect(inbox.list.map((g) => [g.peer.nickname, g.gift.name, g.shareAmount, g.canDecline])).toEqual([
    ['南乔', '小熊', 49, true],
    ['晓风', '玫瑰', 5, true]
  ])
  const wallet = await ok(t.call(API.finance.getWallet, {}, { token }))
  expect(wallet.credit).toBe(54)
  for (const s of senders) {
    expect((await ok(t.call(API.loveGift.getGiftList, {}, { token: s.token }))).myPoints).toBe(0)
  }
  expect((await ok(t.call(API.loveGift.getGiftList, {}, { token }))).list).toHaveLength(8)
  expect(inbox.list.every((g) => g.peer.userId !== receiverId)).toBe(true)
  await expectLedgerSound(t)
})
