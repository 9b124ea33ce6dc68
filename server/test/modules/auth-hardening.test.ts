import { API } from '@contract/api'
import { consumeCaptcha } from '../../src/modules/system/captcha.service'
import { setMemberStatus } from '../../src/modules/auth/service'
import { buildTestApp, HOST_A, HOST_B, lastSmsCode, loginWithSms, type TestApp } from '../helpers/app'
import { expectFailure, expectUnauthorized, loginWithMaPhone, userIdOf } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const LOCKED = '密码错误次数过多，请15分钟后再试'
const LOOKUPS_TOO_FAST = '查询太频繁，请稍后再试'

/** Six-digit codes that are all different from `right`. */
function wrongCodes(right: string, count: number): string[] {
  const codes: string[] = []
  for (let n = 0; codes.length < count; n++) {
    const code = String((n * 7919) % 1_000_000).padStart(6, '0')
    if (code !== right && !codes.includes(code)) codes.push(code)
  }
  return codes
}

/** Registers a member with a username and password (leaving SMS login unspent); returns that session's token. */
async function memberWithPassword(phone: string, username: string, password: string): Promise<string> {
  await t.call(API.system.sendCaptcha, { phone, scene: 'register' })
  const code = await lastSmsCode(t, phone)
  const res = await t.call(API.auth.regByPhone, { phone, code, username, password })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.token
}

async function passwordLogin(account: string, password: string, host?: string) {
  return t.call(API.auth.loginByAccount, { account, password }, { host })
}

async function tokenByPassword(account: string, password: string): Promise<string> {
  const res = await passwordLogin(account, password)
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.token
}

/** The HTTP status getUser answers a token with: 200 while its session lives, 401 once it has ended. */
const getUserStatus = async (token: string) => (await t.call(API.member.getUser, {}, { token })).status

describe('SMS code guessing', () => {
  it('evaluates at most 5 of 40 parallel wrong guesses, and then refuses the right code too', async () => {
    const phone = '13755550001'
    await t.call(API.system.sendCaptcha, { phone, scene: 'login' })
    const code = await lastSmsCode(t, phone)
    // Half arrive over HTTP as an attacker sends them; the other half go straight to the service,
    // which lands them on the database at the same moment (in-process HTTP only sometimes does).
    const guesses = wrongCodes(code, 40)
    const msgs = await Promise.all([
      ...guesses.slice(0, 20).map(async (guess) => {
        const res = await t.call(API.auth.loginByPhone, { phone, code: guess })
        expect(res.body).toMatchObject({ code: 41001, data: null })
        return res.body.msg
      }),
      ...guesses.slice(20).map((guess) =>
        consumeCaptcha(t.app.db, { tenantId: 1, phone, scene: 'login', code: guess }).then(
          () => 'accepted',
          (err: Error) => err.message
        )
      )
    ])
    expect(msgs.filter((m) => m === '验证码错误')).toHaveLength(5)
    expect(msgs.filter((m) => m === '验证码错误次数过多，请重新获取')).toHaveLength(35)
    expectFailure(await t.call(API.auth.loginByPhone, { phone, code }), 41001, '验证码错误次数过多，请重新获取')
  })
})

describe('password lockout', () => {
  it('after 10 wrong passwords by username, refuses the right one by phone; SMS login and other members still work', async () => {
    await memberWithPassword('13755550010', 'locked_01', 'right-pass1')
    await memberWithPassword('13755550011', 'bystander01', 'right-pass2')
    for (let i = 0; i < 10; i++) expectFailure(await passwordLogin('locked_01', `wrong-${i}`), 41002, '账号或密码错误')
    for (const account of ['13755550010', 'LOCKED_01']) {
      // A business answer, not HTTP 429: the login page shows why and how long, instead of the busy page.
      expectFailure(await passwordLogin(account, 'right-pass1'), 41002, LOCKED)
    }
    expect((await passwordLogin('bystander01', 'right-pass2')).body.code).toBe(20000)
    expect((await passwordLogin('locked_01', 'right-pass1', HOST_B)).body).toEqual({
      code: 41002,
      msg: '账号或密码错误',
      data: null
    })
    const viaSms = await loginWithSms(t, '13755550010')
    expect(await getUserStatus(viaSms)).toBe(200)
  })

  it('lets at most 10 of 30 parallel wrong guesses be checked, then refuses the right password', async () => {
    await memberWithPassword('13755550020', 'racer_01', 'right-pass3')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => passwordLogin(i % 2 ? 'racer_01' : '13755550020', `guess-${i}`))
    )
    expect(answers.filter((a) => a.body.msg === '账号或密码错误')).toHaveLength(10)
    expect(answers.filter((a) => a.body.msg === LOCKED)).toHaveLength(20)
    expect((await passwordLogin('racer_01', 'right-pass3')).body.msg).toBe(LOCKED)
  })

  it('forgets earlier mistakes once the member gets the password right', async () => {
    await memberWithPassword('13755550030', 'forgetful01', 'right-pass4')
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++)
        expectFailure(await passwordLogin('forgetful01', `oops-${i}`), 41002, '账号或密码错误')
      expect((await passwordLogin('13755550030', 'right-pass4')).body.code).toBe(20000)
    }
  })
})

describe('sessions end when the credentials or the status change', () => {
  it('a password change ends the member’s other sessions and keeps the one that made it', async () => {
    const here = await memberWithPassword('13755550040', 'changer01', 'old-pass1')
    const elsewhere = await tokenByPassword('changer01', 'old-pass1')
    const res = await t.call(
      API.member.setPassword,
      { password: 'new-pass1', oldPassword: 'old-pass1' },
      { token: here }
    )
    expect(res.body.code).toBe(20000)
    expectUnauthorized(await t.call(API.member.getUser, {}, { token: elsewhere }), '登录已过期，请重新登录')
    expect(await getUserStatus(here)).toBe(200)
    expect((await passwordLogin('changer01', 'new-pass1')).body.code).toBe(20000)
  })

  it('a session alone cannot replace a password through completing the account again', async () => {
    const first = await memberWithPassword('13755550041', 'again01', 'old-pass2')
    const second = await tokenByPassword('again01', 'old-pass2')
    const res = await t.call(
      API.member.completeAccountPass,
      { username: 'again01', password: 'new-pass2' },
      { token: second }
    )
    expectFailure(res, 40000, '已设置过密码，如需修改请在账号安全中操作')
    expect((await passwordLogin('again01', 'old-pass2')).body.code).toBe(20000)
    expect(await getUserStatus(first)).toBe(200)
  })

  it('binding another phone ends the other sessions', async () => {
    const here = await memberWithPassword('13755550042', 'mover01', 'pass-mover1')
    const elsewhere = await tokenByPassword('mover01', 'pass-mover1')
    await t.call(API.system.sendCaptcha, { phone: '13755550043', scene: 'bindPhone' })
    const code = await lastSmsCode(t, '13755550043')
    expect((await t.call(API.member.bindPhone, { phone: '13755550043', code }, { token: here })).body.data.phone).toBe(
      '13755550043'
    )
    expect(await getUserStatus(elsewhere)).toBe(401)
    expect(await getUserStatus(here)).toBe(200)
  })

  it('a mini-program login that brings another phone ends the sessions signed in with the old one', async () => {
    const before = await loginWithMaPhone(t, '13755550045', HOST_A, 'ma-phone-moves')
    const after = await loginWithMaPhone(t, '13755550046', HOST_A, 'ma-phone-moves')
    expect(await getUserStatus(before)).toBe(401)
    expect((await t.call(API.member.getUser, {}, { token: after })).body.data.phone).toBe('13755550046')
  })

  it('disabling a member ends every session, and re-enabling does not bring them back', async () => {
    const one = await memberWithPassword('13755550044', 'paused01', 'pass-paused1')
    const two = await tokenByPassword('paused01', 'pass-paused1')
    const id = await userIdOf(t, one)
    await setMemberStatus(t.app.db, 1, id, 'disabled')
    expectFailure(await passwordLogin('paused01', 'pass-paused1'), 41003, '账号已被禁用，请联系客服')
    await setMemberStatus(t.app.db, 1, id, 'active')
    for (const token of [one, two]) expect(await getUserStatus(token)).toBe(401)
    expect(await getUserStatus(await tokenByPassword('paused01', 'pass-paused1'))).toBe(200)
  })
})

describe('account lookups', () => {
  let fresh: TestApp
  beforeEach(async () => {
    fresh = await buildTestApp()
  })
  afterEach(async () => {
    await fresh.close()
  })

  it('checkPhone answers 10 lookups per phone-number block in 10 minutes; other blocks and tenants still answer', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await fresh.call(API.user.checkPhone, { phone: `1375551${String(i).padStart(4, '0')}` })).body.code).toBe(
        20000
      )
    }
    const blocked = await fresh.call(API.user.checkPhone, { phone: '13755519999' })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ code: 42900, msg: LOOKUPS_TOO_FAST, data: null })
    expect((await fresh.call(API.user.checkPhone, { phone: '13755529999' })).body.code).toBe(20000)
    expect((await fresh.call(API.user.checkPhone, { phone: '13755519999' }, { host: HOST_B })).body.code).toBe(20000)
  })

  it('one IP gets 20 phone or username lookups an hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await fresh.call(API.user.checkPhone, { phone: `13${i}55550000` })).body.code).toBe(20000)
      expect((await fresh.call(API.user.checkUserName, { username: `someone${i}` })).body.code).toBe(20000)
    }
    for (const res of [
      await fresh.call(API.user.checkPhone, { phone: '18855550000' }),
      await fresh.call(API.user.checkUserName, { username: 'someone99' })
    ]) {
      expect(res.status).toBe(429)
      expect(res.body.msg).toBe(LOOKUPS_TOO_FAST)
    }
  })
})
