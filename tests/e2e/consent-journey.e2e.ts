import type { Browser } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import { launch, phoneContext, screenshot } from './browser'
import {
  api,
  dragNutWheel,
  input,
  loginByApi,
  loginByPassword,
  lookUpForCustomer,
  loveProfileInput,
  modalButton,
  newLoveMember,
  onPage,
  open
} from './journey'

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

describe('a date with another office’s member waits for her consent', () => {
  it('陈姐 invites 李老师’s customer for hers → 待对方确认 → he accepts from the notice → 已安排 in the office', async () => {
    // 林晚 is 陈姐's new customer; 沈言 is 李老师's (滨江门店), not 陈姐's. Both live in 杭州, and each
    // one's age and height suit what the other wishes for: the reasons 陈姐 reads say so.
    const lin = await newLoveMember(
      '13966170002',
      'lin_wan',
      loveProfileInput(CUSTOMER, 'female', {
        birthDate: '1995-02-14',
        mate: { ageMin: 27, ageMax: 38, heightMin: 170, heightMax: 190 }
      })
    )
    await api(API.crm.claimLead, { userId: lin.id }, (await loginByApi('chen_jie')).token)
    const shen = await newLoveMember(
      '13966170001',
      'shen_yan',
      loveProfileInput(INVITED, 'male', {
        birthDate: '1993-06-08',
        height: 180,
        mate: { ageMin: 24, ageMax: 35, heightMin: 155, heightMax: 172 }
      })
    )
    await api(API.crm.claimLead, { userId: shen.id }, (await loginByApi('hn_li')).token)

    // 陈姐 picks her customer, sees why 沈言 suits her in words, and invites him.
    const staff = await (await phoneContext(browser)).newPage()
    await loginByPassword(staff, 'chen_jie')
    await open(staff, ROUTES.officeAddDate)
    await lookUpForCustomer(staff, CUSTOMER, INVITED)
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
    await modalButton(him, '接受').click()
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
