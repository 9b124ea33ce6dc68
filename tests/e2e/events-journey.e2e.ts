import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import type { EventInput } from '@contract/active'
import { launch, phoneContext, screenshot } from './browser'
import {
  api,
  input,
  loginByApi,
  loginByPassword,
  loveProfileInput,
  newLoveMember,
  onPage,
  open,
  payWith
} from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const TITLE = '周末西湖互选交友会'
const STORY_TITLE = '在互选会上遇见你'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const iso = (ms: number) => new Date(Date.now() + ms).toISOString()

/** An offline mixer in three days: women pay ¥1, men come free, every sign-up is audited, one heart each. */
function mixerComingUp(): EventInput {
  return {
    kind: 'offline',
    title: TITLE,
    cover: '',
    city: '杭州市',
    venue: '西湖文化广场三楼',
    location: null,
    signupStartsAt: iso(-HOUR),
    signupEndsAt: iso(2 * DAY),
    startsAt: iso(3 * DAY),
    endsAt: iso(3 * DAY + 3 * HOUR),
    cancelDeadline: iso(2 * DAY),
    quotaMale: 10,
    quotaFemale: 10,
    priceMale: 0,
    priceFemale: 100,
    realNameRequired: false,
    auditRequired: true,
    mutualSelection: true,
    picksPerGuest: 1,
    revealAt: iso(3 * DAY + 2 * HOUR),
    rules: '请准时到场，凭签到码入场。',
    organiser: '林小雨'
  }
}

/** The same mixer as the host starts it: begun a minute ago, the reveal in two hours. */
function mixerBegun(): EventInput {
  return {
    ...mixerComingUp(),
    signupStartsAt: iso(-DAY),
    signupEndsAt: iso(-2 * MINUTE),
    cancelDeadline: iso(-2 * MINUTE),
    startsAt: iso(-MINUTE),
    endsAt: iso(3 * HOUR),
    revealAt: iso(2 * HOUR)
  }
}

const signupCard = (page: Page, name: string) => page.locator('.managed-signup-card', { hasText: name })

describe('an event on a phone', () => {
  it('a woman pays for a mixer, is approved and signed in, picks the man who picks her, then tells their story and thanks a matchmaker', async () => {
    const lin = await loginByApi('lin_xiaoyu')
    const su = await newLoveMember('13966140002', 'xu_tong', loveProfileInput('许桐', 'female'))
    const li = await newLoveMember('13966140001', 'zhou_yu', loveProfileInput('周屿', 'male'))

    // The admin puts the mixer up.
    const draft = await api(API.active.saveEvent, mixerComingUp(), lin.token)
    const eventId = draft.id
    await api(API.active.publishEvent, { eventId }, lin.token)

    // She finds it among the coming events and signs up; the fee takes her to the cashier.
    const her = await (await phoneContext(browser)).newPage()
    await loginByPassword(her, 'xu_tong')
    await open(her, ROUTES.activeIndex)
    const card = her.locator('.event-card', { hasText: TITLE })
    await card.waitFor()
    await screenshot(her, '70-events-list')
    await card.click()
    await onPage(her, ROUTES.activeDetailSub)
    await her.locator('.event-detail__title', { hasText: TITLE }).waitFor()
    await her.locator('.event-detail__submit', { hasText: '立即报名' }).click()
    await payWith(her, '微信支付', '71-event-paid')
    await onPage(her, ROUTES.activeDetailSub)
    await her.locator('.event-detail__submit', { hasText: '等待审核' }).waitFor()
    await screenshot(her, '72-event-pending-audit')

    // He signs up too; men come free.
    await api(API.active.signUp, { eventId }, li.token)

    // Staff approve both at the sign-up desk.
    const staff = await (await phoneContext(browser)).newPage()
    await loginByPassword(staff, 'lin_xiaoyu')
    await open(staff, ROUTES.activeSignup, { id: eventId })
    await staff.locator('.signup-desk__title', { hasText: TITLE }).waitFor()
    for (const name of ['许桐', '周屿']) {
      const row = signupCard(staff, name)
      await row.locator('.decision-buttons__approve').click()
      await row.locator('.managed-signup-card__status', { hasText: '已通过' }).waitFor()
    }
    await staff.locator('.signup-desk__counts', { hasText: '已通过 2' }).waitFor()
    await screenshot(staff, '73-desk-approved')

    // Her sign-in code, with its QR, is in 我的报名.
    await open(her, ROUTES.activeMySignup)
    const mine = her.locator('.my-signup', { hasText: TITLE })
    await mine.locator('.my-signup__status', { hasText: '报名成功' }).waitFor()
    const code = (await mine.locator('.my-signup__code').textContent())?.trim() ?? ''
    expect(code).toMatch(/^\w{4,12}$/)
    await mine.locator('.my-signup__qr img[src^="data:image/svg+xml"]').waitFor()
    await screenshot(her, '74-signin-code')

    // The host starts the event.
    await api(API.active.saveEvent, { ...mixerBegun(), id: eventId }, lin.token)

    // At the door staff type her code; he is signed in by his.
    await open(staff, ROUTES.activeSignup, { id: eventId })
    await staff.locator('.signup-desk__phase', { hasText: '进行中' }).waitFor()
    await input(staff, '输入会员的签到码').fill(code)
    await staff.locator('.signup-desk__code-submit').click()
    await staff.locator('.signup-desk__result--ok', { hasText: '许桐 签到成功' }).waitFor()
    await screenshot(staff, '75-desk-signed-in')
    const his = (await api(API.active.getMySignupPage, { cursor: '', pageSize: 20 }, li.token)).list.find(
      (s) => s.eventId === eventId
    )
    await api(API.active.checkIn, { eventId, code: his?.checkInCode ?? '' }, lin.token)

    // In the room she gives her heart to him and sends it; he picks her.
    await open(her, ROUTES.activeRoom, { id: eventId })
    const liCard = her.locator('.hx-room__card', { hasText: '周屿' })
    await liCard.locator('.hx-room__heart').click()
    await her.locator('.hx-room__count', { hasText: '已选 1/1' }).waitFor()
    await her.locator('.hx-room__submit', { hasText: '提交心动选择' }).click()
    await her.getByText('心动选择已提交', { exact: true }).waitFor()
    await her.getByText('知道了', { exact: true }).click()
    await her.locator('.hx-room__submit', { hasText: '已提交' }).waitFor()
    await screenshot(her, '76-room-picked')
    await api(API.active.savePicks, { eventId, userIds: [su.id] }, li.token)

    // Staff reveal the picks.
    await open(staff, ROUTES.activeSignup, { id: eventId })
    await staff.locator('.signup-desk__mutual-line', { hasText: '已参与互选 2 人' }).waitFor()
    await staff.locator('.signup-desk__reveal').click()
    await staff.getByText('揭晓', { exact: true }).click()
    await staff.locator('.signup-desk__mutual-line--matched', { hasText: '互选成功 1 对' }).waitFor()
    await screenshot(staff, '77-desk-revealed')

    // Both see the match.
    await her.reload()
    const match = her.locator('.hx-room__match', { hasText: '周屿' })
    await match.locator('.hx-room__matched', { hasText: '互选成功' }).waitFor()
    await screenshot(her, '78-room-matched')
    const hisRoom = await api(API.active.getRoom, { eventId }, li.token)
    expect(hisRoom.matches.map((m) => m.nickname)).toEqual(['许桐'])

    // She tells their story, naming him by his member id.
    await open(her, ROUTES.xixunFeedback)
    await input(her, '请输入对方的会员ID').fill(String(li.id))
    await input(her, '给你们的故事起个标题').fill(STORY_TITLE)
    await her.locator('.choice-chips__chip', { hasText: '恋爱中' }).click()
    await input(her, '例如：线下交友活动、红娘牵线').fill(TITLE)
    await her
      .locator('textarea[placeholder^="你们是怎样相识"]')
      .fill('互选会上我们都把心动给了对方，散场后一起沿着湖边走了很久，现在每个周末都一起去爬山。')
    await her.locator('.story-feedback__submit').click()
    await her.getByText('已提交，等待对方确认', { exact: true }).waitFor()
    await screenshot(her, '79-story-sent')
    const [story] = (await api(API.xixun.getMyStories, {}, li.token)).filter((s) => s.title === STORY_TITLE)
    await api(API.xixun.confirmStory, { storyId: story.id, confirm: true }, li.token)

    // Staff publish it; everyone reads it in 脱单喜讯.
    await open(staff, ROUTES.staffXixun)
    const review = staff.locator('.queue-card', { hasText: STORY_TITLE })
    await review.locator('.decision-buttons__approve').click()
    await review.waitFor({ state: 'detached' })
    await open(her, ROUTES.xixunIndex)
    await her.locator('.story-card', { hasText: STORY_TITLE }).waitFor()
    await screenshot(her, '80-story-published')

    // She thanks a matchmaker with a pennant; it waits for review.
    await open(her, ROUTES.xixunSendFlag)
    await her.locator('.send-flag__matchmaker', { hasText: '陈姐' }).click()
    await her.locator('.send-flag__template').nth(2).click()
    await her.locator('textarea[placeholder^="感谢红娘的用心牵线"]').fill('谢谢陈姐组织的互选会，让我们遇见了彼此！')
    await her.locator('.send-flag__submit').click()
    await onPage(her, ROUTES.xixunFlagDetails)
    await her.locator('.flag-details__status-label', { hasText: '审核中' }).waitFor()
    await her.locator('.flag-details__words-text', { hasText: '谢谢陈姐组织的互选会' }).waitFor()
    await screenshot(her, '81-pennant-pending')
  })
})
