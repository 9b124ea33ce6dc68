/** The notices the domains leave, each in the transaction of the change it reports. */
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { MemberNotice } from '@contract/notice'
import { memberNotices, tenants } from '../../src/db/schema'
import { dayText } from '../../src/lib/tenant-time'
import { buildTestApp, type TestApp } from '../helpers/app'
import { financeKit, fund, ok } from '../helpers/finance'
import { lover, man, member, type Lover } from '../helpers/love'
import { uploadedImage } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, NOTICE_PUSH_INTERVAL_MS: 0 })
})
afterAll(async () => {
  await t.close()
})

const { send, staff, buyWithBalance, productNamed } = financeKit(() => t)

async function notices(who: Lover): Promise<MemberNotice[]> {
  return (await ok(send(who, API.notice.getNoticePage, { cursor: '', pageSize: 50 }))).list
}

const HIDDEN = { hideFromFeed: true, photosVipOnly: false, hideAge: false, hideIncome: false }

describe('someone viewed my profile', () => {
  it('tells the viewed member who came, once a day however often they come back', async () => {
    const viewer = await man(t, { nickname: '阿杰' })
    const viewed = await lover(t)
    await ok(send(viewer, API.loveFeed.getDetail, { userId: viewed.id }))
    await ok(send(viewer, API.loveFeed.getDetail, { userId: viewed.id }))
    expect(await notices(viewed)).toEqual([
      expect.objectContaining({
        kind: 'viewed',
        title: '阿杰看了你的资料',
        link: `/pages/love/detail?id=${viewer.id}`,
        read: false
      })
    ])
    // Looking at my own page tells nobody.
    await ok(send(viewed, API.loveFeed.getDetail, { userId: viewed.id }))
    expect(await notices(viewed)).toHaveLength(1)
    expect(await notices(viewer)).toEqual([])
  })

  it('a viewer hidden from the feed (and so from the viewers list) is not announced', async () => {
    const shy = await man(t)
    const viewed = await lover(t)
    await ok(send(shy, API.loveProfile.setPrivacy, HIDDEN))
    await ok(send(shy, API.loveFeed.getDetail, { userId: viewed.id }))
    expect(await notices(viewed)).toEqual([])
  })

  it("the day is the calendar day of the tenant's city", async () => {
    // Kiritimati is 6 hours ahead of Beijing and Pago Pago 19 behind: one of them is on another day now.
    const now = new Date()
    const beijing = dayText(now, 'Asia/Shanghai')
    const zone = dayText(now, 'Pacific/Kiritimati') !== beijing ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago'
    await t.app.db.update(tenants).set({ timeZone: zone }).where(eq(tenants.tenantId, 1))
    try {
      const viewer = await man(t)
      const viewed = await lover(t)
      await ok(send(viewer, API.loveFeed.getDetail, { userId: viewed.id }))
      const rows = await t.app.db
        .select({ bizId: memberNotices.bizId })
        .from(memberNotices)
        .where(and(eq(memberNotices.tenantId, 1), eq(memberNotices.userId, viewed.id)))
      expect(rows).toEqual([{ bizId: `${viewer.id}:${dayText(now, zone)}` }])
    } finally {
      await t.app.db.update(tenants).set({ timeZone: 'Asia/Shanghai' }).where(eq(tenants.tenantId, 1))
    }
  })
})

describe('someone favourited me', () => {
  it('tells the member someone did, once per admirer, and leads to who (a VIP list)', async () => {
    const admirer = await man(t)
    const target = await lover(t)
    await ok(send(admirer, API.loveSocial.fav, { userId: target.id }))
    await ok(send(admirer, API.loveSocial.unfav, { userId: target.id }))
    await ok(send(admirer, API.loveSocial.fav, { userId: target.id }))
    const faved = (await notices(target)).filter((n) => n.kind === 'faved')
    // Nothing names the admirer or opens their page: who favourited me is for VIPs to see.
    expect(faved).toEqual([
      {
        id: expect.any(Number),
        kind: 'faved',
        title: '有人收藏了你',
        body: '有会员对你心动了，去看看是谁收藏了你',
        link: '/member/love/fav?tab=favedMe',
        read: false,
        createdAt: expect.any(String)
      }
    ])
  })

  it('an admirer hidden from the feed is not announced', async () => {
    const shy = await man(t)
    const target = await lover(t)
    await ok(send(shy, API.loveProfile.setPrivacy, HIDDEN))
    await ok(send(shy, API.loveSocial.fav, { userId: target.id }))
    expect((await notices(target)).filter((n) => n.kind === 'faved')).toEqual([])
  })
})

describe('a certification decided', () => {
  it('approved, or rejected with the reason; a resubmission is decided and told anew', async () => {
    const m = await member(t)
    const proof = [await uploadedImage(t, m.token)]
    const auditor = await staff('auditor')
    const submit = () =>
      ok(send(m, API.certification.saveEducationAuth, { school: '浙江大学', degree: 'master', images: proof }))
    const decide = (id: number, result: 'approved' | 'rejected', reason?: string) =>
      ok(send(auditor, API.certification.auditCert, { id, result, ...(reason ? { reason } : {}) }))

    const first = await submit()
    const certId = (
      await ok(send(auditor, API.certification.getPendingCertPage, { pageNum: 1, pageSize: 50 }))
    ).list.find((c) => c.userId === m.id)?.id
    expect(first.status).toBe('pending')
    await decide(certId!, 'rejected', '证书照片看不清')
    expect(await notices(m)).toEqual([
      expect.objectContaining({
        kind: 'certification',
        title: '学历认证未通过',
        body: '原因：证书照片看不清。修改后可重新提交',
        link: '/member/love/educationauth'
      })
    ])

    await submit()
    await decide(certId!, 'approved')
    expect((await notices(m)).map((n) => n.title)).toEqual(['学历认证已通过', '学历认证未通过'])
  })
})

describe('a cash-out paid or refused', () => {
  const apply = (m: Lover, amount: number) =>
    ok(send(m, API.finance.applyCashout, { amount, channel: 'alipay', account: '13800138000', realName: '张三' }))

  it('paid: the member reads the amount and what arrived', async () => {
    const m = await member(t)
    await fund(t, m.id, 10000)
    const row = await apply(m, 3000)
    const admin = await staff('admin')
    await ok(send(admin, API.finance.staffAuditCashout, { id: row.id, approve: true }))
    expect(await notices(m)).toEqual([
      expect.objectContaining({
        kind: 'cashout',
        title: '提现已到账',
        body: expect.stringMatching(/^你申请提现的30\.00元已打款，实到\d+\.\d\d元/),
        link: '/subpages/member/makecash'
      })
    ])
  })

  it('refused: the member reads why and that the money is back', async () => {
    const m = await member(t)
    await fund(t, m.id, 10000)
    const row = await apply(m, 2000)
    const admin = await staff('admin')
    await ok(send(admin, API.finance.staffAuditCashout, { id: row.id, approve: false, reason: '账号与姓名不符' }))
    expect(await notices(m)).toEqual([
      expect.objectContaining({ title: '提现未通过', body: '原因：账号与姓名不符。20.00元已退回余额' })
    ])
  })
})

describe('a line arranged', () => {
  it('arranged or cancelled, the member who asked reads it on their lines page', async () => {
    const m = await member(t)
    await buyWithBalance(m, await productNamed('牵线3次'))
    const matchmaker = await staff('matchmaker')
    const first = await ok(send(m, API.loveLine.requestLine, { targetId: (await lover(t)).id }))
    const second = await ok(send(m, API.loveLine.requestLine, { targetId: (await lover(t)).id }))
    await ok(send(matchmaker, API.loveLine.staffHandleLine, { id: first.id, arranged: true, note: '已约周六见面' }))
    await ok(send(matchmaker, API.loveLine.staffHandleLine, { id: second.id, arranged: false, note: '对方暂不考虑' }))
    expect(await notices(m)).toEqual([
      expect.objectContaining({ kind: 'line', title: '牵线申请已取消', body: '原因：对方暂不考虑。牵线次数已退回' }),
      expect.objectContaining({
        kind: 'line',
        title: '红娘已为你牵线',
        body: '已约周六见面',
        link: '/member/love/line'
      })
    ])
  })
})
