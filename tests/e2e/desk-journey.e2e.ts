import type { Browser, Locator, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import { launch, phoneContext, screenshot } from './browser'
import { api, feedCards, loginByPassword, loveProfileInput, newLoveMember, onPage, open, staffEntry } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** He lives where she asks for, and nobody else who pays for 置顶 does: pinned, he comes first in her feed. */
const HIS_CITY = '台州市'
const SCAM_TEXT = '我在做一个稳赚不赔的理财项目，带你一起赚，先转两千试试水？'

/** He buys 置顶 for a day, paid in the sandbox cashier (the money journey pays for one on screen). */
async function buyTop(token: string): Promise<void> {
  const products = await api(API.finance.getProducts, { kind: 'top' }, token)
  const order = await api(API.finance.createFinOrder, { productId: products[0].id }, token)
  await api(API.finance.tenPay, { orderNo: order.orderNo, scene: 'h5' }, token)
  await api(API.finance.sandboxPay, { orderNo: order.orderNo, provider: 'tenpay', confirm: true }, token)
}

/**
 * A thumb held on the element until the app's long press answers. The touch events go to the
 * element itself: a touch through the browser's input would end in a tap of its own on release,
 * landing on the action sheet's mask and closing the sheet the press opened.
 */
async function longPress(page: Page, target: Locator): Promise<void> {
  await target.dispatchEvent('touchstart')
  await page.waitForTimeout(600)
  await target.dispatchEvent('touchend')
}

describe('the reports desk on a phone', () => {
  it('a pinned member she reports for 疑似诈骗 is unpinned at once, and suspended from his one card on the desk', async () => {
    const him = await newLoveMember(
      '13966180001',
      'shao_feng',
      loveProfileInput('邵峰', 'male', { residenceCity: HIS_CITY })
    )
    const her = await newLoveMember(
      '13966180002',
      'jiang_yue',
      loveProfileInput('蒋悦', 'female', { residenceCity: '杭州市', mate: { city: HIS_CITY } })
    )
    await buyTop(him.token)
    // They liked each other, which opened their chat; his first words ask for money.
    await api(API.loveMatch.like, { userId: him.id }, her.token)
    await api(API.loveMatch.like, { userId: her.id }, him.token)
    await api(
      API.message.send,
      { toUserId: her.id, clientMessageId: 'desk-journey-1', kind: 'text', text: SCAM_TEXT, image: '' },
      him.token
    )
    // Another woman found his photos odd: 资料虚假 is no fraud report, so he stays pinned.
    const other = await newLoveMember('13966180003', 'zou_wen', loveProfileInput('邹雯', 'female'))
    await api(
      API.loveSocial.report,
      { userId: him.id, reason: 'fake', description: '照片像是网图', images: [] },
      other.token
    )

    // Pinned, he is the first member in her feed.
    const page = await (await phoneContext(browser)).newPage()
    await loginByPassword(page, 'jiang_yue')
    await open(page, '/')
    await page.locator('.member-card', { hasText: '邵峰' }).first().waitFor()
    expect((await feedCards(page))[0]).toEqual({ name: '邵峰', top: true })
    await screenshot(page, '110-desk-pinned-first')

    // She reports his message from the chat, where he asked for money.
    await open(page, ROUTES.messageIndex)
    await page.locator('.conversation-row', { hasText: '邵峰' }).first().click()
    await onPage(page, ROUTES.messageDetail)
    const bubble = page.locator('.message-bubble__body', { hasText: '稳赚不赔' })
    await bubble.waitFor()
    await longPress(page, bubble)
    await page
      .locator('.taro-actionsheet__cell', { hasText: /^举报$/ })
      .filter({ visible: true })
      .click()
    await page.locator('.report-sheet .choice-chips__chip', { hasText: '疑似诈骗' }).click()
    await screenshot(page, '111-desk-report-message')
    await page.locator('.report-sheet__submit', { hasText: '提交举报' }).click()
    await page.getByText('举报已提交，我们会尽快核实').waitFor()

    // While it waits, his 置顶 stands still: he is no longer pinned first in her feed.
    await open(page, '/')
    await page.locator('.member-card', { hasText: '邵峰' }).first().waitFor()
    const after = await feedCards(page)
    expect(after[0].name).not.toBe('邵峰')
    expect(after.find((c) => c.name === '邵峰')?.top).toBe(false)
    await page.locator('.member-card', { hasText: '邵峰' }).first().scrollIntoViewIfNeeded()
    await screenshot(page, '112-desk-unpinned')

    // Staff find him once on the desk, with both reports and what he said.
    const staff = await (await phoneContext(browser)).newPage()
    await loginByPassword(staff, 'lin_xiaoyu')
    await open(staff, ROUTES.memberIndex)
    await staffEntry(staff, '举报处理').click()
    await onPage(staff, ROUTES.staffReports)
    const cards = staff.locator('.queue-card', {
      has: staff.locator('.member-report-card__reported', { hasText: '邵峰' })
    })
    await cards.first().waitFor()
    expect(await cards.count()).toBe(1)
    const card = cards.first()
    await card.locator('.member-report-card__reporter', { hasText: '邹雯 举报资料' }).waitFor()
    await card.locator('.member-report-card__reporter', { hasText: '蒋悦 举报聊天' }).waitFor()
    await card.locator('.member-report-card__excerpt', { hasText: SCAM_TEXT }).waitFor()
    await card.getByText('置顶/推广已暂停').waitFor()
    await card.getByText('2条待处理').waitFor()
    await card.scrollIntoViewIfNeeded()
    await screenshot(staff, '113-desk-one-card')

    // 封禁, confirmed with a reason, closes both reports at once.
    await card.locator('.nut-button', { hasText: /^封禁$/ }).click()
    await staff.locator('.reject-sheet__chip', { hasText: '诈骗属实' }).click()
    await staff.locator('.staff-form__submit', { hasText: '确认封禁' }).click()
    await card.waitFor({ state: 'detached' })

    // He is gone from her feed.
    await open(page, '/')
    await page.locator('.member-card').first().waitFor()
    expect((await feedCards(page)).map((c) => c.name)).not.toContain('邵峰')
    const feed = await api(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 50 }, her.token)
    expect(feed.list.map((c) => c.userId)).not.toContain(him.id)
    await screenshot(page, '114-desk-gone')
  })
})
