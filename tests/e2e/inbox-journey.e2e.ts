import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import { launch, phoneContext, screenshot, smsCode } from './browser'
import { api, loginByPassword, onPage, open } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const bubble = (page: Page, text: string) => page.locator('.message-bubble__text', { hasText: text })
/** The count on the bottom bar's 消息 tab. */
const tabCount = (page: Page) => page.locator('.love-tabbar__item', { hasText: '消息' }).locator('.nut-badge-sup')
const iconCount = (page: Page) => page.locator('.home-header__member .nut-badge-sup')

describe('the inbox on a phone', () => {
  it('the 消息 tab counts up live as another member writes, and clears once read', async () => {
    const phone = '13966250001'
    await api(API.system.sendCaptcha, { phone, scene: 'register' })
    const { token } = await api(API.auth.regByPhone, {
      phone,
      code: await smsCode(phone),
      username: 'gu_xiao',
      password: 'demo1234'
    })
    const herId = (await api(API.member.getUser, {}, token)).id

    const her = await (await phoneContext(browser)).newPage()
    await loginByPassword(her, 'gu_xiao')
    await open(her, '/')
    await her.locator('.love-tabbar__item', { hasText: '消息' }).waitFor()
    expect(await tabCount(her).count()).toBe(0)

    // 周宁 (certified in the demo) writes twice; the tab and the icon count up without a reload.
    const zhou = (await api(API.auth.loginByAccount, { account: 'zhou_ning', password: 'demo1234' })).token
    const send = (text: string, n: number) =>
      api(
        API.message.send,
        { toUserId: herId, clientMessageId: `inbox-journey-${n}`, kind: 'text', text, image: '' },
        zhou
      )
    await send('你好，看了你的资料觉得很投缘', 1)
    await tabCount(her).getByText('1', { exact: true }).waitFor()
    await send('周末有空一起喝杯咖啡吗？', 2)
    await tabCount(her).getByText('2', { exact: true }).waitFor()
    await iconCount(her).getByText('2', { exact: true }).waitFor()
    await screenshot(her, '90-tab-unread-count')

    // The tab leads to the conversation; once she has read it the count is gone.
    await her.locator('.love-tabbar__item', { hasText: '消息' }).click()
    await onPage(her, ROUTES.messageIndex)
    await her.locator('.conversation-row', { hasText: '周宁' }).first().click()
    await onPage(her, ROUTES.messageDetail)
    await bubble(her, '喝杯咖啡').waitFor()
    await open(her, '/')
    await her.locator('.love-tabbar__item', { hasText: '消息' }).waitFor()
    await tabCount(her).waitFor({ state: 'detached' })
    expect(await iconCount(her).count()).toBe(0)
  })

  it('a member chats with her matchmaker from 红娘, and the matchmaker answers from her office', async () => {
    // 陈默 is 王红娘's customer in the demo, with her last message waiting.
    const chen = await (await phoneContext(browser)).newPage()
    await loginByPassword(chen, 'chen_mo')
    await open(chen, ROUTES.loveHongniang)
    const mine = chen.locator('.hongniang__mine')
    await mine.getByText('王红娘').waitFor()
    await screenshot(chen, '91-hongniang-my-matchmaker')
    await mine.locator('.nut-button', { hasText: '和红娘聊天' }).click()
    await onPage(chen, ROUTES.messageDetail)
    await chen.locator('.chat-header', { hasText: '专属红娘' }).waitFor()
    await bubble(chen, '西湖店').waitFor()
    await chen.locator('.composer__input').locator('input, textarea').first().fill('好的王老师，周六下午三点见！')
    await chen.locator('.composer__send').click()
    await bubble(chen, '周六下午三点见').waitFor()

    const wang = await (await phoneContext(browser)).newPage()
    await loginByPassword(wang, 'hn_wang')
    await open(wang, ROUTES.memberIndex)
    await wang.getByText('客户消息', { exact: true }).click()
    await onPage(wang, ROUTES.officeChats)
    const row = wang.locator('.conversation-row', { hasText: '陈默' }).first()
    await row.locator('.conversation-row__preview', { hasText: '周六下午三点见' }).waitFor()
    await screenshot(wang, '92-office-chats')
    await row.click()
    await onPage(wang, ROUTES.messageDetail)
    await wang.locator('.chat-header', { hasText: '我的客户' }).waitFor()
    await bubble(wang, '周六下午三点见').waitFor()
    await wang.locator('.composer__input').locator('input, textarea').first().fill('好的，我在西湖店门口等你')
    await wang.locator('.composer__send').click()

    // He sees her answer arrive on the open chat.
    await bubble(chen, '门口等你').waitFor()
    await screenshot(chen, '93-matchmaker-reply')
  })
})
