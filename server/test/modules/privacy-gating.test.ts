import { API } from '@contract/api'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, man, member, profileInput, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const NEEDS_PROFILE = '完善交友资料后即可查看会员详情'
const FIRST_PAGE = { cursor: '', pageSize: 20 }

const detail = (who: Lover, userId: number) =>
  t.call(API.loveFeed.getDetail, { userId }, { token: who.token, host: who.host })

async function viewersOf(who: Lover): Promise<number[]> {
  const res = await t.call(API.loveSocial.getViewersPage, FIRST_PAGE, { token: who.token, host: who.host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.list.map((i) => i.card.userId)
}

describe('member details need a dating profile (the promise on /pages/love/noreg)', () => {
  it('refuses a member without a dating profile and leaves no view behind', async () => {
    const target = await lover(t)
    const stranger = await member(t)
    expectFailure(await detail(stranger, target.id), 40300, NEEDS_PROFILE)
    // The same answer for an id nobody has: the refusal tells nothing about who exists.
    expectFailure(await detail(stranger, 9_999_999), 40300, NEEDS_PROFILE)
    expect(await viewersOf(target)).toEqual([])
  })

  it('opens the detail once the member completes a profile, and the view then reaches 谁看过我', async () => {
    const target = await lover(t)
    const newcomer = await member(t)
    expectFailure(await detail(newcomer, target.id), 40300, NEEDS_PROFILE)
    const signUp = await t.call(API.loveProfile.signUp, profileInput({ gender: 'male', nickname: '新来的' }), {
      token: newcomer.token
    })
    expect(signUp.body.code).toBe(20000)
    const opened = await detail(newcomer, target.id)
    expect(opened.body).toMatchObject({ code: 20000, data: { userId: target.id } })
    expect(await viewersOf(target)).toEqual([newcomer.id])
  })

  it("still keeps another city's members out of reach for a member with a profile", async () => {
    const target = await lover(t)
    const elsewhere = await man(t, {}, HOST_B)
    expectFailure(await detail(elsewhere, target.id), 40400, '该会员不存在或已隐藏资料')
    const elsewhereWithout = await member(t, HOST_B)
    expectFailure(await detail(elsewhereWithout, target.id), 40300, NEEDS_PROFILE)
  })
})
