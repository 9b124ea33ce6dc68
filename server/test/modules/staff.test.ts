import { API } from '@contract/api'
import { certificationBadges } from '../../src/modules/certification/badges'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { fakeFaceService, idCard, type FakeFaceService } from '../helpers/cert'
import { expectFailure, expectUnauthorized, loginWithMpCode, userIdOf } from '../helpers/members'
import { grantRole } from '../helpers/staff'
import { uploadedImage } from '../helpers/upload'

let t: TestApp
let face: FakeFaceService
/** Auditor of tenant A (1) and of tenant B (2). */
let auditorA: string
let auditorB: string
beforeAll(async () => {
  face = await fakeFaceService()
  t = await buildTestApp({ FACE_PROVIDER: 'http', FACE_HTTP_URL: face.url })
  auditorA = await loginWithMpCode(t)
  await grantRole(t, 1, await userIdOf(t, auditorA), 'auditor')
  auditorB = await loginWithMpCode(t, HOST_B)
  await grantRole(t, 2, await userIdOf(t, auditorB, HOST_B), 'auditor')
})
afterAll(async () => {
  await t.close()
  await face.close()
})

async function member(host?: string) {
  const token = await loginWithMpCode(t, host)
  return { token, id: await userIdOf(t, token, host) }
}

/** Submits an education certification with a proof the member uploaded; answers the proof. */
async function submitEducation(token: string, host?: string) {
  const images = [await uploadedImage(t, token, host)]
  const res = await t.call(
    API.certification.saveEducationAuth,
    { school: '浙江大学', degree: 'bachelor', images },
    { token, host }
  )
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return images
}

async function queue(token: string, host?: string, kind?: 'education' | 'realname' | 'house' | 'other') {
  const res = await t.call(
    API.certification.getPendingCertPage,
    { pageNum: 1, pageSize: 50, ...(kind ? { kind } : {}) },
    { token, host }
  )
  expect(res.body.code).toBe(20000)
  return res.body.data
}

async function pendingIdOf(userId: number, kind: 'education' | 'realname' | 'house' | 'other' = 'education') {
  const item = (await queue(auditorA, undefined, kind)).list.find((i) => i.userId === userId)
  if (!item) throw new Error(`no pending ${kind} of member ${userId}`)
  return item.id
}

describe('staff roles', () => {
  it('a member has none; an auditor sees theirs', async () => {
    const m = await member()
    expect((await t.call(API.staff.getMyRoles, {}, { token: m.token })).body.data).toEqual({ roles: [] })
    expect((await t.call(API.staff.getMyRoles, {}, { token: auditorA })).body.data).toEqual({ roles: ['auditor'] })
    expectUnauthorized(await t.call(API.staff.getMyRoles, {}))
  })

  it('members and matchmakers may not audit: 40300 没有权限', async () => {
    const m = await member()
    const matchmaker = await member()
    await grantRole(t, 1, matchmaker.id, 'matchmaker')
    for (const token of [m.token, matchmaker.token]) {
      expectFailure(
        await t.call(API.certification.getPendingCertPage, { pageNum: 1, pageSize: 10 }, { token }),
        40300,
        '没有权限'
      )
      expectFailure(
        await t.call(API.certification.auditCert, { id: 1, result: 'approved' }, { token }),
        40300,
        '没有权限'
      )
    }
  })

  it("an auditor's session is worth nothing on another tenant's site", async () => {
    expectUnauthorized(
      await t.call(
        API.certification.getPendingCertPage,
        { pageNum: 1, pageSize: 10 },
        { token: auditorA, host: HOST_B }
      ),
      '登录已过期，请重新登录'
    )
  })

  it('needs a logged-in member', async () => {
    expectUnauthorized(await t.call(API.certification.getPendingCertPage, { pageNum: 1, pageSize: 10 }))
    expectUnauthorized(await t.call(API.certification.auditCert, { id: 1, result: 'approved' }))
  })
})

describe('audit queue', () => {
  it("shows pending submissions of the auditor's tenant only, oldest first, as label/value fields", async () => {
    const a1 = await member()
    const a2 = await member()
    const b = await member(HOST_B)
    const proof = await submitEducation(a1.token)
    await t.call(
      API.certification.saveOtherAuth,
      { title: '职业认证', fields: [{ label: '职务', value: '医生' }], images: [await uploadedImage(t, a2.token)] },
      { token: a2.token }
    )
    await submitEducation(b.token, HOST_B)

    const page = await queue(auditorA)
    const mine = page.list.filter((i) => [a1.id, a2.id].includes(i.userId))
    expect(mine.map((i) => i.kind)).toEqual(['education', 'other'])
    expect(mine[0]).toMatchObject({
      status: 'pending',
      fields: [
        { label: '毕业院校', value: '浙江大学' },
        { label: '学历', value: '本科' }
      ],
      images: proof,
      auditedAt: ''
    })
    expect(mine[1].fields).toEqual([
      { label: '认证名称', value: '职业认证' },
      { label: '职务', value: '医生' }
    ])
    expect(page.list.some((i) => i.userId === b.id)).toBe(false)
    expect(page.total).toBe(page.list.length)
    expect((await queue(auditorB, HOST_B)).list.map((i) => i.userId)).toContain(b.id)
    expect((await queue(auditorA, undefined, 'other')).list.every((i) => i.kind === 'other')).toBe(true)
  })

  it('shows a real-name submission the face check left for review, with the number masked', async () => {
    const m = await member()
    face.answer = { status: 200, body: { outcome: 'review' } }
    await t.call(
      API.certification.submitRealName,
      { realName: '李四', idCard: idCard(40), faceImage: await uploadedImage(t, m.token) },
      { token: m.token }
    )
    const item = (await queue(auditorA, undefined, 'realname')).list.find((i) => i.userId === m.id)
    expect(item?.fields).toEqual([
      { label: '真实姓名', value: '李四' },
      { label: '身份证号', value: `1101**********${idCard(40).slice(-4)}` }
    ])
  })

  it('pages with a total', async () => {
    const res = await t.call(API.certification.getPendingCertPage, { pageNum: 1, pageSize: 1 }, { token: auditorA })
    expect(res.body.data.list).toHaveLength(1)
    expect(res.body.data.total).toBeGreaterThan(1)
    expectFailure(
      await t.call(API.certification.getPendingCertPage, { pageNum: 1, pageSize: 0 }, { token: auditorA }),
      40000,
      '每页条数不正确'
    )
    expectFailure(
      await t.call(
        API.certification.getPendingCertPage,
        { pageNum: 1, pageSize: 10, kind: 'car' },
        { token: auditorA }
      ),
      40000,
      '认证类型不正确'
    )
  })
})

describe('auditing', () => {
  it('approves once; approving again is refused', async () => {
    const m = await member()
    const proof = await submitEducation(m.token)
    const id = await pendingIdOf(m.id)
    const res = await t.call(API.certification.auditCert, { id, result: 'approved' }, { token: auditorA })
    expect(res.body.data).toMatchObject({ id, status: 'approved', userId: m.id, rejectReason: '' })
    expect(res.body.data.auditedAt).not.toBe('')
    expect((await t.call(API.certification.getEducationAuth, {}, { token: m.token })).body.data.status).toBe('approved')
    expectFailure(
      await t.call(API.certification.auditCert, { id, result: 'approved' }, { token: auditorA }),
      40900,
      '该认证已审核，请勿重复操作'
    )
    expectFailure(
      await t.call(API.certification.auditCert, { id, result: 'rejected', reason: '改主意' }, { token: auditorA }),
      40900,
      '该认证已审核，请勿重复操作'
    )
    expectFailure(
      await t.call(
        API.certification.saveEducationAuth,
        { school: '北京大学', degree: 'master', images: proof },
        { token: m.token }
      ),
      40000,
      '已通过认证，无需重复提交'
    )
  })

  it('rejects only with a reason, which the member reads; the member may then resubmit', async () => {
    const m = await member()
    const proof = await submitEducation(m.token)
    const id = await pendingIdOf(m.id)
    expectFailure(
      await t.call(API.certification.auditCert, { id, result: 'rejected' }, { token: auditorA }),
      40000,
      '请填写驳回原因'
    )
    expectFailure(
      await t.call(API.certification.auditCert, { id, result: 'rejected', reason: '   ' }, { token: auditorA }),
      40000,
      '请填写驳回原因'
    )
    const res = await t.call(
      API.certification.auditCert,
      { id, result: 'rejected', reason: '照片模糊，请重新上传' },
      { token: auditorA }
    )
    expect(res.body.data).toMatchObject({ status: 'rejected', rejectReason: '照片模糊，请重新上传' })
    expect((await t.call(API.certification.getEducationAuth, {}, { token: m.token })).body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '照片模糊，请重新上传'
    })
    const again = await t.call(
      API.certification.saveEducationAuth,
      { school: '浙江大学', degree: 'bachelor', images: [...proof, await uploadedImage(t, m.token)] },
      { token: m.token }
    )
    expect(again.body.data).toMatchObject({ status: 'pending', rejectReason: '', auditedAt: '' })
    expect(await pendingIdOf(m.id)).toBe(id)
  })

  it("another tenant's auditor cannot see or decide this tenant's certification", async () => {
    const m = await member()
    await submitEducation(m.token)
    const id = await pendingIdOf(m.id)
    expectFailure(
      await t.call(API.certification.auditCert, { id, result: 'approved' }, { token: auditorB, host: HOST_B }),
      40400,
      '认证记录不存在'
    )
    expect((await t.call(API.certification.getEducationAuth, {}, { token: m.token })).body.data.status).toBe('pending')
  })

  it('an auditor cannot decide their own certification', async () => {
    await submitEducation(auditorA)
    const id = await pendingIdOf(await userIdOf(t, auditorA))
    expectFailure(
      await t.call(API.certification.auditCert, { id, result: 'approved' }, { token: auditorA }),
      40000,
      '不能审核自己的认证'
    )
  })

  it('refuses bad input clearly', async () => {
    expectFailure(
      await t.call(API.certification.auditCert, { id: 999999, result: 'approved' }, { token: auditorA }),
      40400,
      '认证记录不存在'
    )
    expectFailure(
      await t.call(API.certification.auditCert, { id: 1, result: 'maybe' }, { token: auditorA }),
      40000,
      '请选择审核结果'
    )
    expectFailure(
      await t.call(API.certification.auditCert, { id: 0, result: 'approved' }, { token: auditorA }),
      40000,
      '编号不正确'
    )
    expectFailure(
      await t.call(
        API.certification.auditCert,
        { id: 1, result: 'rejected', reason: '长'.repeat(101) },
        { token: auditorA }
      ),
      40000,
      '驳回原因最多100个字'
    )
  })
})

describe('certificationBadges', () => {
  it('turns approved certifications into badges in a fixed order; pending and rejected ones earn none', async () => {
    const m = await member()
    const other = await member()
    face.answer = { status: 200, body: { outcome: 'pass' } }
    const photo = await uploadedImage(t, m.token)
    const proof = [await uploadedImage(t, m.token)]
    await t.call(
      API.certification.submitRealName,
      { realName: '王五', idCard: idCard(41), faceImage: photo },
      { token: m.token }
    )
    await t.call(API.certification.saveOtherAuth, { title: '职业认证', fields: [], images: proof }, { token: m.token })
    await t.call(API.certification.saveHouseAuth, { city: '杭州市', images: proof }, { token: m.token })
    await submitEducation(m.token)
    await submitEducation(other.token)
    await t.call(
      API.certification.auditCert,
      { id: await pendingIdOf(m.id, 'other'), result: 'approved' },
      { token: auditorA }
    )
    await t.call(
      API.certification.auditCert,
      { id: await pendingIdOf(m.id, 'house'), result: 'approved' },
      { token: auditorA }
    )
    await t.call(
      API.certification.auditCert,
      { id: await pendingIdOf(other.id), result: 'rejected', reason: '不清楚' },
      { token: auditorA }
    )

    const badges = await certificationBadges(t.app.db, 1, [m.id, other.id, 999999])
    expect(badges.get(m.id)).toEqual(['实名', '房产', '职业认证'])
    expect(badges.get(other.id)).toEqual([])
    expect(badges.get(999999)).toEqual([])
    expect((await certificationBadges(t.app.db, 2, [m.id])).get(m.id)).toEqual([])
    expect((await t.call(API.certification.getAuthIndex, {}, { token: m.token })).body.data.badges).toEqual([
      '实名',
      '房产',
      '职业认证'
    ])
  })
})
