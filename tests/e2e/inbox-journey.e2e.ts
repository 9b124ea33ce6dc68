import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import { launch, phoneContext, screenshot } from './browser'
import {
  api,
  bubble,
  input,
  loginByApi,
  loginByPassword,
  loveProfileInput,
  newLoveMember,
  onPage,
  open,
  registerByApi,
  writeInChat
} from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** The count on the bottom bar's 消息 tab. */
const tabCount = (page: Page) => page.locator('.love-tabbar__item', { hasText: '消息' }).locator('.nut-badge-sup')
const iconCount = (page: Page) => page.locator('.home-header__member .nut-badge-sup')
/** The count on the 客户消息 button of 红娘办公室. */
const officeCount = (page: Page) =>
  page.locator('.office__links .badge', { hasText: '客户消息' }).locator('.nut-badge-sup')

describe('the inbox on a phone', () => {
  it('the 消息 tab counts up live as another member writes, and clears once read', async () => {
    const herId = (await registerByApi('13966250001', 'gu_xiao')).id

    const her = await (await phoneContext(browser)).newPage()
    await loginByPassword(her, 'gu_xiao')
    await open(her, '/')
    await her.locator('.love-tabbar__item', { hasText: '消息' }).waitFor()
    expect(await tabCount(her).count()).toBe(0)

    // 周宁 (certified in the demo) writes twice; the tab and the icon count up without a reload.
    const zhou = (await loginByApi('zhou_ning')).token
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
    await writeInChat(chen, '好的王老师，周六下午三点见！')
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
    await writeInChat(wang, '好的，我在西湖店门口等你')

    // He sees her answer arrive on the open chat.
    await bubble(chen, '门口等你').waitFor()
    await screenshot(chen, '93-matchmaker-reply')
  })

  it('a matchmaker writes first from her customer’s page; the customer sees it live, and her answer reaches 客户消息 live', async () => {
    // 许诺 is new to the site; 王红娘 takes her on from the pool, as the office does.
    const nuoId = (await newLoveMember('13966250002', 'xu_nuo', loveProfileInput('许诺', 'female'))).id
    const wangToken = (await loginByApi('hn_wang')).token
    await api(API.crm.claimLead, { userId: nuoId }, wangToken)

    const nuo = await (await phoneContext(browser)).newPage()
    await loginByPassword(nuo, 'xu_nuo')
    await open(nuo, '/')
    await nuo.locator('.love-tabbar__item', { hasText: '消息' }).waitFor()
    expect(await tabCount(nuo).count()).toBe(0)

    // From 红娘办公室 → 我的客户 → her page, 发消息 opens their chat, and 王红娘 writes first.
    const wang = await (await phoneContext(browser)).newPage()
    await loginByPassword(wang, 'hn_wang')
    await open(wang, ROUTES.customerPool)
    await wang.locator('.segment-tabs__tab', { hasText: '我的客户' }).click()
    await input(wang, '搜索昵称或会员ID').fill('许诺')
    await wang.locator('.office__search .office__search-go').click()
    await wang.locator('.lead-card', { hasText: '许诺' }).click()
    await onPage(wang, ROUTES.customerDetail)
    await screenshot(wang, '94-customer-send-message')
    await wang.locator('.nut-button', { hasText: '发消息' }).click()
    await onPage(wang, ROUTES.messageDetail)
    await wang.locator('.chat-header', { hasText: '我的客户' }).waitFor()
    await writeInChat(wang, '许诺你好，我是你的专属红娘王老师，这周方便来西湖店聊聊吗？')
    await bubble(wang, '来西湖店聊聊').waitFor()

    // Her 消息 tab counts it without a reload; the chat is there, from her matchmaker.
    await tabCount(nuo).getByText('1', { exact: true }).waitFor()
    await screenshot(nuo, '95-matchmaker-wrote-first')
    await nuo.locator('.love-tabbar__item', { hasText: '消息' }).click()
    await onPage(nuo, ROUTES.messageIndex)
    await nuo.locator('.conversation-row', { hasText: '王红娘' }).first().click()
    await onPage(nuo, ROUTES.messageDetail)
    await nuo.locator('.chat-header', { hasText: '专属红娘' }).waitFor()
    await bubble(nuo, '来西湖店聊聊').waitFor()

    // 王红娘 waits on 客户消息; the answer moves the conversation up with its count, no reload.
    await open(wang, ROUTES.customerPool)
    await wang.locator('.office__link', { hasText: '客户消息' }).click()
    await onPage(wang, ROUTES.officeChats)
    const row = wang.locator('.conversation-row').first()
    await row.locator('.conversation-row__preview', { hasText: '来西湖店聊聊' }).waitFor()
    await writeInChat(nuo, '好的王老师，周三晚上七点可以吗？')
    await row.locator('.conversation-row__name', { hasText: '许诺' }).waitFor()
    await row.locator('.conversation-row__preview', { hasText: '周三晚上七点' }).waitFor()
    await row.locator('.nut-badge-sup').getByText('1', { exact: true }).waitFor()
    await screenshot(wang, '96-office-chats-live')

    // Back in 红娘办公室 the 客户消息 button counts what waits, and counts up as she writes again.
    const waiting = (await api(API.message.getUnreadSummary, {}, wangToken)).office
    expect(waiting).toBeGreaterThanOrEqual(1)
    await open(wang, ROUTES.customerPool)
    await officeCount(wang).getByText(String(waiting), { exact: true }).waitFor()
    await writeInChat(nuo, '我下班后直接过去')
    await officeCount(wang)
      .getByText(String(waiting + 1), { exact: true })
      .waitFor()
    await screenshot(wang, '97-office-unread-count')
  })
})
