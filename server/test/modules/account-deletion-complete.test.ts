import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import type { MyDataFile } from '@contract/account'
import { API } from '@contract/api'
import {
  certifications,
  crmFollowUps,
  crmLeads,
  customerPhotos,
  dates,
  loveCommitments,
  loveLineRequests,
  loveStories,
  mallExchanges,
  mallGoods,
  matchmakerApplications,
  meetingRequests,
  pennants,
  personalDataAccessLog,
  salesLibraryEntries
} from '../../src/db/schema'
import * as schema from '../../src/db/schema'
import { DATA_MAP } from '../../src/modules/privacy/data-map'
import { buildTestApp, type TestApp } from '../helpers/app'
import { lover, man, setProfile } from '../helpers/love'
import { approveRealName, say } from '../helpers/message'
import { fetchBytes, uploadedImages } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

const PASSWORD = 'pass-del-456'
const REAL_NAME = '欧阳离歌'
const ID_TAIL = '617X'
const NICKNAME = '将离去的她'

/** Every text, JSON and array column of every table, but those the data map keeps for the law. */
function searchableColumns(): { table: string; column: string }[] {
  return (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => v instanceof PgTable)
    .map((table) => getTableConfig(table))
    .flatMap(({ name, columns }) =>
      columns
        .filter((c) => ['string', 'json', 'array'].includes(c.dataType))
        .filter((c) => DATA_MAP[name]?.[c.name]?.onDeletion.action !== 'keep')
        .map((c) => ({ table: name, column: c.name }))
    )
}

async function whereFound(needle: string): Promise<string[]> {
  const found: string[] = []
  for (const { table, column } of searchableColumns()) {
    const rows = await t.app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${needle}%`}`
    )
    const n = (rows as unknown as { rows: { n: number }[] }).rows[0].n
    if (n > 0) found.push(`${table}.${column}`)
  }
  return found
}

describe('deleting one’s account leaves only what the data map keeps', () => {
  it('erases her phone, names and ID tail from every table, and her files, across every domain she touched', async () => {
    const me = await lover(t, { nickname: NICKNAME })
    const him = await man(t)
    const matchmaker = await man(t)
    await approveRealName(t, me.id)
    await approveRealName(t, him.id)
    await t.app.db
      .update(certifications)
      .set({ data: { kind: 'realname', realName: REAL_NAME, idCardMasked: `3301**********${ID_TAIL}` } })
      .where(sql`${certifications.tenantId} = 1 and ${certifications.userId} = ${me.id}`)
    expect((await t.call(API.member.setPassword, { password: PASSWORD }, { token: me.token })).body.code).toBe(20000)
    const phone = (await t.call(API.member.getUser, {}, { token: me.token })).body.data.phone
    // An SMS to her phone, her photos, a chat in which she names herself and sends a picture.
    await t.call(API.system.sendCaptcha, { phone, scene: 'resetPassword' })
    const [album, chatPicture, storyPhoto, officePhoto] = await uploadedImages(t, me.token, 4)
    await setProfile(t, me.id, { album: [album] })
    await say(t, me, him, `我叫${REAL_NAME}`)
    const sent = await t.call(
      API.message.send,
      { toUserId: him.id, clientMessageId: 'del-pic-1', kind: 'image', text: '', image: chatPicture },
      { token: me.token }
    )
    expect(sent.body.code).toBe(20000)
    // What every other domain holds of her.
    await t.app.db.insert(loveCommitments).values({ tenantId: 1, userId: me.id, signedName: REAL_NAME, textVersion: 1 })
    await t.app.db
      .insert(matchmakerApplications)
      .values({ tenantId: 1, userId: me.id, name: REAL_NAME, phone, intro: `${REAL_NAME}想做红娘` })
    await t.app.db.insert(loveStories).values({
      tenantId: 1,
      authorId: me.id,
      partnerId: him.id,
      title: `${NICKNAME}的故事`,
      content: `${REAL_NAME}和他在西湖边认识`,
      stage: 'dating',
      photos: [storyPhoto],
      status: 'published'
    })
    await t.app.db.insert(pennants).values({
      tenantId: 1,
      fromUserId: me.id,
      matchmakerId: matchmaker.id,
      template: 'qianxian',
      words: `${REAL_NAME}敬赠`
    })
    const [lead] = await t.app.db
      .insert(crmLeads)
      .values({ tenantId: 1, userId: me.id, source: 'register', ownerId: matchmaker.id, remark: `电话${phone}` })
      .returning()
    await t.app.db
      .insert(crmFollowUps)
      .values({ tenantId: 1, leadId: lead.id, authorId: matchmaker.id, kind: 'call', content: `${REAL_NAME}周末有空` })
    const [goods] = await t.app.db
      .insert(mallGoods)
      .values({ tenantId: 1, kind: 'ship', name: '定制抱枕', points: 10, stock: 4, exchanged: 1 })
      .returning()
    await t.app.db.insert(mallExchanges).values({
      tenantId: 1,
      userId: me.id,
      goodsId: goods.id,
      idempotencyKey: 'del-ex-1',
      kind: 'ship',
      goodsName: goods.name,
      points: 10,
      quantity: 1,
      totalPoints: 10,
      status: 'pending',
      receiverName: REAL_NAME,
      receiverPhone: phone,
      receiverAddress: `杭州市西湖区${REAL_NAME}收`
    })
    await t.app.db.insert(meetingRequests).values({
      tenantId: 1,
      customerId: me.id,
      targetId: him.id,
      matchmakerId: matchmaker.id,
      requestedBy: me.id,
      message: `${REAL_NAME}想认识他`
    })
    await t.app.db.insert(dates).values({
      tenantId: 1,
      customerId: me.id,
      partnerId: him.id,
      matchmakerId: matchmaker.id,
      place: '湖畔咖啡馆',
      startsAt: new Date(),
      feedback: `${REAL_NAME}觉得很好`
    })
    await t.app.db
      .insert(customerPhotos)
      .values({ tenantId: 1, customerId: me.id, uploadedBy: matchmaker.id, url: officePhoto })
    await t.app.db
      .insert(salesLibraryEntries)
      .values({ tenantId: 1, matchmakerId: matchmaker.id, memberId: me.id, note: `${REAL_NAME}，${phone}` })
    await t.app.db
      .insert(loveLineRequests)
      .values({ tenantId: 1, userId: me.id, targetId: him.id, remark: `我是${REAL_NAME}` })

    for (const needle of [phone, REAL_NAME, NICKNAME, ID_TAIL]) expect(await whereFound(needle)).not.toEqual([])

    const done = await t.call(
      API.account.deleteAccount,
      { password: PASSWORD, code: '', confirmText: '确认注销' },
      { token: me.token }
    )
    expect(done.body).toMatchObject({ code: 20000, data: { ok: true } })

    for (const needle of [phone, REAL_NAME, NICKNAME, ID_TAIL])
      expect([needle, await whereFound(needle)]).toEqual([needle, []])
    for (const file of [album, chatPicture, storyPhoto, officePhoto])
      expect([file, (await fetchBytes(t, file)).status]).toEqual([file, 404])
    // Her pending exchange is called off, its stock back on the shelf, so nobody ships to her.
    const [exchange] = await t.app.db
      .select()
      .from(mallExchanges)
      .where(sql`${mallExchanges.idempotencyKey} = 'del-ex-1'`)
    expect(exchange).toMatchObject({ status: 'cancelled', receiverName: '', receiverPhone: '', receiverAddress: '' })
    const [shelf] = await t.app.db
      .select()
      .from(mallGoods)
      .where(sql`${mallGoods.id} = ${goods.id}`)
    expect(shelf.stock).toBe(5)
  })
})

describe('我的数据', () => {
  it("hands her a zip of everything the map holds of her and her photos, nobody else's, and logs it", async () => {
    const me = await lover(t, { nickname: '想看看自己的她' })
    const him = await man(t)
    await approveRealName(t, me.id)
    await approveRealName(t, him.id)
    const phone = (await t.call(API.member.getUser, {}, { token: me.token })).body.data.phone
    const [album] = await uploadedImages(t, me.token, 1)
    await setProfile(t, me.id, { album: [album], aboutMe: '周末喜欢去西湖边跑步' })
    await say(t, me, him, '周末一起去爬山吗')
    await say(t, him, me, '他的话不在她的副本里')

    const res = await t.request({
      method: 'POST',
      url: API.account.exportMyData,
      headers: { 'content-type': 'application/json', authorization: me.token },
      body: '{}'
    })
    expect(res.headers['cache-control']).toBe('private, no-store')
    const file = (res.json() as { data: MyDataFile }).data
    expect(file).toMatchObject({ fileName: expect.stringMatching(/^我的数据-\d{8}\.zip$/), photos: 1 })
    const zip = unzipSync(Buffer.from(file.base64, 'base64'))
    const data = JSON.parse(strFromU8(zip['data.json'])) as { tables: Record<string, Record<string, unknown>[]> }
    expect(data.tables.users).toEqual([expect.objectContaining({ id: me.id, phone, nickname: '想看看自己的她' })])
    expect(data.tables.users[0]).not.toHaveProperty('password_hash')
    expect(data.tables.love_profiles[0]).toMatchObject({ about_me: '周末喜欢去西湖边跑步', album: [album] })
    expect(data.tables.certifications).toHaveLength(1)
    expect(data.tables.messages.map((m) => m.text)).toEqual(['周末一起去爬山吗'])
    const photo = Object.keys(zip).find((name) => name.startsWith('photos/'))!
    expect(Buffer.from(zip[photo]).equals((await fetchBytes(t, album)).body)).toBe(true)

    const [logged] = await t.app.db
      .select()
      .from(personalDataAccessLog)
      .where(sql`${personalDataAccessLog.tenantId} = 1 and ${personalDataAccessLog.subjectUserId} = ${me.id}`)
    expect(logged).toMatchObject({ staffUserId: me.id, fields: ['export'], purpose: 'self-export' })
    expect((await t.call(API.account.exportMyData, {})).status).toBe(401)
  })
})
