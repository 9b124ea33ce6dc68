import { API } from '@contract/api'
import { LEGAL_PARTY_MISSING, type ContractView } from '@contract/contract'
import { ErrorCode } from '@contract/envelope'
import sharp from 'sharp'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { contractKit, templateInput, type Office } from '../helpers/contract'
import { ok } from '../helpers/finance'
import { lover, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'
import { dataUrl } from '../helpers/upload'

let t: TestApp
const kit = contractKit(() => t)
const { send } = kit
let o: Office
let contract: ContractView
let templateId: number
let disabledId: number

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  o = await kit.office()
  templateId = (await kit.template(o.admin)).id
  disabledId = (await kit.template(o.admin, { name: '停用模板', enabled: false })).id
  contract = await kit.create(o.matchmaker, templateId, o.customer)
})
afterAll(() => t.close())

type Role = keyof Omit<Office, 'storeId'>
const ROLES: Role[] = ['otherMember', 'customer', 'matchmaker', 'otherMatchmaker', 'manager', 'admin', 'foreignAdmin']

const notFound = (msg: string) => ({ code: ErrorCode.NotFound, msg })
const denied = { code: ErrorCode.Forbidden, msg: '没有权限' }

async function outcome(res: Promise<{ body: { code: number; msg: string } }>) {
  const { body } = await res
  return body.code === 20000 ? 'ok' : { code: body.code, msg: body.msg }
}

async function matrix(act: (who: Lover) => Promise<{ body: { code: number; msg: string } }>) {
  const out: Record<string, unknown> = {}
  for (const role of ROLES) out[role] = await outcome(act(o[role]))
  return out
}

describe('who may do what with contracts', () => {
  it('templates: office staff read (admins all, the rest the enabled ones); only admins save', async () => {
    expect(await matrix((who) => send(who, API.contract.getTemplates))).toEqual({
      otherMember: denied,
      customer: denied,
      matchmaker: 'ok',
      otherMatchmaker: 'ok',
      manager: 'ok',
      admin: 'ok',
      foreignAdmin: 'ok'
    })
    const names = async (who: Lover) => (await ok(send(who, API.contract.getTemplates))).map((x) => x.name)
    expect(await names(o.admin)).toEqual(['基础服务', '停用模板'])
    expect(await names(o.matchmaker)).toEqual(['基础服务'])
    expect(await names(o.foreignAdmin)).toEqual([])

    const rename = (who: Lover) =>
      send(who, API.contract.saveTemplate, templateInput({ id: disabledId, name: `${who.id}改名`, enabled: false }))
    expect(await matrix(rename)).toEqual({
      otherMember: denied,
      customer: denied,
      matchmaker: denied,
      otherMatchmaker: denied,
      manager: denied,
      admin: 'ok',
      foreignAdmin: notFound('合同模板不存在')
    })
  })

  it('reading a contract: its customer and the staff whose scope covers its matchmaker', async () => {
    expect(await matrix((who) => send(who, API.contract.getContract, { id: contract.id }))).toEqual({
      otherMember: notFound('合同不存在'),
      customer: 'ok',
      matchmaker: 'ok',
      otherMatchmaker: notFound('合同不存在'),
      manager: 'ok',
      admin: 'ok',
      foreignAdmin: notFound('合同不存在')
    })
    const mine = async (who: Lover) => (await ok(send(who, API.contract.getMyContracts))).list.map((c) => c.id)
    expect(await mine(o.customer)).toEqual([contract.id])
    expect(await mine(o.otherMember)).toEqual([])
    expect(await mine(o.matchmaker)).toEqual([])
  })

  it('the office list follows the scope: own, store, tenant', async () => {
    const ids = (who: Lover) =>
      send(who, API.contract.getManagedContractPage, { status: '', customerId: 0, cursor: '', pageSize: 20 })
    const seen: Record<string, unknown> = {}
    for (const role of ROLES) {
      const { body } = await ids(o[role])
      seen[role] = body.code === 20000 ? body.data.list.map((c) => c.id) : body.code
    }
    expect(seen).toEqual({
      otherMember: ErrorCode.Forbidden,
      customer: ErrorCode.Forbidden,
      matchmaker: [contract.id],
      otherMatchmaker: [],
      manager: [contract.id],
      admin: [contract.id],
      foreignAdmin: []
    })
    const byCustomer = await ok(
      send(o.admin, API.contract.getManagedContractPage, {
        status: 'unpaid',
        customerId: o.otherMember.id,
        cursor: '',
        pageSize: 20
      })
    )
    expect(byCustomer.list).toEqual([])
  })

  it('only the customer signs and then pays their contract', async () => {
    expect(await matrix((who) => send(who, API.contract.payContract, { id: contract.id }))).toEqual({
      otherMember: notFound('合同不存在'),
      customer: { code: ErrorCode.BadRequest, msg: '请先签署合同，签署后再付款' },
      matchmaker: notFound('合同不存在'),
      otherMatchmaker: notFound('合同不存在'),
      manager: notFound('合同不存在'),
      admin: notFound('合同不存在'),
      foreignAdmin: notFound('合同不存在')
    })
    const sign = async (who: Lover) =>
      send(who, API.contract.signContract, { id: contract.id, signature: await kit.signature() })
    expect(await matrix(sign)).toEqual({
      otherMember: notFound('合同不存在'),
      customer: 'ok',
      matchmaker: notFound('合同不存在'),
      otherMatchmaker: notFound('合同不存在'),
      manager: notFound('合同不存在'),
      admin: notFound('合同不存在'),
      foreignAdmin: notFound('合同不存在')
    })
    expect(await matrix((who) => send(who, API.contract.payContract, { id: contract.id }))).toEqual({
      otherMember: notFound('合同不存在'),
      customer: 'ok',
      matchmaker: notFound('合同不存在'),
      otherMatchmaker: notFound('合同不存在'),
      manager: notFound('合同不存在'),
      admin: notFound('合同不存在'),
      foreignAdmin: notFound('合同不存在')
    })
    // A signature is the pad's PNG and nothing else: no uploaded file's address, no other image, no junk.
    const signer = await lover(t, { nickname: '林夕' })
    await kit.lead(signer, o.matchmaker)
    const paid = await kit.create(o.matchmaker, templateId, signer)
    for (const signature of [
      '/uploads/t1/images/2026/11/signature.png',
      dataUrl(
        'image/jpeg',
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer()
      ),
      'data:image/png;base64,bm90IGFuIGltYWdl',
      'data:image/png;base64,'
    ])
      expectFailure(
        await send(signer, API.contract.signContract, { id: paid.id, signature }),
        ErrorCode.BadRequest,
        '签名图片不正确，请重新签名'
      )
    expect((await ok(send(signer, API.contract.getContract, { id: paid.id }))).status).toBe('unsigned')
  })

  it('creating: for a customer the caller serves, or any member for an admin', async () => {
    const customer = await lover(t, { nickname: '苏晴' })
    await kit.lead(customer, o.matchmaker)
    const create = (who: Lover) => send(who, API.contract.createContract, { templateId, customerId: customer.id })
    const results: Record<string, unknown> = {}
    for (const role of ROLES) {
      const res = await create(o[role])
      results[role] = res.body.code === 20000 ? res.body.data.matchmakerId : { code: res.body.code, msg: res.body.msg }
      // Each success leaves an unpaid contract; withdraw it so the next role starts clean.
      if (res.body.code === 20000)
        await ok(send(o.admin, API.contract.cancelContract, { id: res.body.data.id, reason: '' }))
    }
    expect(results).toEqual({
      otherMember: denied,
      customer: denied,
      matchmaker: o.matchmaker.id,
      otherMatchmaker: { code: ErrorCode.Forbidden, msg: '该会员不是你服务的客户' },
      manager: o.matchmaker.id,
      admin: o.matchmaker.id,
      // Tenant B has not set its legal company: tenant A's does not count there.
      foreignAdmin: { code: ErrorCode.BadRequest, msg: LEGAL_PARTY_MISSING }
    })
  })

  it('an expired lead is nobody’s customer until someone owns it again; an admin may serve it', async () => {
    const drifted = await lover(t, { nickname: '王浩' })
    await kit.lead(drifted, o.matchmaker, new Date(Date.now() - 1000))
    expectFailure(
      await send(o.matchmaker, API.contract.createContract, { templateId, customerId: drifted.id }),
      ErrorCode.Forbidden,
      '该会员不是你服务的客户'
    )
    const byAdmin = await ok(send(o.admin, API.contract.createContract, { templateId, customerId: drifted.id }))
    expect(byAdmin.matchmakerId).toBe(o.admin.id)
    expectFailure(
      await send(o.admin, API.contract.createContract, { templateId, customerId: drifted.id }),
      ErrorCode.BadRequest,
      '该客户还有待签署或待付款的合同'
    )
    expectFailure(
      await send(o.admin, API.contract.createContract, { templateId: disabledId, customerId: o.otherMember.id }),
      ErrorCode.NotFound,
      '合同模板不存在或已停用'
    )
    expectFailure(
      await send(o.admin, API.contract.createContract, { templateId, customerId: o.admin.id }),
      ErrorCode.BadRequest,
      '不能给自己创建合同'
    )
  })

  it('taking effect (signed, then paid) creates the missing lead, owned by the contract’s matchmaker and protected', async () => {
    const walkIn = await lover(t, { nickname: '李阳' })
    const c = await ok(send(o.admin, API.contract.createContract, { templateId, customerId: walkIn.id }))
    expect(await kit.leadOf(walkIn)).toBeUndefined()
    await kit.sign(walkIn, c)
    expect((await kit.leadOf(walkIn))?.protectedByContractId ?? null).toBeNull()
    await kit.pay(walkIn, c)
    expect(await kit.leadOf(walkIn)).toMatchObject({ ownerId: o.admin.id, protectedByContractId: c.id })
  })

  it('closing: staff in scope complete or cancel, only admins refund; another tenant sees nothing', async () => {
    const customer = await lover(t, { nickname: '林夕' })
    await kit.lead(customer, o.matchmaker)
    const c = await kit.create(o.matchmaker, templateId, customer)
    expect(await matrix((who) => send(who, API.contract.completeContract, { id: c.id, reason: '' }))).toEqual({
      otherMember: denied,
      customer: denied,
      matchmaker: { code: ErrorCode.BadRequest, msg: '只有已生效的合同可以完成' },
      otherMatchmaker: notFound('合同不存在'),
      manager: { code: ErrorCode.BadRequest, msg: '只有已生效的合同可以完成' },
      admin: { code: ErrorCode.BadRequest, msg: '只有已生效的合同可以完成' },
      foreignAdmin: notFound('合同不存在')
    })
    expect(await matrix((who) => send(who, API.contract.refundContract, { id: c.id, reason: '退' }))).toEqual({
      otherMember: denied,
      customer: denied,
      matchmaker: denied,
      otherMatchmaker: denied,
      manager: denied,
      admin: { code: ErrorCode.BadRequest, msg: '只有已支付的合同可以退款' },
      foreignAdmin: notFound('合同不存在')
    })
    expectFailure(
      await send(o.otherMatchmaker, API.contract.cancelContract, { id: c.id, reason: '' }),
      ErrorCode.NotFound,
      '合同不存在'
    )
    expect((await ok(send(o.manager, API.contract.cancelContract, { id: c.id, reason: '' }))).status).toBe('cancelled')
    expect(o.foreignAdmin.host).toBe(HOST_B)
  })
})
