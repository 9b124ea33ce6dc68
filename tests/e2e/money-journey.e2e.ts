import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { launch, phoneContext, screenshot } from './browser'
import { demoLoveMember, feedCards, input, loginByPassword, loveProfileInput, onPage, open, payWith } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const tabNames = (page: Page) => page.locator('.love-tabbar__name').allTextContents()

/** Opens a tab of the finance records and waits, as a person would, until each of `lines` shows in it. */
async function financeTab(page: Page, title: string, lines: string[]): Promise<void> {
  await page.locator('.segment-tabs__tab', { hasText: title }).click()
  for (const line of lines) await page.locator('.finance').getByText(line, { exact: false }).first().waitFor()
}

describe('money on a phone', () => {
  it('buys VIP in the sandbox, pins the profile to the top of another member’s feed, tops up points, withdraws, and sees every movement', async () => {
    await demoLoveMember('wang_hao', loveProfileInput('王浩', 'male', { birthDate: '1991-04-12' }))
    await demoLoveMember('zhou_ning', loveProfileInput('周宁', 'female', { birthDate: '1995-09-20' }))

    const context = await phoneContext(browser)
    const page = await context.newPage()
    await loginByPassword(page, 'wang_hao')

    // A love user who is not VIP sees 开通VIP in the bottom bar, not the VIP tab.
    await open(page, '/')
    await page.locator('.love-tabbar').waitFor()
    expect(await tabNames(page)).toContain('开通VIP')
    expect(await tabNames(page)).not.toContain('VIP专区')
    await page.locator('.love-tabbar__item', { hasText: '开通VIP' }).click()
    await onPage(page, ROUTES.loveVip)
    await page.locator('.plan-card', { hasText: '月度VIP' }).click()
    await screenshot(page, '20-vip-plans')
    await page.locator('.buy-bar__button').click()
    await payWith(page, '微信支付', '21-vip-paid')
    await onPage(page, ROUTES.loveVip)
    await page.locator('.vip-header__state', { hasText: '有效期至' }).waitFor()
    await page.locator('.vip-header__level', { hasText: 'VIP' }).waitFor()

    // VIP unlocks at once: the VIP tab replaces the invitation.
    await open(page, '/')
    await page.locator('.love-tabbar__name', { hasText: 'VIP专区' }).waitFor()
    expect(await tabNames(page)).not.toContain('开通VIP')

    // Pin the profile for a day from the love centre, paid from the balance.
    await open(page, ROUTES.loveIndex)
    await page.locator('.love-centre__section', { hasText: '增值服务' }).getByText('置顶', { exact: true }).click()
    await onPage(page, ROUTES.loveTop)
    await page.locator('.plan-card', { hasText: '置顶1天' }).click()
    await page.locator('.buy-bar__button').click()
    await payWith(page, '余额支付', '22-top-paid')
    await onPage(page, ROUTES.loveTop)
    await page.locator('.placement-shop__state--on', { hasText: '置顶中' }).waitFor()
    await screenshot(page, '23-top-running')

    // Zhou, looking for men, finds him among the pinned members at the top of her feed.
    const her = await (await phoneContext(browser)).newPage()
    await loginByPassword(her, 'zhou_ning')
    await open(her, '/')
    await her.locator('.member-card', { hasText: '王浩' }).first().waitFor()
    const cards = await feedCards(her)
    const his = cards.findIndex((c) => c.name === '王浩')
    const firstUnpinned = cards.findIndex((c) => !c.top)
    expect(cards[his].top).toBe(true)
    expect(firstUnpinned === -1 || his < firstUnpinned).toBe(true)
    await screenshot(her, '24-feed-with-pinned')

    // Points: 330 for ¥30 through Alipay (sandbox); he had 200 from the demo.
    await open(page, ROUTES.memberRecharge)
    await page.locator('.credit-packs__item', { hasText: '330' }).click()
    await page.locator('.recharge__submit').click()
    await payWith(page, '支付宝', '25-points-paid')
    await onPage(page, ROUTES.memberRecharge)
    await page.locator('.recharge__points', { hasText: /^530$/ }).waitFor()

    // Withdraw ¥50 of the ¥300 commission to Alipay; the balance shows what is left at once.
    await open(page, ROUTES.memberMakeCash)
    await page.locator('.cashout-card__balance', { hasText: '290.10' }).waitFor()
    await page.locator('.cashout-card__apply').click()
    await onPage(page, ROUTES.memberApplyCashout)
    await input(page, '请输入提现金额').fill('50')
    await page.locator('.cashout-channel__item', { hasText: '支付宝' }).click()
    await input(page, '支付宝账号（手机号或邮箱）').fill('13800000004')
    await input(page, '真实姓名（与支付宝实名一致）').fill('王浩')
    await screenshot(page, '26-apply-cashout')
    await page.locator('.apply-cashout__submit').click()
    await onPage(page, ROUTES.memberMakeCash)
    await page.locator('.cashout-card__balance', { hasText: '240.10' }).waitFor()
    await page.getByText('审核中', { exact: true }).first().waitFor()

    // Staff pay it out.
    const staff = await (await phoneContext(browser)).newPage()
    await loginByPassword(staff, 'lin_xiaoyu')
    await open(staff, ROUTES.memberIndex)
    await staff.getByText('提现审核', { exact: true }).click()
    await onPage(staff, ROUTES.staffCashAudit)
    const card = staff.locator('.queue-card', { hasText: '王浩' }).first()
    await card.waitFor()
    await screenshot(staff, '27-staff-cashout')
    await card.locator('.decision-buttons__approve').click()
    await staff.getByText('确定', { exact: true }).click()
    await card.waitFor({ state: 'detached' })

    // Every movement is in his finance records.
    await open(page, ROUTES.memberFinance)
    await financeTab(page, '支出', ['月度VIP', '置顶1天', '330积分', '微信支付', '支付宝'])
    await financeTab(page, '收入', ['推广佣金'])
    await financeTab(page, '积分', ['充值330积分'])
    await financeTab(page, '提现', ['已到账'])
    await screenshot(page, '28-finance-cashouts')
    await context.close()
  })
})
