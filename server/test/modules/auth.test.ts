import { API } from '@contract/api'
import { buildTestApp, HOST_B, lastSmsCode, loginWithSms, type TestApp } from '../helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('SMS login', () => {
  it('signs a new phone up, asks to complete the account, and getUser shows the phone', async () => {
    await t.call(API.system.sendCaptcha, { phone: '13911110001', scene: 'login' })
    const code = await lastSmsCode(t, '13911110001')
    const login = await t.call(API.auth.loginByPhone, { phone: '13911110001', code })
    expect(login.body.code).toBe(20000)
    expect(login.body.data.needCompleteAccount).toBe(true)
    const user = await t.call(API.member.getUser, {}, { token: login.body.data.token })
    expect(user.body.data).toMatchObject({ phone: '13911110001', headPic: '', isWhetherLoveUser: false })
  })

  it('refuses a wrong code with a clear message and keeps the right one usable', async () => {
    await t.call(API.system.sendCaptcha, { phone: '13911110002', scene: 'login' })
    const code = await lastSmsCode(t, '13911110002')
    const wrong = code === '000000' ? '111111' : '000000'
    const bad = await t.call(API.auth.loginByPhone, { phone: '13911110002', code: wrong })
    expect(bad.status).toBe(200)
    expect(bad.body).toMatchObject({ code: 41001, msg: '验证码错误' })
    const good = await t.call(API.auth.loginByPhone, { phone: '13911110002', code })
    expect(good.body.code).toBe(20000)
  })

  it('uses a code once only', async () => {
    await t.call(API.system.sendCaptcha, { phone: '13911110003', scene: 'login' })
    const code = await lastSmsCode(t, '13911110003')
    expect((await t.call(API.auth.loginByPhone, { phone: '13911110003', code })).body.code).toBe(20000)
    const again = await t.call(API.auth.loginByPhone, { phone: '13911110003', code })
    expect(again.body.msg).toBe('验证码已失效，请重新获取')
  })

  it('limits resending to once a minute per phone with HTTP 429', async () => {
    expect((await t.call(API.system.sendCaptcha, { phone: '13911110004', scene: 'login' })).status).toBe(200)
    const second = await t.call(API.system.sendCaptcha, { phone: '13911110004', scene: 'login' })
    expect(second.status).toBe(429)
    expect(second.body.msg).toBe('验证码已发送，请稍后再试')
  })

  it('rejects a malformed phone with a business error, not a 500', async () => {
    const res = await t.call(API.system.sendCaptcha, { phone: '12345', scene: 'login' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: 40000, msg: '请输入正确的手机号', data: null })
  })
})

describe('account completion and password login', () => {
  it('completes the account, then logs in by username and by phone', async () => {
    const token = await loginWithSms(t, '13911110010')
    const done = await t.call(API.member.completeAccountPass, { username: 'alice01', password: 'secret123' }, { token })
    expect(done.body.data.username).toBe('alice01')
    const byName = await t.call(API.auth.loginByAccount, { account: 'ALICE01', password: 'secret123' })
    expect(byName.body.data.needCompleteAccount).toBe(false)
    const byPhone = await t.call(API.auth.loginByAccount, { account: '13911110010', password: 'secret123' })
    expect(byPhone.body.code).toBe(20000)
    const wrong = await t.call(API.auth.loginByAccount, { account: 'alice01', password: 'nope1234' })
    expect(wrong.body).toMatchObject({ code: 41002, msg: '账号或密码错误' })
  })

  it('refuses a username someone else has', async () => {
    const token = await loginWithSms(t, '13911110011')
    const res = await t.call(API.member.completeAccountPass, { username: 'alice01', password: 'secret123' }, { token })
    expect(res.body).toMatchObject({ code: 40900, msg: '用户名已被使用' })
  })

  it('logout ends the session', async () => {
    const token = await loginWithSms(t, '13911110012')
    expect((await t.call(API.auth.logout, {}, { token })).body.data.ok).toBe(true)
    const after = await t.call(API.member.getUser, {}, { token })
    expect(after.status).toBe(401)
  })
})

describe('tenant isolation', () => {
  it("a tenant-A token cannot read anything on tenant B, and B's user is invisible to A", async () => {
    const tokenA = await loginWithSms(t, '13911110020')
    const onB = await t.call(API.member.getUser, {}, { token: tokenA, host: HOST_B })
    expect(onB.status).toBe(401)
    await loginWithSms(t, '13911110021', HOST_B)
    const seenFromA = await t.call(API.user.checkPhone, { phone: '13911110021' })
    expect(seenFromA.body.data.exists).toBe(false)
    const seenFromB = await t.call(API.user.checkPhone, { phone: '13911110021' }, { host: HOST_B })
    expect(seenFromB.body.data.exists).toBe(true)
  })
})

describe('login input, logout and tenant edges', () => {
  it('logout without a session answers 401 + 40100', async () => {
    const res = await t.call(API.auth.logout, {})
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ code: 40100, msg: '请先登录', data: null })
  })

  it('rejects malformed login input with a clear message, not a 500', async () => {
    expect((await t.call(API.auth.loginByAccount, { account: '', password: 'secret123' })).body).toEqual({
      code: 40000,
      msg: '请输入用户名或手机号',
      data: null
    })
    expect((await t.call(API.auth.loginByAccount, { account: 'alice01' })).body.code).toBe(40000)
    expect((await t.call(API.auth.loginByPhone, { phone: '13911110030', code: '12ab56' })).body).toEqual({
      code: 40000,
      msg: '请输入正确的验证码',
      data: null
    })
  })

  it('does not log a tenant-A account in on tenant B', async () => {
    const token = await loginWithSms(t, '13911110031')
    await t.call(API.member.completeAccountPass, { username: 'mallory01', password: 'secret123' }, { token })
    const onB = await t.call(API.auth.loginByAccount, { account: 'mallory01', password: 'secret123' }, { host: HOST_B })
    expect(onB.body).toEqual({ code: 41002, msg: '账号或密码错误', data: null })
  })

  it('refuses password login while the tenant has switched it off', async () => {
    const { tenants } = await import('../../src/db/schema')
    const { DEFAULT_REG_ACCESS } = await import('../../src/modules/tenant/defaults')
    const { eq } = await import('drizzle-orm')
    await t.app.db
      .update(tenants)
      .set({ regAccessConfig: { ...DEFAULT_REG_ACCESS, whetherOpenPasswordLogin: false } })
      .where(eq(tenants.tenantId, 2))
    const res = await t.call(API.auth.loginByAccount, { account: 'anyone01', password: 'secret123' }, { host: HOST_B })
    expect(res.body).toEqual({ code: 41002, msg: '暂未开放密码登录，请使用验证码登录', data: null })
  })
})
