import type { Browser } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import { launch, phoneContext, screenshot, smsCode } from './browser'
import { api, bubble, loginByPassword, loveProfileInput, modalButton, newLoveMember, onPage, open } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('mutual likes and daily picks on a phone', () => {
  it('she likes him, he likes her back from her page, they are matched and chat; he opens 每日推荐', async () => {
    const her = await newLoveMember('13966252001', 'lu_yao', loveProfileInput('陆瑶', 'female'))
    const he = await newLoveMember('13966252002', 'he_xin', loveProfileInput('何昕', 'male'))
    const him = await (await phoneContext(browser)).newPage()
    await loginByPassword(him, 'he_xin')
    // She liked him first; to him it is private until he likes her too.
    await api(API.loveMatch.like, { userId: he.id }, her.token)

    await open(him, ROUTES.loveDetail, { id: her.id })
    await him.locator('.love-detail__like', { hasText: '喜欢TA' }).click()
    await him.getByText('你们互相喜欢了！').waitFor()
    await screenshot(him, '90-likes-matched')
    await modalButton(him, '去聊天').click()
    await onPage(him, ROUTES.messageDetail)
    // No real-name certification and no new-chat allowance spent: a match opens the chat.
    const greeting = him.locator('.greeting-list__item').first()
    const text = (await greeting.textContent()) ?? ''
    await greeting.click()
    await bubble(him, text).waitFor()

    await open(him, ROUTES.loveLikes, { tab: 'matches' })
    await him.locator('.member-row', { hasText: '陆瑶' }).getByText('聊天', { exact: true }).waitFor()
    await screenshot(him, '91-likes-matches')
    // Who likes him is a VIP view: without VIP, the count, blurred faces and the way to VIP.
    await him.getByText('喜欢我的 1', { exact: true }).click()
    await him.getByText('有 1 位会员喜欢你').waitFor()
    await him.locator('.love-likes__locked').getByText('开通VIP查看', { exact: true }).waitFor()
    await screenshot(him, '91-likes-liked-me-locked')

    await open(him, '/')
    await him.getByText('每日推荐', { exact: true }).click()
    await onPage(him, ROUTES.loveDailyPicks)
    await him.locator('.daily-picks .member-card__reason').first().waitFor()
    await screenshot(him, '92-daily-picks')
  })

  it("the demo city's member 186 0100 0006 finds her match with the chat open, and more men who like her", async () => {
    const phone = '18601000006'
    await api(API.system.sendCaptcha, { phone, scene: 'login' })
    const { token } = await api(API.auth.loginByPhone, { phone, code: await smsCode(phone) })
    const matches = await api(API.loveMatch.getMatchPage, { cursor: '', pageSize: 20 }, token)
    expect(matches.list).toHaveLength(1)
    const chat = await api(API.message.openConversation, { userId: matches.list[0].card.userId }, token)
    expect(chat.canSend).toBe(true)
    expect((await api(API.loveMatch.getLikeSummary, {}, token)).likedMeCount).toBeGreaterThanOrEqual(4)
  })
})
