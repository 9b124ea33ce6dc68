import { and, eq, sql } from 'drizzle-orm'
import { API } from '@contract/api'
import { finProducts, loveProfiles } from '../../src/db/schema'
import { createSession } from '../../src/modules/auth/session'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { eventInput } from '../helpers/active'
import { lover, profileInput, type Lover } from '../helpers/love'
import { userIdOf } from '../helpers/members'
import { fund } from '../helpers/finance'
import { grantRole } from '../helpers/staff'
import { uploadedImage } from '../helpers/upload'

/**
 * Mass assignment: a body may carry keys its route never declared (tenantId, userId, id,
 * status, role…). They must never reach a write. The first part reproduces what an attacker
 * did; the second walks every route the server documents, so routes added later are covered
 * without anyone remembering to add them here.
 */
let t: TestApp
let a: Lover
let b: Lover
let other: Lover

beforeAll(async () => {
  t = await buildTestApp()
  // Member 1 is a plain member (not the walker), so routes naming a member act on someone else: a
  // lead to claim, a customer to contract, a card for the affinity library.
  await lover(t, { nickname: '丁', gender: 'male' })
  a = await lover(t, { nickname: '甲' })
  b = await lover(t, { nickname: '乙', gender: 'male' })
  other = await lover(t, { nickname: '丙' }, HOST_B)
  await grantRole(t, 1, a.id, 'admin')
  // The walk's ids are 1: a published event with a paid sign-up (so it can't be deleted from under
  // the walk), a story and another member's pennant of tenant 1 give those routes a row to act on.
  // One clock reading for every time of the event: the reveal may not come before the start.
  const times = eventInput()
  const event = await t.call(
    API.active.saveEvent,
    { ...times, priceMale: 100, mutualSelection: true, picksPerGuest: 1, revealAt: times.endsAt },
    { token: a.token }
  )
  const eventId = event.body.data.id
  await t.call(API.active.publishEvent, { eventId }, { token: a.token })
  const partner = await userIdOf(t, b.token)
  await fund(t, partner, 100)
  const signup = await t.call(API.active.signUp, { eventId }, { token: b.token })
  await t.call(API.finance.walletPay, { orderNo: signup.body.data.signup.orderNo }, { token: b.token })
  await t.call(
    API.xixun.submitStory,
    {
      partnerId: partner,
      title: '我们的故事',
      content: '在活动上认识，一起走过了很多地方。',
      stage: 'dating',
      photos: [],
      metThrough: ''
    },
    { token: a.token }
  )
  const [matchmaker] = (await t.call(API.matchmaker.getMatchmakerList, {}, { token: a.token })).body.data
  await t.call(
    API.xixun.sendPennant,
    { matchmakerId: matchmaker.id, template: 'qianxian', words: '谢谢红娘用心' },
    { token: b.token }
  )
  // A contract template and an unpaid contract of the partner's, so the contract routes act on id 1.
  const template = await t.call(
    API.contract.saveTemplate,
    {
      id: 0,
      name: '基础服务',
      serviceItems: ['一对一红娘服务'],
      meetingQuota: 3,
      termDays: 180,
      price: 299_900,
      refundTerms: '未约见可全额退款',
      enabled: true
    },
    { token: a.token }
  )
  // The legal company on contracts, which must be set before one is issued.
  await t.call(
    API.contract.saveLegalParty,
    {
      name: '杭州缘来婚恋服务有限公司',
      address: '浙江省杭州市西湖区文三路 90 号',
      creditCode: '91330106MA2GL1234M',
      sealUrl: await uploadedImage(t, a.token)
    },
    { token: a.token }
  )
  await t.call(
    API.contract.createContract,
    { templateId: template.body.data.id, customerId: partner },
    { token: a.token }
  )
})
afterAll(async () => {
  await t.close()
})

async function profileOf(tenantId: number, userId: number) {
  const [row] = await t.app.db
    .select()
    .from(loveProfiles)
    .where(and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, userId)))
  return row
}

describe('what the attacker sent', () => {
  it('setPrivacy stores the privacy settings and nothing else of the body', async () => {
    const before = await profileOf(1, a.id)
    const res = await t.call(
      API.loveProfile.setPrivacy,
      {
        hideFromFeed: false,
        photosVipOnly: true,
        hideAge: false,
        hideIncome: false,
        tenantId: 2,
        userId: b.id,
        birthDate: '2012-01-01',
        height: 300,
        completeness: 100,
        education: 'hacker',
        album: ['https://evil.example/x.jpg'],
        aboutMe: '加我 13812345678'
      },
      { token: a.token }
    )
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toEqual({
      hideFromFeed: false,
      photosVipOnly: true,
      hideAge: false,
      hideIncome: false,
      hidePresence: false
    })
    const after = await profileOf(1, a.id)
    expect(after).toEqual({ ...before, photosVipOnly: true, updatedAt: after.updatedAt })
    expect(await profileOf(1, b.id)).toMatchObject({ birthDate: '1995-06-15', height: 165 })
    expect(await profileOf(2, a.id)).toBeUndefined()
    // The card that once made every feed page answer HTTP 500 is still a valid card.
    const feed = await t.call(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 20 }, { token: b.token })
    expect(feed.status).toBe(200)
    expect(feed.body.code).toBe(20000)
  })

  it('editInfo ignores a tenant, a member and the computed columns in the body', async () => {
    const res = await t.call(
      API.loveProfile.editInfo,
      {
        ...profileInput({ nickname: '甲' }),
        tenantId: 2,
        userId: b.id,
        completeness: 100,
        educationRank: 99,
        hideFromFeed: true
      },
      { token: a.token }
    )
    expect(res.body.code).toBe(20000)
    const row = await profileOf(1, a.id)
    expect(row.completeness).toBeLessThan(100)
    expect(row.hideFromFeed).toBe(false)
    expect(await profileOf(2, a.id)).toBeUndefined()
  })

  it("an admin's saveProduct cannot reach another tenant's product", async () => {
    const [theirs] = await t.app.db.select().from(finProducts).where(eq(finProducts.tenantId, 2)).limit(1)
    const [ours] = await t.app.db
      .select()
      .from(finProducts)
      .where(and(eq(finProducts.tenantId, 1), eq(finProducts.kind, theirs.kind)))
      .limit(1)
    const res = await t.call(
      API.finance.staffSaveProduct,
      {
        id: ours.id,
        tenantId: 2,
        kind: ours.kind,
        name: ours.name,
        description: ours.description,
        price: 1,
        originalPrice: 0,
        days: ours.days,
        quantity: ours.quantity,
        vipType: ours.vipType,
        enabled: true,
        sort: ours.sort
      },
      { token: a.token }
    )
    expect(res.body.code).toBe(20000)
    const [theirsAfter] = await t.app.db
      .select()
      .from(finProducts)
      .where(and(eq(finProducts.tenantId, 2), eq(finProducts.id, theirs.id)))
    expect(theirsAfter).toEqual(theirs)
    const [oursAfter] = await t.app.db
      .select()
      .from(finProducts)
      .where(and(eq(finProducts.tenantId, 1), eq(finProducts.id, ours.id)))
    expect(oursAfter.price).toBe(1)
  })
})

// ---------------------------------------------------------------------------------------
// Every documented route, with a valid body plus keys it never declared.

type Schema = {
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: unknown
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  examples?: unknown[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
}

/** Values that satisfy the string patterns the contract uses; a new pattern needs a sample here. */
const PATTERN_SAMPLES = [
  '13800009999',
  '123456',
  'probe_user1',
  'probe1234',
  '1995-05-05',
  '/uploads/t1/images/2026/01/0123456789abcdef0123456789abcdef.jpg',
  'https://example.com/a',
  '张三',
  '110101199003078515',
  // A hex SHA-256, as the e-sign callback signs its body.
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  // A 统一社会信用代码, as the legal company on contracts is registered.
  '91330106MA2GL1234M',
  '1'
]

/** Keys no route should store when it didn't declare them, with values that are easy to find; userId names the victim. */
const STRAY_KEYS = {
  tenantId: 2,
  id: 987654,
  status: 'injected-status',
  role: 'injected-role'
}
const STRAY_TEXTS = ['injected-status', 'injected-role']

function strayFor(declared: Record<string, Schema>, victimId: number): Record<string, unknown> {
  const extra: Record<string, unknown> = {}
  for (const [key, value] of Object.entries({ ...STRAY_KEYS, userId: victimId }))
    if (!(key in declared)) extra[key] = value
  return extra
}

/** A minimal body the schema accepts, with stray keys added to every object in it. */
function sample(schema: Schema, victimId: number, where: string): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  if (schema.anyOf) return sample(schema.anyOf[0], victimId, where)
  if (schema.oneOf) return sample(schema.oneOf[0], victimId, where)
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, victimId, where)))
  switch (schema.type) {
    case 'object': {
      const props = schema.properties ?? {}
      const body: Record<string, unknown> = {}
      for (const key of schema.required ?? []) body[key] = sample(props[key], victimId, `${where}.${key}`)
      return { ...body, ...strayFor(props, victimId) }
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, victimId, `${where}[]`))
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER)
    case 'boolean':
      return false
    case 'string': {
      if (schema.examples?.length) return schema.examples[0]
      if (schema.pattern) {
        const re = new RegExp(schema.pattern, 'u')
        const found = PATTERN_SAMPLES.find(
          (s) => re.test(s) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity)
        )
        if (found === undefined)
          throw new Error(`no sample string matches ${schema.pattern} at ${where}: add one to PATTERN_SAMPLES`)
        return found
      }
      return '测试内容'.padEnd(schema.minLength ?? 0, '好').slice(0, schema.maxLength ?? 4)
    }
    default:
      return null
  }
}

/** Objects anywhere in the schema that would let an undeclared key through. */
function openObjects(schema: Schema, where: string): string[] {
  const found: string[] = []
  const isObject = schema.type === 'object' || schema.properties !== undefined
  if (isObject && schema.additionalProperties !== false) found.push(where)
  for (const [key, sub] of Object.entries(schema.properties ?? {})) found.push(...openObjects(sub, `${where}.${key}`))
  if (schema.items) found.push(...openObjects(schema.items, `${where}[]`))
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf])
    for (const sub of list ?? []) found.push(...openObjects(sub, where))
  return found
}

interface Operation {
  path: string
  body: Schema
}

async function documentedPosts(): Promise<Operation[]> {
  const res = await t.request({ url: '/openapi.json' })
  const doc = res.json<{
    paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema: Schema }> } } }>
  }>()
  return Object.entries(doc.paths)
    .filter(([, item]) => item.post?.requestBody?.content?.['application/json'])
    .map(([path, item]) => ({ path, body: item.post!.requestBody!.content!['application/json'].schema }))
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function rowsOf<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Every row of every tenant-scoped table, for one tenant: what "nothing changed" is measured on. */
async function tenantRows(tenantId: number): Promise<Record<string, unknown[]>> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.columns where column_name = 'tenant_id' and table_schema = 'public' order by table_name`
  )
  const snapshot: Record<string, unknown[]> = {}
  for (const { table_name } of tables) {
    snapshot[table_name] = await rowsOf(
      sql`select * from ${sql.identifier(table_name)} t where tenant_id = ${tenantId} order by t::text`
    )
  }
  return snapshot
}

async function rowsMentioning(texts: string[]): Promise<string[]> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select distinct table_name from information_schema.columns where column_name = 'tenant_id' and table_schema = 'public'`
  )
  const hits: string[] = []
  for (const { table_name } of tables) {
    for (const text of texts) {
      const rows = await rowsOf(sql`select 1 from ${sql.identifier(table_name)} t where t::text like ${`%${text}%`}`)
      if (rows.length) hits.push(`${table_name}: ${text}`)
    }
  }
  return hits
}

async function rowsWithId(id: number): Promise<string[]> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select distinct c.table_name from information_schema.columns c
        join information_schema.columns tc on tc.table_name = c.table_name and tc.column_name = 'tenant_id'
        where c.column_name = 'id' and c.table_schema = 'public'`
  )
  const hits: string[] = []
  for (const { table_name } of tables) {
    const rows = await rowsOf(sql`select 1 from ${sql.identifier(table_name)} where id = ${id}`)
    if (rows.length) hits.push(table_name)
  }
  return hits
}

describe('every documented POST route', () => {
  it('declares every object of its body closed', async () => {
    const operations = await documentedPosts()
    expect(operations.length).toBeGreaterThan(90)
    const open = operations.flatMap((op) => openObjects(op.body, op.path))
    expect(open).toEqual([])
  })

  it('stores nothing of the keys it never declared, for a member who is also an admin', async () => {
    const operations = await documentedPosts()
    const otherTenantBefore = await tenantRows(2)
    const victimBefore = { profile: await profileOf(1, b.id) }
    const statuses: Record<string, number> = {}
    const succeeded: string[] = []

    for (const op of operations) {
      // A fresh session per call: routes such as logout or a password change end sessions.
      const token = await createSession(t.app.db, 1, a.id, 1)
      const body = sample(op.body, b.id, op.path)
      const res = await t.request({
        method: 'POST',
        url: op.path,
        host: HOST_A,
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body)
      })
      statuses[op.path] = res.status
      if (res.status === 200 && res.json().code === 20000) succeeded.push(op.path)
    }

    // Most routes must really run with such a body, or the walk would prove little.
    expect(succeeded.length).toBeGreaterThan(operations.length * 0.6)
    const serverErrors = Object.entries(statuses).filter(([, status]) => status >= 500)
    expect(serverErrors).toEqual([])
    expect(await tenantRows(2)).toEqual(otherTenantBefore)
    expect({ profile: await profileOf(1, b.id) }).toEqual(victimBefore)
    expect(await rowsMentioning(STRAY_TEXTS)).toEqual([])
    expect(await rowsWithId(STRAY_KEYS.id)).toEqual([])
    // The member in the other tenant is still who they were.
    const theirs = await t.call(API.loveProfile.getMyProfile, {}, { token: other.token, host: HOST_B })
    expect(theirs.body.data).toMatchObject({ nickname: '丙', userId: other.id })
  })
})
