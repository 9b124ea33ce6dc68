import { API } from '@contract/api'
import { PASSWORD_RULE_TEXT, USERNAME_RULE_TEXT } from '@contract/rules'
import { DEFAULT_REG_ACCESS } from '../../src/modules/tenant/defaults'
import { tenants } from '../../src/db/schema'
import { eq } from 'drizzle-orm'
import { buildTestApp, HOST_B, lastSmsCode, loginWithSms, type TestApp } from '../helpers/app'
import { expectFailure } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

/** Sends a register-scene code to the phone and returns it. */
async function registerCode(phone: string, host?: string): Promise<string> {
  const sent = await t.call(API.system.sendCaptcha, { phone, scene: 'register' }, { host })
  expect(sent.body).toEqual({ code: 20000, msg: 'success', data: { expireSeconds: 300, resendSeconds: 60 } })
  return lastSmsCode(t, phone, host)
}

describe('sendCaptcha for registration', () => {
  it('refuses a phone that is already registered', async () => {
    await loginWithSms(t, '13933330001')
    const res = await t.call(API.system.sendCaptcha, { phone: '13933330001', scene: 'register' })
    expectFailure(res, 40900, '该手机号已注册，请直接登录')
  })

  it('sends a message naming the platform and the purpose', async () => {
    const code = await registerCode('13933330002')
    const outbox = await t.request({ url: '/dev/sms-outbox?phone=13933330002' })
    const [sms] = outbox.json<{ data: { content: string }[] }>().data
    expect(sms.content).toContain('【甲城婚恋】')
    expect(sms.content).toContain(`您正在注册账号，验证码${code}`)
  })

  it('words each purpose’s message for what the code does, never another purpose’s', async () => {
    await loginWithSms(t, '13933330004')
    const purposes = [
      ['resetPassword', '您正在重置登录密码'],
      ['deleteAccount', '您正在申请注销账号，注销后资料将无法恢复']
    ] as const
    for (const [scene, words] of purposes) {
      const phone = '13933330004'
      const sent = await t.call(API.system.sendCaptcha, { phone, scene })
      expect(sent.body.code).toBe(20000)
      const outbox = await t.request({ url: `/dev/sms-outbox?phone=${phone}` })
      const [sms] = outbox.json<{ data: { content: string }[] }>().data
      expect(sms.content).toContain(words)
      if (scene === 'deleteAccount') expect(sms.content).not.toContain('重置')
    }
  })

  it('refuses an unknown scene', async () => {
    expectFailure(
      await t.call(API.system.sendCaptcha, { phone: '13933330003', scene: 'hack' }),
      40000,
      '验证码用途不正确'
    )
  })
})

describe('regByPhone', () => {
  it('registers, logs in at once, and the account logs in by username and phone afterwards', async () => {
    const code = await registerCode('13933330010')
    const res = await t.call(API.auth.regByPhone, {
      phone: '13933330010',
      code,
      username: 'Bob_2024',
      password: 'passw0rd'
    })
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toMatchObject({ needBindPhone: false, needCompleteAccount: false })
    const user = await t.call(API.member.getUser, {}, { token: res.body.data.token })
    expect(user.body.data).toMatchObject({
      phone: '13933330010',
      username: 'Bob_2024',
      nickname: 'Bob_2024',
      hasPassword: true
    })

    const byName = await t.call(API.auth.loginByAccount, { account: 'bob_2024', password: 'passw0rd' })
    expect(byName.body.code).toBe(20000)
    expect(byName.body.data.needCompleteAccount).toBe(false)
    expect((await t.call(API.auth.loginByAccount, { account: '13933330010', password: 'passw0rd' })).body.code).toBe(
      20000
    )
    expectFailure(
      await t.call(API.auth.loginByAccount, { account: 'Bob_2024', password: 'passw0rd!' }),
      41002,
      '账号或密码错误'
    )
  })

  it('refuses a phone that registered meanwhile', async () => {
    const code = await registerCode('13933330011')
    await loginWithSms(t, '13933330011')
    const res = await t.call(API.auth.regByPhone, {
      phone: '13933330011',
      code,
      username: 'carol01',
      password: 'passw0rd'
    })
    expectFailure(res, 40900, '该手机号已注册，请直接登录')
  })

  it('refuses a username that is taken, whatever its case, and keeps the code usable', async () => {
    const code = await registerCode('13933330012')
    const taken = await t.call(API.auth.regByPhone, {
      phone: '13933330012',
      code,
      username: 'BOB_2024',
      password: 'passw0rd'
    })
    expectFailure(taken, 40900, '用户名已被使用')
    const retry = await t.call(API.auth.regByPhone, {
      phone: '13933330012',
      code,
      username: 'dave_01',
      password: 'passw0rd'
    })
    expect(retry.body.code).toBe(20000)
  })

  it('refuses a wrong code, a code for another purpose, and no code at all', async () => {
    const code = await registerCode('13933330013')
    const wrong = code === '000000' ? '111111' : '000000'
    expectFailure(
      await t.call(API.auth.regByPhone, {
        phone: '13933330013',
        code: wrong,
        username: 'erin_01',
        password: 'passw0rd'
      }),
      41001,
      '验证码错误'
    )
    // A login code does not register.
    await t.call(API.system.sendCaptcha, { phone: '13933330014', scene: 'login' })
    const loginCode = await lastSmsCode(t, '13933330014')
    expectFailure(
      await t.call(API.auth.regByPhone, {
        phone: '13933330014',
        code: loginCode,
        username: 'erin_02',
        password: 'passw0rd'
      }),
      41001,
      '验证码已失效，请重新获取'
    )
    expect((await t.call(API.user.checkPhone, { phone: '13933330014' })).body.data.exists).toBe(false)
  })

  it('explains the password rule for a weak password', async () => {
    for (const password of ['abcdefgh', '12345678', 'ab12', 'a'.repeat(19) + '12', 'pass word1', '密码abc123']) {
      const res = await t.call(API.auth.regByPhone, {
        phone: '13933330015',
        code: '123456',
        username: 'frank01',
        password
      })
      expectFailure(res, 40000, PASSWORD_RULE_TEXT)
    }
  })

  it('explains the username, phone and code rules', async () => {
    const base = { phone: '13933330015', code: '123456', username: 'frank01', password: 'passw0rd' }
    for (const username of ['1frank', 'fr', 'frank-01', 'f'.repeat(21)]) {
      expectFailure(await t.call(API.auth.regByPhone, { ...base, username }), 40000, USERNAME_RULE_TEXT)
    }
    expectFailure(await t.call(API.auth.regByPhone, { ...base, phone: '1393333001' }), 40000, '请输入正确的手机号')
    expectFailure(await t.call(API.auth.regByPhone, { ...base, code: '12345' }), 40000, '请输入正确的验证码')
    expectFailure(
      await t.call(API.auth.regByPhone, { phone: base.phone, username: 'frank01', password: 'passw0rd' }),
      40000,
      '请输入正确的验证码'
    )
  })

  it('is refused while the tenant has closed registration', async () => {
    const code = await registerCode('13933330016')
    await t.app.db
      .update(tenants)
      .set({ regAccessConfig: { ...DEFAULT_REG_ACCESS, whetherOpenReg: false } })
      .where(eq(tenants.tenantId, 1))
    try {
      const res = await t.call(API.auth.regByPhone, {
        phone: '13933330016',
        code,
        username: 'gina_01',
        password: 'passw0rd'
      })
      expectFailure(res, 40000, '暂未开放注册')
      const onB = await registerCode('13933330016', HOST_B)
      expect(
        (
          await t.call(
            API.auth.regByPhone,
            { phone: '13933330016', code: onB, username: 'gina_01', password: 'passw0rd' },
            { host: HOST_B }
          )
        ).body.code
      ).toBe(20000)
    } finally {
      await t.app.db.update(tenants).set({ regAccessConfig: DEFAULT_REG_ACCESS }).where(eq(tenants.tenantId, 1))
    }
  })

  it('lets tenant B register a phone and username that tenant A already has', async () => {
    const code = await registerCode('13933330010', HOST_B)
    const res = await t.call(
      API.auth.regByPhone,
      { phone: '13933330010', code, username: 'Bob_2024', password: 'other123' },
      { host: HOST_B }
    )
    expect(res.body.code).toBe(20000)
    // Each tenant keeps its own password for the account.
    expect(
      (await t.call(API.auth.loginByAccount, { account: 'bob_2024', password: 'other123' }, { host: HOST_B })).body.code
    ).toBe(20000)
    expectFailure(
      await t.call(API.auth.loginByAccount, { account: 'bob_2024', password: 'other123' }),
      41002,
      '账号或密码错误'
    )
  })
})

describe('checkPhone / checkUserName', () => {
  it('reports whether a phone is registered, per tenant', async () => {
    await loginWithSms(t, '13933330020')
    expect((await t.call(API.user.checkPhone, { phone: '13933330020' })).body).toEqual({
      code: 20000,
      msg: 'success',
      data: { exists: true }
    })
    expect((await t.call(API.user.checkPhone, { phone: '13933330021' })).body.data.exists).toBe(false)
    expect((await t.call(API.user.checkPhone, { phone: '13933330020' }, { host: HOST_B })).body.data.exists).toBe(false)
  })

  it('reports whether a username is taken, ignoring case, per tenant', async () => {
    const code = await registerCode('13933330022')
    await t.call(API.auth.regByPhone, { phone: '13933330022', code, username: 'Helen_X', password: 'passw0rd' })
    for (const username of ['Helen_X', 'helen_x', 'HELEN_X']) {
      expect((await t.call(API.user.checkUserName, { username })).body.data.exists).toBe(true)
    }
    expect((await t.call(API.user.checkUserName, { username: 'helen_y' })).body.data.exists).toBe(false)
    expect((await t.call(API.user.checkUserName, { username: 'helen_x' }, { host: HOST_B })).body.data.exists).toBe(
      false
    )
  })

  it('rejects malformed input with the rule text', async () => {
    expectFailure(await t.call(API.user.checkPhone, { phone: '23933330020' }), 40000, '请输入正确的手机号')
    expectFailure(await t.call(API.user.checkPhone, {}), 40000, '请输入正确的手机号')
    expectFailure(await t.call(API.user.checkUserName, { username: 'x' }), 40000, USERNAME_RULE_TEXT)
    expectFailure(await t.call(API.user.checkUserName, { username: "a' or 1=1 --" }), 40000, USERNAME_RULE_TEXT)
  })
})
