import { API } from '@contract/api'
import { DevWechatProvider, jsapiSignature } from '../../src/providers/wechat'
import { buildTestApp, HOST_B, loginWithSms, type TestApp } from '../helpers/app'
import { expectFailure, maPhonePayload, tamper, userIdOf } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('checkWechat', () => {
  it('reports messaging-app login as available in dev mode', async () => {
    const res = await t.call(API.auth.checkWechat, {})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: 20000, msg: 'success', data: { wxLoginEnabled: true, mode: 'dev' } })
  })
})

describe('mini-program login (loginByMaCode / loginByMaPhone)', () => {
  it('tells the client an unknown mini-program account is not registered, without a session', async () => {
    const res = await t.call(API.auth.loginByMaCode, { code: 'ma-unknown-1' })
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toEqual({
      registered: false,
      token: '',
      needBindPhone: true,
      needBindWx: false,
      needCompleteAccount: false
    })
  })

  it('signs up with the phone button, then the silent login with the same code finds the member', async () => {
    const code = 'ma-signup-1'
    const res = await t.call(API.auth.loginByMaPhone, {
      ...maPhonePayload(code, '13922220001'),
      customerUserName: '小程序用户'
    })
    expect(res.body.code).toBe(20000)
    expect(res.body.data.token).toMatch(/^[\w-]{40,}$/)
    expect(res.body.data).toMatchObject({ needBindPhone: false, needCompleteAccount: true })

    const user = await t.call(API.member.getUser, {}, { token: res.body.data.token })
    expect(user.body.data).toMatchObject({
      phone: '13922220001',
      nickname: '小程序用户',
      wxBound: true,
      hasPassword: false
    })

    const again = await t.call(API.auth.loginByMaCode, { code })
    expect(again.body.data.registered).toBe(true)
    expect(again.body.data.token).not.toBe('')
    expect(again.body.data.token).not.toBe(res.body.data.token)
    expect(await userIdOf(t, again.body.data.token)).toBe(user.body.data.id)
  })

  it('links the phone button to the member who already registered that phone by SMS', async () => {
    const smsToken = await loginWithSms(t, '13922220002')
    const smsId = await userIdOf(t, smsToken)
    const res = await t.call(API.auth.loginByMaPhone, maPhonePayload('ma-link-1', '13922220002'))
    expect(res.body.code).toBe(20000)
    const user = await t.call(API.member.getUser, {}, { token: res.body.data.token })
    expect(user.body.data).toMatchObject({ id: smsId, phone: '13922220002', wxBound: true })
  })

  it('refuses a mini-program account already tied to another phone', async () => {
    const code = 'ma-conflict-1'
    expect((await t.call(API.auth.loginByMaPhone, maPhonePayload(code, '13922220003'))).body.code).toBe(20000)
    await loginWithSms(t, '13922220004')
    const res = await t.call(API.auth.loginByMaPhone, maPhonePayload(code, '13922220004'))
    expectFailure(res, 40900, '该微信已绑定其他手机号')
  })

  it('refuses tampered encrypted data with code 41004', async () => {
    const payload = maPhonePayload('ma-tamper-1', '13922220005')
    const res = await t.call(API.auth.loginByMaPhone, {
      ...payload,
      phoneEncryptedData: tamper(payload.phoneEncryptedData)
    })
    expectFailure(res, 41004, '手机号解密失败，请重新授权')
    expect((await t.call(API.user.checkPhone, { phone: '13922220005' })).body.data.exists).toBe(false)
  })

  it('refuses data encrypted for another login code, a bad iv, or a payload without a phone', async () => {
    const other = maPhonePayload('ma-key-a', '13922220006')
    expectFailure(
      await t.call(API.auth.loginByMaPhone, { ...other, code: 'ma-key-b' }),
      41004,
      '手机号解密失败，请重新授权'
    )
    expectFailure(
      await t.call(API.auth.loginByMaPhone, { ...other, phoneIv: 'c2hvcnQ=' }),
      41004,
      '手机号解密失败，请重新授权'
    )
    const noPhone = maPhonePayload('ma-nophone', '', { phoneNumber: undefined, purePhoneNumber: undefined })
    expectFailure(await t.call(API.auth.loginByMaPhone, noPhone), 41004, '手机号解密失败，请重新授权')
  })

  it('refuses a phone number that is not a mainland mobile', async () => {
    const res = await t.call(API.auth.loginByMaPhone, maPhonePayload('ma-foreign', '2025550123'))
    expectFailure(res, 41002, '暂不支持该手机号')
  })

  it("answers the code 'invalid' (an expired login code) with 41004 on both calls", async () => {
    expectFailure(await t.call(API.auth.loginByMaCode, { code: 'invalid' }), 41004, '登录凭证无效，请重试')
    const payload = maPhonePayload('invalid', '13922220007')
    expectFailure(await t.call(API.auth.loginByMaPhone, payload), 41004, '登录凭证无效，请重试')
  })

  it('rejects missing or malformed fields as bad input', async () => {
    expectFailure(await t.call(API.auth.loginByMaCode, {}), 40000, '请输入正确的验证码')
    expectFailure(await t.call(API.auth.loginByMaCode, { code: '' }), 40000, '请输入正确的验证码')
    expectFailure(await t.call(API.auth.loginByMaCode, { code: 42 }), 40000, '请输入正确的验证码')
    expectFailure(
      await t.call(API.auth.loginByMaPhone, { code: 'ma-x', phoneIv: 'abc' }),
      40000,
      '参数 phoneEncryptedData 不正确'
    )
  })

  it('keeps tenants apart: a mini-program member of A is unknown on B', async () => {
    const code = 'ma-tenant-1'
    expect((await t.call(API.auth.loginByMaPhone, maPhonePayload(code, '13922220008'))).body.code).toBe(20000)
    const onB = await t.call(API.auth.loginByMaCode, { code }, { host: HOST_B })
    expect(onB.body.data).toMatchObject({ registered: false, token: '' })
    expect((await t.call(API.user.checkPhone, { phone: '13922220008' }, { host: HOST_B })).body.data.exists).toBe(false)
  })
})

describe('messaging-app browser login (loginByMpCode / generateMpAuthUrl)', () => {
  it('creates a member who must still bind a phone and complete the account', async () => {
    const res = await t.call(API.auth.loginByMpCode, { code: 'mp-new-1' })
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toMatchObject({ needBindPhone: true, needBindWx: false, needCompleteAccount: true })
    expect(res.body.data.token).not.toBe('')
    const user = await t.call(API.member.getUser, {}, { token: res.body.data.token })
    expect(user.body.data).toMatchObject({ phone: '', username: '', nickname: '微信用户', headPic: '', wxBound: true })
  })

  it('logs the same messaging-app account into the same member the second time', async () => {
    const first = await t.call(API.auth.loginByMpCode, { code: 'mp-again-1' })
    const second = await t.call(API.auth.loginByMpCode, { code: 'mp-again-1' })
    expect(second.body.code).toBe(20000)
    expect(await userIdOf(t, second.body.data.token)).toBe(await userIdOf(t, first.body.data.token))
  })

  it("creates a separate member on tenant B, and A's token is useless there", async () => {
    const onA = await t.call(API.auth.loginByMpCode, { code: 'mp-tenant-1' })
    const onB = await t.call(API.auth.loginByMpCode, { code: 'mp-tenant-1' }, { host: HOST_B })
    expect(onB.body.code).toBe(20000)
    expect(await userIdOf(t, onB.body.data.token, HOST_B)).not.toBe(await userIdOf(t, onA.body.data.token))
    expect((await t.call(API.member.getUser, {}, { token: onA.body.data.token, host: HOST_B })).status).toBe(401)
  })

  it("answers the code 'invalid' with 41004", async () => {
    expectFailure(await t.call(API.auth.loginByMpCode, { code: 'invalid' }), 41004, '登录凭证无效，请重试')
  })

  it('in dev mode returns the redirect URL itself with code and state appended, keeping query and fragment', async () => {
    const res = await t.call(API.auth.generateMpAuthUrl, {
      redirectUrl: 'https://a.love.test/pages/login/index?from=share#top',
      state: 'st-1'
    })
    expect(res.body.code).toBe(20000)
    const url = new URL(res.body.data.url)
    expect(url.origin + url.pathname).toBe('https://a.love.test/pages/login/index')
    expect(url.searchParams.get('from')).toBe('share')
    expect(url.searchParams.get('state')).toBe('st-1')
    expect(url.searchParams.get('code')).toMatch(/^dev-[0-9a-f]{16}$/)
    expect(url.hash).toBe('#top')

    // The code in that URL is what the page then logs in with.
    const login = await t.call(API.auth.loginByMpCode, { code: url.searchParams.get('code') ?? '' })
    expect(login.body.code).toBe(20000)
  })

  it('generates a state when none is given and a fresh code every time', async () => {
    const a = new URL((await t.call(API.auth.generateMpAuthUrl, { redirectUrl: 'http://a.love.test/x' })).body.data.url)
    const b = new URL((await t.call(API.auth.generateMpAuthUrl, { redirectUrl: 'http://a.love.test/x' })).body.data.url)
    expect(a.searchParams.get('state')).toMatch(/^[0-9a-f]{16}$/)
    expect(a.searchParams.get('code')).not.toBe(b.searchParams.get('code'))
  })

  it('refuses a redirect that is not an http(s) URL', async () => {
    for (const redirectUrl of ['javascript:alert(1)', 'ftp://a.love.test/', '/pages/login', '']) {
      expectFailure(await t.call(API.auth.generateMpAuthUrl, { redirectUrl }), 40000, '请输入正确的回跳链接')
    }
    expectFailure(await t.call(API.auth.generateMpAuthUrl, {}), 40000, '请输入正确的回跳链接')
  })
})

describe('getWxJsapiSignature', () => {
  it('signs the page URL with the dev ticket and the dev app id', async () => {
    const url = 'https://a.love.test/pages/love/detail?id=3#frag'
    const before = Math.floor(Date.now() / 1000)
    const res = await t.call(API.wx.getWxJsapiSignature, { url })
    expect(res.body.code).toBe(20000)
    const { appId, timestamp, nonceStr, signature } = res.body.data
    const dev = new DevWechatProvider()
    expect(appId).toBe(dev.mpAppId)
    expect(timestamp).toBeGreaterThanOrEqual(before)
    expect(timestamp).toBeLessThanOrEqual(before + 5)
    expect(nonceStr).toMatch(/^[0-9a-f]{16}$/)
    expect(signature).toBe(jsapiSignature(await dev.getJsapiTicket(), nonceStr, timestamp, url))
  })

  it('refuses a URL that is not http(s)', async () => {
    expectFailure(await t.call(API.wx.getWxJsapiSignature, { url: 'javascript:void(0)' }), 40000, '请输入正确的链接')
    expectFailure(await t.call(API.wx.getWxJsapiSignature, {}), 40000, '请输入正确的链接')
  })
})
