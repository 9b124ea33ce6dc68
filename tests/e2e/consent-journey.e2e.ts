import type { Browser } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import type { LoveProfileInput } from '@contract/love'
import { launch, phoneContext, screenshot, smsCode } from './browser'
import { api, dragNutWheel, input, loginByPassword, onPage, open } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const CUSTOMER = '林晚'
const INVITED = '沈言'
const PLACE = '湖滨银泰·咖啡馆'

/** A member new to the site, registered as the register page does it, with her dating profile. */
async function register(phone: string, username: string, profile: LoveProfileInput): Promise<number> {
  await api(API.system.sendCaptcha, { phone, scene: 'register' })
  const { token } = await api(API.auth.regByPhone, {
    phone,
    code: await smsCode(phone),
    username,
    password: 'demo1234'
  })
  await api(API.loveProfile.signUp, profile, token)
  return (await api(API.member.getUser, {}, token)).id
}

async function login(account: string): Promise<{ token: string; id: number }> {
  const { token } = await api(API.auth.loginByAccount, { account, password: 'demo1234' })
  return { token, id: (await api(API.member.getUser, {}, token)).id }
}

const customerProfile = (): LoveProfileInput => ({
  ...invitedProfile(),
  nickname: CUSTOMER,
  gender: 'female',
  birthDate: '1995-02-14',
  height: 163,
  weight: 50,
  education: 'bachelor',
  occupation: '教师',
  aboutMe: '在杭州当语文老师，喜欢读书、爬山和做甜点，希望遇到一个稳重有担当的人。',
  mate: { ageMin: 27, ageMax: 38, heightMin: 170, heightMax: 190, educationMin: '', city: '', marital: '' }
})

function invitedProfile(): LoveProfileInput {
  return {
    nickname: INVITED,
    gender: 'male',
    birthDate: '1993-06-08',
    height: 180,
    weight: 72,
    education: 'master',
    occupation: '医生',
    income: '20to50k',
    marital: 'single',
    hometownProvince: '浙江省',
    hometownCity: '杭州市',
    residenceProvince: '浙江省',
    residenceCity: '杭州市',
    house: 'own',
    car: 'own',
    aboutMe: '在医院做心内科医生，平时喜欢游泳和听播客，希望认识一个善良爱笑的女生。',
    mate: { ageMin: 24, ageMax: 35, heightMin: 155, heightMax: 172, educationMin: '', city: '', marital: '' }
  }
}

describe('a date with another office’s member waits for her consent', () => {
  it('陈姐 invites 李老师’s customer for hers → 待对方确认 → he accepts from the notice → 已安排 in the office', async () => {
    // 林晚 is 陈姐's new customer; 沈言 is 李老师's (滨江门店), not 陈姐's.
    const lin = await register('13966170002', 'lin_wan', customerProfile())
    await api(API.crm.claimLead, { userId: lin }, (await login('chen_jie')).token)
    const shen = await register('13966170001', 'shen_yan', invitedProfile())
    await api(API.crm.claimLead, { userId: shen }, (await login('hn_li')).token)

    // 陈姐 picks her customer, sees why 沈言 suits her in words, and invites him.
    const staff = await (await phoneContext(browser)).newPage()
    await loginByPassword(staff, 'chen_jie')
    await open(staff, ROUTES.officeAddDate)
    await input(staff, '搜索我的客户昵称或ID').fill(CUSTOMER)
    await staff.locator('.match-search__button').click()
    await staff.locator('.match-chooser__item', { hasText: CUSTOMER }).locator('.match-chooser__pick').click()
    await staff.locator('.match-chooser__role', { hasText: '当前客户' }).waitFor()
    await input(staff, '搜索会员昵称或ID').fill(INVITED)
    await staff.locator('.match-search__button').click()
    const candidate = staff.locator('.match-chooser__item', { hasText: INVITED })
    // Up to three reasons joined by dots, e.g. 同城 · 年龄相符 · 身高相符.
    await candidate.locator('.match-chooser__reasons', { hasText: /^[^·]+( · [^·]+){0,2}$/ }).waitFor()
    expect(await staff.getByText(/匹配度 ?\d+/).count()).toBe(0)
    await screenshot(staff, '150-candidate-reasons')
    await candidate.locator('.office-add-date__pick').click()
    await input(staff, '如：西湖边·湖畔咖啡馆').fill(PLACE)
    await staff.locator('.datetime-row').click()
    // The same time next year: well ahead, whatever day it is now.
    await dragNutWheel(staff, await staff.context().newCDPSession(staff), 0, 1)
    await staff.locator('.nut-picker-confirm-btn').filter({ visible: true }).click()
    await staff.locator('.datetime-row:not(.datetime-row--empty)').waitFor()
    await staff.locator('.office-add-date__submit', { hasText: '确认安排' }).click()
    await staff.getByText('邀请已发出，待对方确认').waitFor()
    await onPage(staff, ROUTES.officeDates)
    const card = staff.locator('.date-card', { hasText: CUSTOMER }).filter({ hasText: INVITED })
    await card.locator('.date-card__status', { hasText: '待对方确认' }).waitFor()
    await card.getByText('对方不是你的客户，需对方本人或其红娘接受后才算安排成功').waitFor()
    await card.locator('.date-card__action--withdraw', { hasText: '撤回邀请' }).waitFor()
    expect(await card.locator('.date-card__action--remind').count()).toBe(0)
    await screenshot(staff, '151-invitation-pending')

    // 沈言 reads the notice, opens his dates from it and accepts.
    const him = await (await phoneContext(browser)).newPage()
    await loginByPassword(him, 'shen_yan')
    await open(him, ROUTES.messageIndex, { tab: 'notice' })
    await him.locator('.notice-row__title', { hasText: '有人想约你见面' }).click()
    await onPage(him, ROUTES.myDates)
    const mine = him.locator('.my-date-card', { hasText: CUSTOMER })
    await mine.locator('.my-date-card__status', { hasText: '待你确认' }).waitFor()
    await mine.getByText('邀请你们见面，接受后才会安排').waitFor()
    await screenshot(him, '152-invited-member')
    await mine.locator('.my-date-card__accept', { hasText: '接受邀请' }).click()
    await him.locator('.taro-modal__foot').filter({ visible: true }).getByText('接受', { exact: true }).click()
    await mine.locator('.my-date-card__status', { hasText: '已安排' }).waitFor()
    expect(await mine.locator('.my-date-card__accept').count()).toBe(0)
    await screenshot(him, '153-invitation-accepted')

    // The office sees it arranged; 签到 waits for the day.
    await staff.reload()
    await card.locator('.date-card__status', { hasText: '已安排' }).waitFor()
    await card.getByText('约会当天可签到').waitFor()
    expect(await card.locator('.date-card__action--check_in').count()).toBe(0)
    await screenshot(staff, '154-date-arranged')
  })
})
