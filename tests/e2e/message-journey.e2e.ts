import type { Browser } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { launch, phoneContext, screenshot } from './browser'
import { bubble, input, loginByPassword, loveProfileInput, newLoveMember, onPage, open, writeInChat } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('talking on a phone', () => {
  it('greets a member from her profile, she sees it arrive live and replies, gets a gift; a points exchange is shipped by staff', async () => {
    const herId = (await newLoveMember('13966120001', 'xu_qing', loveProfileInput('许晴', 'female'))).id

    // She waits on the home page; nothing is unread yet.
    const her = await (await phoneContext(browser)).newPage()
    await loginByPassword(her, 'xu_qing')
    await open(her, '/')
    await her.locator('.home-header__member').waitFor()
    expect(await her.locator('.home-header__member .badge').count()).toBe(0)

    // 陈默 (real-name certified in the demo) greets her with a suggested greeting. He opens the chat
    // directly: whether he has a dating profile, which her profile page asks for, depends on
    // whether the love journey ran first.
    const page = await (await phoneContext(browser)).newPage()
    await loginByPassword(page, 'chen_mo')
    await open(page, ROUTES.messageDetail, { userId: herId })
    const greeting = page.locator('.greeting-list__item').first()
    const greetingText = (await greeting.textContent()) ?? ''
    expect(greetingText.length).toBeGreaterThan(2)
    await greeting.click()
    await bubble(page, greetingText).waitFor()
    await screenshot(page, '40-chat-greeting-sent')

    // Her top bar lights up without a reload, and the message is waiting in her message centre.
    await her.locator('.home-header__member .badge').waitFor()
    await screenshot(her, '41-home-unread-count')
    await open(her, ROUTES.messageIndex)
    const row = her.locator('.conversation-row', { hasText: '陈默' }).first()
    await row.locator('.conversation-row__preview', { hasText: greetingText }).waitFor()
    await row.locator('.badge', { hasText: '1' }).waitFor()
    await screenshot(her, '42-message-centre')
    await row.click()
    await onPage(her, ROUTES.messageDetail)
    await bubble(her, greetingText).waitFor()

    // She replies; he sees it arrive on the open chat.
    await writeInChat(her, '你好呀，很高兴认识你！')
    await bubble(page, '很高兴认识你').waitFor()
    await screenshot(page, '43-chat-reply-live')

    // He sends her a rose from the chat; it shows as a gift card for both, and in her gifts.
    await page.locator('.composer__plus').click()
    await page.locator('.composer__tool', { hasText: '送礼物' }).click()
    await page.locator('.gift-sheet__gift', { hasText: '玫瑰' }).first().click()
    await screenshot(page, '44-gift-sheet')
    await page.locator('.gift-sheet__send').click()
    await page.locator('.message-bubble__gift-name', { hasText: '玫瑰' }).waitFor()
    await her.locator('.message-bubble__gift-name', { hasText: '玫瑰' }).waitFor()
    await open(her, ROUTES.loveMyGift)
    await her.locator('.gift-row', { hasText: '陈默' }).locator('.gift-row__what', { hasText: '玫瑰' }).waitFor()
    await screenshot(her, '45-my-gifts')

    // He spends points in the mall on a cushion shipped to him.
    await open(page, ROUTES.giftMall)
    await page.locator('.goods-card', { hasText: '纯棉印花抱枕' }).click()
    await onPage(page, ROUTES.giftDetail)
    await input(page, '请填写收货人姓名').fill('陈默')
    await input(page, '请填写收货人手机号').fill('13800000002')
    await page
      .locator('textarea[placeholder="省市区、街道、门牌号"], input[placeholder="省市区、街道、门牌号"]')
      .fill('浙江省杭州市西湖区文三路 100 号')
    await screenshot(page, '46-goods-detail')
    await page.locator('.goods-detail__submit').click()
    await page.locator('.taro-model__confirm', { hasText: '确认兑换' }).click()
    await onPage(page, ROUTES.giftExchange)
    const exchange = page.locator('.exchange-card', { hasText: '纯棉印花抱枕' }).first()
    await exchange.getByText('待发货').waitFor()

    // Staff see the receiver masked, reveal it in the 发货 sheet for the label, and ship it with a tracking note.
    const staff = await (await phoneContext(browser)).newPage()
    await loginByPassword(staff, 'lin_xiaoyu')
    await open(staff, ROUTES.memberIndex)
    await staff.getByText('兑换发货', { exact: true }).click()
    await onPage(staff, ROUTES.staffExchanges)
    const card = staff.locator('.queue-card', { hasText: '纯棉印花抱枕' }).first()
    await card.getByText('陈* 138****0002').waitFor()
    await card.locator('.decision-buttons__approve').click()
    const receiver = staff.locator('.fulfil-sheet__receiver')
    await receiver.locator('.exchange-receiver__reveal').click()
    await receiver.getByText('陈默 13800000002').waitFor()
    await receiver.getByText('浙江省杭州市西湖区文三路 100 号').waitFor()
    await staff.locator('.fulfil-sheet__text textarea, textarea.fulfil-sheet__text').fill('顺丰速运 SF1234567890')
    await screenshot(staff, '47-staff-ship')
    await staff.locator('.fulfil-sheet__submit').click()
    await card.waitFor({ state: 'detached' })

    // He sees it shipped, with the tracking note.
    await page.reload()
    const shipped = page.locator('.exchange-card', { hasText: '纯棉印花抱枕' }).first()
    await shipped.getByText('已发货').waitFor()
    await shipped.getByText('SF1234567890', { exact: false }).waitFor()
    await screenshot(page, '48-exchange-shipped')
  })
})
