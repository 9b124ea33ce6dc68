import { eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { LineRequest } from '@contract/finance'
import { personalDataAccessLog } from '../../src/db/schema'
import { HOST_B, type TestApp } from '../helpers/app'
import { buildFinanceApp, financeKit, ok } from '../helpers/finance'
import { lover, member, type Lover } from '../helpers/love'
import { expectFailure, userRow } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  await t.close()
})

const { send, buyWithBalance, productNamed, staff } = financeKit(() => t)

/** A member who paid for a line to a new love member, and the line. */
async function paidLine(): Promise<{ asker: Lover; target: Lover; line: LineRequest }> {
  const asker = await member(t)
  await buyWithBalance(asker, await productNamed('牵线1次'))
  const target = await lover(t, { nickname: '心仪对象' })
  const line = await ok(send(asker, API.loveLine.requestLine, { targetId: target.id, remark: '想认识一下' }))
  return { asker, target, line }
}

const reveal = (who: Lover, id: number, userId: number) =>
  send(who, API.loveLine.staffRevealLineContact, { id, userId })
const logRows = () => t.app.db.select().from(personalDataAccessLog).orderBy(personalDataAccessLog.id)
const phoneOf = async (who: Lover) => (await userRow(t, who.host === HOST_B ? 2 : 1, who.id)).phone

describe('a matchmaker reaches the members of a line', () => {
  it('the list shows no phone; 查看联系方式 gives each member’s phone and logs the access', async () => {
    const { asker, target, line } = await paidLine()
    const matchmaker = await staff('matchmaker')
    const listed = await ok(send(matchmaker, API.loveLine.staffGetLines, { pageNum: 1, pageSize: 20 }))
    const askerPhone = await phoneOf(asker)
    const targetPhone = await phoneOf(target)
    expect(askerPhone).toMatch(/^1\d{10}$/)
    expect(JSON.stringify(listed)).not.toContain(askerPhone)
    expect(JSON.stringify(listed)).not.toContain(targetPhone)

    const before = (await logRows()).length
    expect(await ok(reveal(matchmaker, line.id, asker.id))).toEqual({
      userId: asker.id,
      nickname: expect.any(String),
      phone: askerPhone
    })
    expect(await ok(reveal(matchmaker, line.id, target.id))).toEqual({
      userId: target.id,
      nickname: '心仪对象',
      phone: targetPhone
    })
    const rows = (await logRows()).slice(before)
    expect(rows).toEqual([
      expect.objectContaining({
        tenantId: 1,
        staffUserId: matchmaker.id,
        subjectUserId: asker.id,
        fields: ['phone'],
        purpose: `line:${line.id}`,
        createdAt: expect.any(Date)
      }),
      expect.objectContaining({ staffUserId: matchmaker.id, subjectUserId: target.id, purpose: `line:${line.id}` })
    ])
  })

  it('refuses members, auditors, another city’s staff and people outside the line, logging nothing', async () => {
    const { asker, target, line } = await paidLine()
    const before = (await logRows()).length
    const auditor = await staff('auditor')
    for (const who of [asker, target, auditor]) expectFailure(await reveal(who, line.id, asker.id), 40300, '没有权限')
    const matchmakerB = await staff('matchmaker', HOST_B)
    expectFailure(await reveal(matchmakerB, line.id, asker.id), 40400, '牵线申请不存在')
    const matchmaker = await staff('matchmaker')
    const stranger = await lover(t)
    expectFailure(await reveal(matchmaker, line.id, stranger.id), 40000, '该会员不在这条牵线中')
    expectFailure(await reveal(matchmaker, 2_147_483_000, asker.id), 40400, '牵线申请不存在')
    expect((await t.call(API.loveLine.staffRevealLineContact, { id: line.id, userId: asker.id })).status).toBe(401)
    expect(await logRows()).toHaveLength(before)
  })

  it('once a matchmaker has handled a line, only they (or an admin) see its contacts', async () => {
    const { asker, line } = await paidLine()
    const [mine, other, admin] = [await staff('matchmaker'), await staff('matchmaker'), await staff('admin')]
    await ok(send(mine, API.loveLine.staffHandleLine, { id: line.id, arranged: true, note: '周六下午见' }))
    expectFailure(await reveal(other, line.id, asker.id), 40300, '这条牵线由其他红娘处理，无法查看联系方式')
    expect((await ok(reveal(mine, line.id, asker.id))).phone).toBe(await phoneOf(asker))
    expect((await ok(reveal(admin, line.id, asker.id))).phone).toBe(await phoneOf(asker))
    const rows = await t.app.db
      .select({ staffUserId: personalDataAccessLog.staffUserId })
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.purpose, `line:${line.id}`))
      .orderBy(personalDataAccessLog.id)
    expect(rows.map((r) => r.staffUserId)).toEqual([mine.id, admin.id])
  })
})

describe('the access log admins check', () => {
  it("shows who read whose data and why, newest first, to this city's admins only", async () => {
    const { asker, target, line } = await paidLine()
    const matchmaker = await staff('matchmaker')
    await ok(reveal(matchmaker, line.id, asker.id))
    await ok(reveal(matchmaker, line.id, target.id))
    const admin = await staff('admin')
    const log = await ok(send(admin, API.audit.staffGetAccessLog, { pageNum: 1, pageSize: 2 }))
    expect(log.total).toBe((await logRows()).length)
    expect(log.list).toEqual([
      {
        id: expect.any(Number),
        staffUserId: matchmaker.id,
        staffNickname: expect.any(String),
        subjectUserId: target.id,
        subjectNickname: '心仪对象',
        fields: ['phone'],
        purpose: `line:${line.id}`,
        createdAt: expect.any(String)
      },
      expect.objectContaining({ subjectUserId: asker.id, purpose: `line:${line.id}` })
    ])
    const aboutAsker = await ok(
      send(admin, API.audit.staffGetAccessLog, { pageNum: 1, pageSize: 20, subjectUserId: asker.id })
    )
    expect(aboutAsker.list.map((e) => e.subjectUserId)).toEqual([asker.id])

    expectFailure(await send(matchmaker, API.audit.staffGetAccessLog, { pageNum: 1, pageSize: 20 }), 40300, '没有权限')
    const adminB = await staff('admin', HOST_B)
    expect((await ok(send(adminB, API.audit.staffGetAccessLog, { pageNum: 1, pageSize: 20 }))).total).toBe(0)
  })
})
