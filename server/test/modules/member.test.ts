import { and, eq } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import { PASSWORD_RULE_TEXT, USERNAME_RULE_TEXT } from '@contract/rules'
import { users } from '../../src/db/schema'
import { buildTestApp, HOST_B, lastSmsCode, loginWithSms, type TestApp } from '../helpers/app'
import {
  expectFailure,
  expectUnauthorized,
  loginWithMaPhone,
  loginWithMpCode,
  maPhonePayload,
  tamper,
  userIdOf
} from '../helpers/members'
import { uploadedImage } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

async function sendCode(phone: string, scene: 'bindPhone' | 'resetPassword' | 'login') {
  const sent = await t.call(API.system.sendCaptcha, { phone, scene })
  if (sent.body.code !== 20000) throw new Error(sent.body.msg)
  return lastSmsCode(t, phone)
}

describe('getUser', () => {
  it('returns exactly the documented fields, with headPic as an empty string', async () => {
    const token = await loginWithMaPhone(t, '13944440001')
    const res = await t.call(API.member.getUser, {}, { token })
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(20000)
    const user = res.body.data
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'hasPassword',
        'headPic',
        'id',
        'isWhetherLoveUser',
        'isWhetherVip',
        'nickname',
        'phone',
        'userVipType',
        'username',
        'vipExpiresAt',
        'wxBound'
      ].sort()
    )
    expect(user).toMatchObject({
      phone: '13944440001',
      username: '',
      headPic: '',
      hasPassword: false,
      isWhetherLoveUser: false,
      isWhetherVip: false,
      userVipType: 0,
      vipExpiresAt: ''
    })
    expect(Number.isInteger(user.id)).toBe(true)
    expect(Math.abs(Date.parse(user.createdAt) - Date.now())).toBeLessThan(60_000)
  })

  it('accepts the token with a Bearer prefix too', async () => {
    const token = await loginWithMaPhone(t, '13944440002')
    expect((await t.call(API.member.getUser, {}, { token: `Bearer ${token}` })).body.data.phone).toBe('13944440002')
  })

  it('answers 401 without a token, with an unknown token, and for a disabled member', async () => {
    expectUnauthorized(await t.call(API.member.getUser, {}))
    expectUnauthorized(await t.call(API.member.getUser, {}, { token: 'not-a-real-token' }), '登录已过期，请重新登录')
    const token = await loginWithMaPhone(t, '13944440003')
    const id = await userIdOf(t, token)
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, id)))
    expectUnauthorized(await t.call(API.member.getUser, {}, { token }), '账号已被禁用，请联系客服')
  })
})

describe('every member endpoint requires a session of this tenant', () => {
  const validBodies: { [P in (typeof API.member)[keyof typeof API.member]]: ReqOf<P> } = {
    [API.member.getUser]: {},
    [API.member.bindPhone]: { phone: '13944449999', code: '123456' },
    [API.member.bindPhoneByMa]: maPhonePayload('ma-401', '13944449999'),
    [API.member.bindWxByMpCode]: { code: 'mp-401' },
    [API.member.setAvator]: { headPic: 'https://img.love.test/a.png' },
    [API.member.setUsername]: { username: 'nobody01' },
    [API.member.setPassword]: { password: 'passw0rd' },
    [API.member.completeAccountPass]: { username: 'nobody01', password: 'passw0rd' }
  }
  const paths = Object.keys(validBodies) as (keyof typeof validBodies)[]

  it.each(paths)('%s: 401 when logged out, and with a token of tenant B', async (path: ApiPath) => {
    const body = validBodies[path as keyof typeof validBodies]
    expectUnauthorized(await t.call(path, body))
    const tokenB = await loginWithMpCode(t, HOST_B)
    expectUnauthorized(await t.call(path, body, { token: tokenB }), '登录已过期，请重新登录')
  })
})

describe('setAvator', () => {
  it('stores an image the member uploaded, or a built-in avatar, and getUser shows it', async () => {
    const token = await loginWithMpCode(t)
    const uploaded = await uploadedImage(t, token)
    const res = await t.call(API.member.setAvator, { headPic: uploaded }, { token })
    expect(res.body.code).toBe(20000)
    expect(res.body.data.headPic).toBe(uploaded)
    const builtIn = '/static/images/assets/avatars/avatar-2.png'
    expect((await t.call(API.member.setAvator, { headPic: builtIn }, { token })).body.data.headPic).toBe(builtIn)
    expect((await t.call(API.member.getUser, {}, { token })).body.data.headPic).toBe(builtIn)
  })

  it('refuses script and data URLs and keeps the old avatar', async () => {
    const token = await loginWithMpCode(t)
    const uploaded = await uploadedImage(t, token)
    await t.call(API.member.setAvator, { headPic: uploaded }, { token })
    for (const headPic of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'img.png', '', ' https://x']) {
      expectFailure(await t.call(API.member.setAvator, { headPic }, { token }), 40000, '头像地址不正确')
    }
    expectFailure(await t.call(API.member.setAvator, {}, { token }), 40000, '头像地址不正确')
    expect((await t.call(API.member.getUser, {}, { token })).body.data.headPic).toBe(uploaded)
  })
})

describe('setUsername', () => {
  it('changes the username, and refuses one another member has in any case', async () => {
    const first = await loginWithMpCode(t)
    const second = await loginWithMpCode(t)
    expect((await t.call(API.member.setUsername, { username: 'Ivan_01' }, { token: first })).body.data.username).toBe(
      'Ivan_01'
    )
    expectFailure(
      await t.call(API.member.setUsername, { username: 'ivan_01' }, { token: second }),
      40900,
      '用户名已被使用'
    )
    // Re-casing one's own name is not a conflict.
    expect((await t.call(API.member.setUsername, { username: 'IVAN_01' }, { token: first })).body.data.username).toBe(
      'IVAN_01'
    )
    expectFailure(
      await t.call(API.member.setUsername, { username: '_ivan' }, { token: second }),
      40000,
      USERNAME_RULE_TEXT
    )
  })

  it('does not see usernames of tenant B', async () => {
    const onB = await loginWithMpCode(t, HOST_B)
    await t.call(API.member.setUsername, { username: 'judy_b' }, { token: onB, host: HOST_B })
    const onA = await loginWithMpCode(t)
    expect((await t.call(API.member.setUsername, { username: 'judy_b' }, { token: onA })).body.code).toBe(20000)
  })

  it('gives one member the name when several claim it at the same moment, and the others a conflict (not a 500)', async () => {
    const tokens = await Promise.all([1, 2, 3, 4].map(() => loginWithMpCode(t)))
    const results = await Promise.all(
      tokens.map((token) =>
        t.call(API.member.completeAccountPass, { username: 'race_name', password: 'passw0rd' }, { token })
      )
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(results.filter((r) => r.body.code === 20000)).toHaveLength(1)
    for (const r of results.filter((x) => x.body.code !== 20000)) {
      expect(r.body.code).toBe(40900)
      expect(['用户名已被使用', '数据已存在，请勿重复提交']).toContain(r.body.msg)
    }
    expect((await t.call(API.user.checkUserName, { username: 'RACE_NAME' })).body.data.exists).toBe(true)
  })
})

describe('setPassword', () => {
  it('sets the first password without the old one, then requires the right old password', async () => {
    const token = await loginWithMaPhone(t, '13944440010')
    expect((await t.call(API.member.setPassword, { password: 'first123' }, { token })).body).toEqual({
      code: 20000,
      msg: 'success',
      data: { ok: true }
    })
    expect((await t.call(API.member.getUser, {}, { token })).body.data.hasPassword).toBe(true)
    expect((await t.call(API.auth.loginByAccount, { account: '13944440010', password: 'first123' })).body.code).toBe(
      20000
    )

    expectFailure(await t.call(API.member.setPassword, { password: 'second123' }, { token }), 40000, '原密码不正确')
    expectFailure(
      await t.call(API.member.setPassword, { password: 'second123', oldPassword: 'wrong123' }, { token }),
      40000,
      '原密码不正确'
    )
    expect((await t.call(API.auth.loginByAccount, { account: '13944440010', password: 'first123' })).body.code).toBe(
      20000
    )

    expect(
      (await t.call(API.member.setPassword, { password: 'second123', oldPassword: 'first123' }, { token })).body.code
    ).toBe(20000)
    expectFailure(
      await t.call(API.auth.loginByAccount, { account: '13944440010', password: 'first123' }),
      41002,
      '账号或密码错误'
    )
    expect((await t.call(API.auth.loginByAccount, { account: '13944440010', password: 'second123' })).body.code).toBe(
      20000
    )
  })

  it('accepts a resetPassword SMS code instead of the old password, once', async () => {
    const token = await loginWithMaPhone(t, '13944440011')
    await t.call(API.member.setPassword, { password: 'first123' }, { token })
    const code = await sendCode('13944440011', 'resetPassword')
    const wrong = code === '000000' ? '111111' : '000000'
    expectFailure(
      await t.call(API.member.setPassword, { password: 'third123', code: wrong }, { token }),
      41001,
      '验证码错误'
    )
    expect((await t.call(API.member.setPassword, { password: 'third123', code }, { token })).body.code).toBe(20000)
    expect((await t.call(API.auth.loginByAccount, { account: '13944440011', password: 'third123' })).body.code).toBe(
      20000
    )
    expectFailure(
      await t.call(API.member.setPassword, { password: 'fourth123', code }, { token }),
      41001,
      '验证码已失效，请重新获取'
    )
  })

  it('does not accept a code sent for another purpose', async () => {
    const token = await loginWithMaPhone(t, '13944440012')
    await t.call(API.member.setPassword, { password: 'first123' }, { token })
    const code = await sendCode('13944440012', 'login')
    expectFailure(
      await t.call(API.member.setPassword, { password: 'third123', code }, { token }),
      41001,
      '验证码已失效，请重新获取'
    )
  })

  it('refuses a weak password and a resetPassword code for an unregistered phone', async () => {
    const token = await loginWithMpCode(t)
    expectFailure(await t.call(API.member.setPassword, { password: 'abcdefg' }, { token }), 40000, PASSWORD_RULE_TEXT)
    expectFailure(await t.call(API.member.setPassword, {}, { token }), 40000, PASSWORD_RULE_TEXT)
    expectFailure(
      await t.call(API.system.sendCaptcha, { phone: '13944440099', scene: 'resetPassword' }),
      40000,
      '该手机号尚未注册'
    )
  })
})

describe('completeAccountPass', () => {
  it('sets username and password once and clears needCompleteAccount', async () => {
    const code = 'mp-complete-1'
    const token = await loginWithMpCode(t, undefined, code)
    const res = await t.call(API.member.completeAccountPass, { username: 'kate_01', password: 'passw0rd' }, { token })
    expect(res.body.data).toMatchObject({ username: 'kate_01', hasPassword: true, nickname: '微信用户' })
    expect((await t.call(API.auth.loginByMpCode, { code })).body.data.needCompleteAccount).toBe(false)
  })

  it('explains the rules for bad input', async () => {
    const token = await loginWithMpCode(t)
    expectFailure(
      await t.call(API.member.completeAccountPass, { username: 'kate_02', password: 'short' }, { token }),
      40000,
      PASSWORD_RULE_TEXT
    )
    expectFailure(
      await t.call(API.member.completeAccountPass, { username: 'k', password: 'passw0rd' }, { token }),
      40000,
      USERNAME_RULE_TEXT
    )
  })
})

describe('bindPhone', () => {
  it('binds a phone with a bindPhone SMS code; the member then shows it and needs no phone at login', async () => {
    const code = 'mp-bind-phone-1'
    const token = await loginWithMpCode(t, undefined, code)
    const sms = await sendCode('13944440020', 'bindPhone')
    const res = await t.call(API.member.bindPhone, { phone: '13944440020', code: sms }, { token })
    expect(res.body.code).toBe(20000)
    expect(res.body.data.phone).toBe('13944440020')
    expect((await t.call(API.user.checkPhone, { phone: '13944440020' })).body.data.exists).toBe(true)
    expect((await t.call(API.auth.loginByMpCode, { code })).body.data.needBindPhone).toBe(false)
  })

  it('will not send a bindPhone code for a phone another member owns, nor bind it', async () => {
    await loginWithMaPhone(t, '13944440021')
    expectFailure(
      await t.call(API.system.sendCaptcha, { phone: '13944440021', scene: 'bindPhone' }),
      40900,
      '该手机号已绑定其他账号'
    )
    const token = await loginWithMpCode(t)
    expectFailure(
      await t.call(API.member.bindPhone, { phone: '13944440021', code: '123456' }, { token }),
      40900,
      '该手机号已绑定其他账号'
    )
  })

  it('refuses a wrong code and a code sent for login', async () => {
    const token = await loginWithMpCode(t)
    const sms = await sendCode('13944440022', 'bindPhone')
    const wrong = sms === '000000' ? '111111' : '000000'
    expectFailure(
      await t.call(API.member.bindPhone, { phone: '13944440022', code: wrong }, { token }),
      41001,
      '验证码错误'
    )
    const loginCode = await sendCode('13944440023', 'login')
    expectFailure(
      await t.call(API.member.bindPhone, { phone: '13944440023', code: loginCode }, { token }),
      41001,
      '验证码已失效，请重新获取'
    )
    expect((await t.call(API.member.getUser, {}, { token })).body.data.phone).toBe('')
  })

  it('rejects a malformed phone', async () => {
    const token = await loginWithMpCode(t)
    expectFailure(
      await t.call(API.member.bindPhone, { phone: '1394444002', code: '123456' }, { token }),
      40000,
      '请输入正确的手机号'
    )
  })
})

describe('bindWxByMpCode', () => {
  it('binds the messaging-app account, which then logs into this member', async () => {
    const token = await loginWithSms(t, '13944440030')
    const id = await userIdOf(t, token)
    const res = await t.call(API.member.bindWxByMpCode, { code: 'mp-bind-1' }, { token })
    expect(res.body.code).toBe(20000)
    expect(res.body.data.wxBound).toBe(true)
    const login = await t.call(API.auth.loginByMpCode, { code: 'mp-bind-1' })
    expect(login.body.data.needBindPhone).toBe(false)
    expect(await userIdOf(t, login.body.data.token)).toBe(id)
  })

  it('refuses an account bound to another member, and an invalid code', async () => {
    await loginWithMpCode(t, undefined, 'mp-bind-taken')
    const token = await loginWithMaPhone(t, '13944440031')
    expectFailure(
      await t.call(API.member.bindWxByMpCode, { code: 'mp-bind-taken' }, { token }),
      40900,
      '该微信已绑定其他账号'
    )
    expectFailure(
      await t.call(API.member.bindWxByMpCode, { code: 'invalid' }, { token }),
      41004,
      '登录凭证无效，请重试'
    )
    expectFailure(await t.call(API.member.bindWxByMpCode, { code: '' }, { token }), 40000, '请输入正确的验证码')
  })
})

describe('bindPhoneByMa', () => {
  it('binds the mini-program phone and account; the silent login then finds the member', async () => {
    const token = await loginWithMpCode(t)
    const id = await userIdOf(t, token)
    const res = await t.call(API.member.bindPhoneByMa, maPhonePayload('ma-bind-1', '13944440040'), { token })
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toMatchObject({ id, phone: '13944440040', wxBound: true })
    const login = await t.call(API.auth.loginByMaCode, { code: 'ma-bind-1' })
    expect(login.body.data.registered).toBe(true)
    expect(await userIdOf(t, login.body.data.token)).toBe(id)
  })

  it("refuses another member's phone or mini-program account, and tampered data", async () => {
    await loginWithMaPhone(t, '13944440041', undefined, 'ma-bind-owner')
    const token = await loginWithMpCode(t)
    expectFailure(
      await t.call(API.member.bindPhoneByMa, maPhonePayload('ma-bind-2', '13944440041'), { token }),
      40900,
      '该手机号已绑定其他账号'
    )
    expectFailure(
      await t.call(API.member.bindPhoneByMa, maPhonePayload('ma-bind-owner', '13944440042'), { token }),
      40900,
      '该微信已绑定其他账号'
    )
    const payload = maPhonePayload('ma-bind-3', '13944440043')
    expectFailure(
      await t.call(
        API.member.bindPhoneByMa,
        { ...payload, phoneEncryptedData: tamper(payload.phoneEncryptedData) },
        { token }
      ),
      41004,
      '手机号解密失败，请重新授权'
    )
    expect((await t.call(API.member.getUser, {}, { token })).body.data.phone).toBe('')
  })

  it('refuses a phone number that is not a mainland mobile, as the phone-button login does', async () => {
    const token = await loginWithMpCode(t)
    const res = await t.call(API.member.bindPhoneByMa, maPhonePayload('ma-bind-foreign', '2025550123'), { token })
    expectFailure(res, 40000, '暂不支持该手机号')
    expect((await t.call(API.member.getUser, {}, { token })).body.data.phone).toBe('')
  })
})
