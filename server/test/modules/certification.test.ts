import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { REAL_NAME_RULE_TEXT } from '@contract/certification'
import { ID_CARD_RULE_TEXT } from '@contract/rules'
import { certifications } from '../../src/db/schema'
import { sha256 } from '../../src/lib/crypto'
import { buildTestApp, type TestApp } from '../helpers/app'
import { profileInput } from '../helpers/love'
import { fakeFaceService, idCard, PROOF, type FakeFaceService } from '../helpers/cert'
import { expectFailure, expectUnauthorized, loginWithMpCode, userIdOf } from '../helpers/members'
import { uploadedImage } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const realName = (id: string, faceImage: string, overrides: Record<string, unknown> = {}) => ({
  realName: '张三',
  idCard: id,
  faceImage,
  ...overrides
})

/** A member with a face photo and a proof image of their own upload. */
async function certMember(app = t) {
  const token = await loginWithMpCode(app)
  return { token, face: await uploadedImage(app, token), proof: [await uploadedImage(app, token)] }
}

async function certRow(tenantId: number, userId: number, kind: 'realname' | 'education') {
  const [row] = await t.app.db
    .select()
    .from(certifications)
    .where(and(eq(certifications.tenantId, tenantId), eq(certifications.userId, userId), eq(certifications.kind, kind)))
  return row
}

describe('real-name certification', () => {
  it('starts as none, then the (dev) face check approves it; the number is only ever shown masked', async () => {
    const { token, face } = await certMember()
    expect((await t.call(API.certification.getRealName, {}, { token })).body.data).toEqual({
      status: 'none',
      rejectReason: '',
      submittedAt: '',
      auditedAt: '',
      realName: '',
      idCardMasked: ''
    })
    const id = idCard(1).replace('X', 'x')
    const res = await t.call(API.certification.submitRealName, realName(id, face), { token })
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toMatchObject({
      status: 'approved',
      realName: '张三',
      idCardMasked: `1101**********${id.slice(-4).toUpperCase()}`
    })
    expect(res.body.data.auditedAt).not.toBe('')
    expect((await t.call(API.certification.getRealName, {}, { token })).body.data).toEqual(res.body.data)
    expect(JSON.stringify(res.body)).not.toContain(id.slice(4, 14))
  })

  it('stores neither the number nor a plain hash of it', async () => {
    const { token, face } = await certMember()
    const id = idCard(2)
    await t.call(API.certification.submitRealName, realName(id, face), { token })
    const row = await certRow(1, await userIdOf(t, token), 'realname')
    const stored = JSON.stringify(row)
    expect(stored).not.toContain(id.slice(6, 14))
    expect(row.idHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.idHash).not.toBe(sha256(id))
  })

  it('refuses a wrong check digit, a malformed number, an impossible name and a minor', async () => {
    const { token, face } = await certMember()
    const valid = idCard(3)
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0')
    expectFailure(
      await t.call(API.certification.submitRealName, realName(wrongCheck, face), { token }),
      40000,
      ID_CARD_RULE_TEXT
    )
    expectFailure(
      await t.call(API.certification.submitRealName, realName(valid.slice(0, 17), face), { token }),
      40000,
      ID_CARD_RULE_TEXT
    )
    expectFailure(
      await t.call(API.certification.submitRealName, realName(valid, face, { realName: 'Zhang3' }), { token }),
      40000,
      REAL_NAME_RULE_TEXT
    )
    expectFailure(
      await t.call(API.certification.submitRealName, realName(valid, face, { faceImage: 'javascript:x' }), { token }),
      40000,
      '请上传人脸照片'
    )
    const year = new Date().getFullYear() - 16
    expectFailure(
      await t.call(API.certification.submitRealName, realName(idCard(4, `${year}0101`), face), { token }),
      40000,
      '未满18周岁，无法进行实名认证'
    )
    expect((await t.call(API.certification.getRealName, {}, { token })).body.data.status).toBe('none')
  })

  it('is done once: submitting again after approval is refused', async () => {
    const { token, face } = await certMember()
    await t.call(API.certification.submitRealName, realName(idCard(5), face), { token })
    expectFailure(
      await t.call(API.certification.submitRealName, realName(idCard(6), face), { token }),
      40000,
      '已通过认证，无需重复提交'
    )
  })

  it('refuses an ID card already certified on another account', async () => {
    const first = await certMember()
    const second = await certMember()
    await t.call(API.certification.submitRealName, realName(idCard(7), first.face), { token: first.token })
    expectFailure(
      await t.call(API.certification.submitRealName, realName(idCard(7), second.face), { token: second.token }),
      40000,
      '该身份证号已被其他账号认证'
    )
  })

  it('needs a logged-in member', async () => {
    expectUnauthorized(await t.call(API.certification.getRealName, {}))
    expectUnauthorized(await t.call(API.certification.submitRealName, realName(idCard(8), '/uploads/t1/face.jpg')))
  })
})

describe('real-name certification with the HTTP face check', () => {
  let face: FakeFaceService
  let h: TestApp
  beforeAll(async () => {
    face = await fakeFaceService()
    h = await buildTestApp({ FACE_PROVIDER: 'http', FACE_HTTP_URL: face.url, FACE_HTTP_TOKEN: 'tok' })
  })
  afterAll(async () => {
    await h.close()
    await face.close()
  })

  it('a failed check is a rejection with its reason; the member may then submit again', async () => {
    const { token, face: photo } = await certMember(h)
    face.answer = { status: 200, body: { outcome: 'fail', reason: '人像与身份证照片不一致' } }
    const rejected = await h.call(API.certification.submitRealName, realName(idCard(20), photo), { token })
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '人像与身份证照片不一致' })
    expect(face.received.at(-1)).toEqual({ realName: '张三', idCard: idCard(20), faceImage: photo })

    face.answer = { status: 200, body: { outcome: 'pass' } }
    const approved = await h.call(API.certification.submitRealName, realName(idCard(20), photo), { token })
    expect(approved.body.data).toMatchObject({ status: 'approved', rejectReason: '' })
  })

  it('a check that needs a person leaves it pending, and pending cannot be resubmitted', async () => {
    const { token, face: photo } = await certMember(h)
    face.answer = { status: 200, body: { outcome: 'review' } }
    expect(
      (await h.call(API.certification.submitRealName, realName(idCard(21), photo), { token })).body.data
    ).toMatchObject({
      status: 'pending',
      auditedAt: ''
    })
    expectFailure(
      await h.call(API.certification.submitRealName, realName(idCard(21), photo), { token }),
      40000,
      '认证正在审核中，请耐心等待'
    )
  })

  it('an unavailable service decides nothing and says so', async () => {
    const { token, face: photo } = await certMember(h)
    face.answer = { status: 503, body: { error: 'down' } }
    expectFailure(
      await h.call(API.certification.submitRealName, realName(idCard(22), photo), { token }),
      41004,
      '实名认证服务暂不可用，请稍后再试'
    )
    expect((await h.call(API.certification.getRealName, {}, { token })).body.data.status).toBe('none')
  })

  it('a rejected card no longer blocks the number for another account', async () => {
    const first = await certMember(h)
    const second = await certMember(h)
    face.answer = { status: 200, body: { outcome: 'fail', reason: '不是本人' } }
    await h.call(API.certification.submitRealName, realName(idCard(23), first.face), { token: first.token })
    face.answer = { status: 200, body: { outcome: 'pass' } }
    expect(
      (await h.call(API.certification.submitRealName, realName(idCard(23), second.face), { token: second.token })).body
        .data.status
    ).toBe('approved')
  })
})

describe('education, house and other certifications', () => {
  it('education: submitted for audit, shown back, and not resubmittable while pending', async () => {
    const { token, proof } = await certMember()
    expect((await t.call(API.certification.getEducationAuth, {}, { token })).body.data).toMatchObject({
      status: 'none',
      school: '',
      degree: '',
      images: []
    })
    const res = await t.call(
      API.certification.saveEducationAuth,
      { school: ' 浙江大学 ', degree: 'master', images: proof },
      { token }
    )
    expect(res.body.data).toMatchObject({
      status: 'pending',
      school: '浙江大学',
      degree: 'master',
      images: proof,
      rejectReason: '',
      auditedAt: ''
    })
    expect(res.body.data.submittedAt).not.toBe('')
    expect((await t.call(API.certification.getEducationAuth, {}, { token })).body.data).toEqual(res.body.data)
    expectFailure(
      await t.call(
        API.certification.saveEducationAuth,
        { school: '浙江大学', degree: 'doctor', images: proof },
        { token }
      ),
      40000,
      '认证正在审核中，请耐心等待'
    )
  })

  it('education: clear messages for missing or wrong input', async () => {
    const { token, proof } = await certMember()
    const ok = { school: '浙江大学', degree: 'bachelor', images: proof }
    expectFailure(
      await t.call(API.certification.saveEducationAuth, { ...ok, school: '  ' }, { token }),
      40000,
      '请输入毕业院校'
    )
    expectFailure(
      await t.call(API.certification.saveEducationAuth, { ...ok, images: [] }, { token }),
      40000,
      '请上传学历证明照片'
    )
    expectFailure(
      await t.call(API.certification.saveEducationAuth, { ...ok, degree: 'phd' }, { token }),
      40000,
      '请选择学历'
    )
    expectFailure(
      await t.call(API.certification.saveEducationAuth, { ...ok, images: ['ftp://x/y.jpg'] }, { token }),
      40000,
      '图片不正确，请重新上传'
    )
    expectFailure(
      await t.call(API.certification.saveEducationAuth, { ...ok, images: Array(10).fill(proof[0]) }, { token }),
      40000,
      '图片不正确，请重新上传'
    )
    expectFailure(
      await t.call(API.certification.saveEducationAuth, { ...ok, school: '校'.repeat(51) }, { token }),
      40000,
      '毕业院校最多50个字'
    )
  })

  it('house: city and proof images', async () => {
    const { token, proof } = await certMember()
    expectFailure(
      await t.call(API.certification.saveHouseAuth, { city: '', images: proof }, { token }),
      40000,
      '请输入房产所在城市'
    )
    expectFailure(
      await t.call(API.certification.saveHouseAuth, { city: '杭州市', images: [] }, { token }),
      40000,
      '请上传房产证明照片'
    )
    const res = await t.call(API.certification.saveHouseAuth, { city: '杭州市', images: proof }, { token })
    expect(res.body.data).toMatchObject({ status: 'pending', city: '杭州市', images: proof })
    expect((await t.call(API.certification.getHouseAuth, {}, { token })).body.data).toEqual(res.body.data)
  })

  it('other: a titled set of label/value fields with proof', async () => {
    const { token, proof } = await certMember()
    const input = {
      title: '职业认证',
      fields: [
        { label: '单位', value: '杭州市第一医院' },
        { label: '职务', value: '主治医师' }
      ],
      images: proof
    }
    expectFailure(
      await t.call(API.certification.saveOtherAuth, { ...input, title: ' ' }, { token }),
      40000,
      '请输入认证名称'
    )
    expectFailure(
      await t.call(API.certification.saveOtherAuth, { ...input, fields: [{ label: '单位', value: '' }] }, { token }),
      40000,
      '请填写完整的认证信息'
    )
    expectFailure(
      await t.call(API.certification.saveOtherAuth, { ...input, images: [] }, { token }),
      40000,
      '请上传证明材料'
    )
    expectFailure(
      await t.call(API.certification.saveOtherAuth, { ...input, title: '一二三四五六七八九十一' }, { token }),
      40000,
      '认证名称最多10个字'
    )
    const res = await t.call(API.certification.saveOtherAuth, input, { token })
    expect(res.body.data).toMatchObject({ status: 'pending', ...input })
    expect((await t.call(API.certification.getOtherAuth, {}, { token })).body.data).toEqual(res.body.data)
  })

  it('need a logged-in member', async () => {
    for (const path of [
      API.certification.getEducationAuth,
      API.certification.getHouseAuth,
      API.certification.getOtherAuth,
      API.certification.getAuthIndex
    ] as const) {
      expectUnauthorized(await t.call(path, {}))
    }
    expectUnauthorized(await t.call(API.certification.saveHouseAuth, { city: '杭州市', images: PROOF }))
  })
})

describe('integrity hub', () => {
  it('lists every kind with its state and the badges earned', async () => {
    const { token, face, proof } = await certMember()
    await t.call(API.certification.submitRealName, realName(idCard(30), face), { token })
    await t.call(API.certification.saveHouseAuth, { city: '杭州市', images: proof }, { token })
    const hub = (await t.call(API.certification.getAuthIndex, {}, { token })).body.data
    expect(hub).toEqual({
      items: [
        { kind: 'realname', label: '实名认证', status: 'approved', rejectReason: '' },
        { kind: 'education', label: '学历认证', status: 'none', rejectReason: '' },
        { kind: 'house', label: '房产认证', status: 'pending', rejectReason: '' },
        { kind: 'other', label: '其他认证', status: 'none', rejectReason: '' }
      ],
      badges: ['实名']
    })
  })

  it('shows an approved certification as a badge on the member card and detail others see', async () => {
    const { token: certified, face } = await certMember()
    const viewer = await loginWithMpCode(t)
    await t.call(API.loveProfile.signUp, profileInput({ nickname: '认证会员' }), { token: certified })
    await t.call(API.loveProfile.signUp, profileInput({ gender: 'male', birthDate: '1990-01-01' }), { token: viewer })
    await t.call(API.certification.submitRealName, realName(idCard(31), face), { token: certified })
    const id = await userIdOf(t, certified)
    const detail = await t.call(API.loveFeed.getDetail, { userId: id }, { token: viewer })
    expect(detail.body.data.badges).toContain('实名')
    const feed = await t.call(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 50 }, { token: viewer })
    expect(feed.body.data.list.find((c) => c.userId === id)?.badges).toContain('实名')
  })
})
