import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { SOCKET_CLOSE_CODES } from '@contract/message'
import { certifications, ledgerEntries, loveFavourites, loveProfiles, sessions, users } from '../../src/db/schema'
import { buildTestApp, lastSmsCode, type TestApp } from '../helpers/app'
import { postTxn } from '../../src/modules/finance/ledger'
import { fund } from '../helpers/finance'
import { lover, man, member, setProfile, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized, loginWithMaPhone, userIdOf } from '../helpers/members'
import { approveRealName, connect, say, textTo } from '../helpers/message'
import { grantRole } from '../helpers/staff'
import { fetchBytes, uploadedImages } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

const PASSWORD = 'pass-del-123'
const CONFIRM = { password: PASSWORD, code: '', confirmText: '确认注销' }

async function withPassword(m: Lover): Promise<string> {
  const res = await t.call(API.member.setPassword, { password: PASSWORD }, { token: m.token })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return (await t.call(API.member.getUser, {}, { token: m.token })).body.data.phone
}

const userOf = async (id: number) =>
  (
    await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.id, id)))
  )[0]

describe('deleting one’s account', () => {
  it('erases phone, name and profile, keeps the ledger, ends sessions and frees the phone', async () => {
    const me = await lover(t, { nickname: '要走的人' })
    const other = await man(t)
    const phone = await withPassword(me)
    await approveRealName(t, me.id)
    // Their own photos: one in the album, one sent in the chat.
    const [albumPhoto, chatPhoto] = await uploadedImages(t, me.token, 2)
    await setProfile(t, me.id, { album: [albumPhoto] })
    await approveRealName(t, other.id)
    await t.call(API.loveSocial.fav, { userId: other.id }, { token: me.token })
    await t.call(API.loveSocial.fav, { userId: me.id }, { token: other.token })
    await say(t, other, me, '你好，很高兴认识你')
    const sent = await t.call(API.message.send, textTo(other, '', { kind: 'image', image: chatPhoto }), {
      token: me.token
    })
    expect(sent.body.code).toBe(20000)
    await t.call(
      API.loveSocial.report,
      { userId: me.id, reason: 'fake', description: '', images: [] },
      { token: other.token }
    )
    // Money that came and went: the ledger keeps it after the account is gone.
    await fund(t, me.id, 500)
    await t.app.db.transaction(async (tx) => {
      await postTxn(tx, 1, {
        bizType: 'test_spend',
        bizId: `spend-${me.id}`,
        title: '消费',
        postings: [
          { userId: me.id, account: 'balance', amount: -500 },
          { system: 'revenue', amount: 500 }
        ]
      })
    })

    const check = await t.call(API.account.getDeletionCheck, {}, { token: me.token })
    expect(check.body.data).toEqual({
      blockers: [],
      hasPassword: true,
      maskedPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}`
    })
    const device = await connect(t, me)
    const closed = new Promise<number>((resolve) => device.ws.once('close', (code) => resolve(code)))
    expect((await t.call(API.account.deleteAccount, CONFIRM, { token: me.token })).body.data).toEqual({ ok: true })
    expect(await closed).toBe(SOCKET_CLOSE_CODES.sessionEnded)
    expect((await fetchBytes(t, albumPhoto)).status).toBe(404)
    // The picture she sent is gone too: the other member's chat keeps its place, shown as recalled.
    expect((await fetchBytes(t, chatPhoto)).status).toBe(404)

    const row = await userOf(me.id)
    expect(row).toMatchObject({
      status: 'deleted',
      phone: null,
      username: null,
      nickname: '已注销用户',
      headPic: '',
      passwordHash: null,
      maOpenid: null,
      isLoveUser: false
    })
    expect(
      await t.app.db
        .select()
        .from(loveProfiles)
        .where(and(eq(loveProfiles.tenantId, 1), eq(loveProfiles.userId, me.id)))
    ).toEqual([])
    expect(
      await t.app.db
        .select()
        .from(loveFavourites)
        .where(and(eq(loveFavourites.tenantId, 1), eq(loveFavourites.targetId, me.id)))
    ).toEqual([])
    expect(
      await t.app.db
        .select()
        .from(certifications)
        .where(and(eq(certifications.tenantId, 1), eq(certifications.userId, me.id)))
    ).toEqual([])
    expect(
      await t.app.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.tenantId, 1), eq(ledgerEntries.userId, me.id)))
    ).toHaveLength(2)
    expect(
      await t.app.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tenantId, 1), eq(sessions.userId, me.id)))
    ).toEqual([])
    expectUnauthorized(await t.call(API.member.getUser, {}, { token: me.token }), '登录已过期，请重新登录')

    // The other member's chat still reads, under 已注销用户.
    const convs = await t.call(API.message.getConversationPage, { cursor: '', pageSize: 20 }, { token: other.token })
    expect(convs.body.data.list.find((c) => c.peer.userId === me.id)?.peer.nickname).toBe('已注销用户')

    // A report still waiting on them can only be dismissed: there is no account left to act on.
    const staffer = await member(t)
    await grantRole(t, 1, staffer.id, 'auditor')
    const decide = (action: 'suspend' | 'dismiss') =>
      t.call(API.report.handle, { targetId: me.id, action, resolution: '已注销' }, { token: staffer.token })
    expectFailure(await decide('suspend'), 40000, '该会员已注销账号，只能驳回')
    expect((await decide('dismiss')).body.data).toEqual({ decided: 1 })
    expect((await userOf(me.id)).status).toBe('deleted')

    // The old password opens nothing, and the phone signs up as a brand-new member.
    expectFailure(
      await t.call(API.auth.loginByAccount, { account: phone, password: PASSWORD }),
      41002,
      '账号或密码错误'
    )
    const again = await loginWithMaPhone(t, phone)
    const newId = await userIdOf(t, again)
    expect(newId).not.toBe(me.id)
    expect((await t.call(API.member.getUser, {}, { token: again })).body.data.nickname).not.toBe('要走的人')
  })

  it('refuses while the wallet holds money, and says so', async () => {
    const me = await member(t)
    await withPassword(me)
    await fund(t, me.id, 1234)
    const check = await t.call(API.account.getDeletionCheck, {}, { token: me.token })
    expect(check.body.data.blockers).toEqual(['钱包还有余额12.34元，请先提现'])
    expectFailure(
      await t.call(API.account.deleteAccount, CONFIRM, { token: me.token }),
      40000,
      '钱包还有余额12.34元，请先提现'
    )
    expect((await userOf(me.id)).status).toBe('active')
  })

  it('refuses while a cash-out is still on its way, even with an empty wallet', async () => {
    const me = await member(t)
    await withPassword(me)
    await fund(t, me.id, 3000)
    const applied = await t.call(
      API.finance.applyCashout,
      { amount: 3000, channel: 'alipay', account: '13800138000', realName: '张三' },
      { token: me.token }
    )
    expect(applied.body.code).toBe(20000)
    const check = await t.call(API.account.getDeletionCheck, {}, { token: me.token })
    expect(check.body.data.blockers).toEqual(['有提现申请尚未完成，请等到账后再注销'])
    expectFailure(
      await t.call(API.account.deleteAccount, CONFIRM, { token: me.token }),
      40000,
      '有提现申请尚未完成，请等到账后再注销'
    )
  })

  it('asks for the password and the typed confirmation', async () => {
    const me = await member(t)
    await withPassword(me)
    expectFailure(
      await t.call(API.account.deleteAccount, { ...CONFIRM, password: 'wrong-pass-1' }, { token: me.token }),
      40000,
      '密码不正确'
    )
    expectFailure(
      await t.call(API.account.deleteAccount, { ...CONFIRM, confirmText: '注销' }, { token: me.token }),
      40000,
      '请输入“确认注销”以确认注销'
    )
    expect((await userOf(me.id)).status).toBe('active')
  })

  it('without a password, an SMS code to the bound phone confirms it', async () => {
    const me = await member(t)
    const phone = (await t.call(API.member.getUser, {}, { token: me.token })).body.data.phone
    expect((await t.call(API.account.getDeletionCheck, {}, { token: me.token })).body.data.hasPassword).toBe(false)
    expectFailure(
      await t.call(API.account.deleteAccount, { password: '', code: '', confirmText: '确认注销' }, { token: me.token }),
      40000,
      '请输入短信验证码'
    )
    // A code asked for to reset the password does not delete the account: the SMS said 重置密码.
    await t.call(API.system.sendCaptcha, { phone, scene: 'resetPassword' })
    expectFailure(
      await t.call(
        API.account.deleteAccount,
        { password: '', code: await lastSmsCode(t, phone), confirmText: '确认注销' },
        { token: me.token }
      ),
      41001,
      '验证码已失效，请重新获取'
    )
    await t.call(API.system.sendCaptcha, { phone, scene: 'deleteAccount' })
    const code = await lastSmsCode(t, phone)
    const res = await t.call(
      API.account.deleteAccount,
      { password: '', code, confirmText: '确认注销' },
      { token: me.token }
    )
    expect(res.body.data).toEqual({ ok: true })
    expect((await userOf(me.id)).status).toBe('deleted')
  })
})
