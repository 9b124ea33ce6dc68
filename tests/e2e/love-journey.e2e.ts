import type { Browser } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import type { FeedPage } from '@contract/love'
import { launch, phoneContext, screenshot } from './browser'
import {
  answerTo,
  api,
  demoLoveMember,
  input,
  loginByPassword,
  loveProfileInput,
  logout,
  onPage,
  open,
  photoFile,
  reportAsFake,
  pickInForm
} from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('dating core on a phone', () => {
  it('a member becomes a love user, filters the feed, favourites someone, gets certified by staff, and the other member sees it all', async () => {
    const suId = (await demoLoveMember('su_qing', loveProfileInput('苏晴', 'female'))).id
    const provinces = await api(API.geography.getAllProvinceMore, {})
    const zhejiang = provinces.findIndex((p) => p.name === '浙江省')
    expect(zhejiang).toBeGreaterThanOrEqual(0)

    const context = await phoneContext(browser)
    const page = await context.newPage()

    // Chen has an account but no dating profile: the home invites him to make one.
    await loginByPassword(page, 'chen_mo')
    await open(page, '/')
    await page.locator('.welcome-card__action', { hasText: '完善交友资料' }).click()
    await onPage(page, ROUTES.loveSignUp)
    await input(page, '请输入昵称').fill('陈默')
    await pickInForm(page, '性别')
    await pickInForm(page, '出生日期')
    await pickInForm(page, '身高', 6)
    await pickInForm(page, '体重', 5)
    await pickInForm(page, '学历', 4)
    await input(page, '如：教师、工程师').fill('工程师')
    await pickInForm(page, '月收入', 2)
    await pickInForm(page, '婚姻状况')
    await pickInForm(page, '现居省份', zhejiang)
    await pickInForm(page, '现居城市')
    await pickInForm(page, '住房')
    await pickInForm(page, '购车')
    await page
      .locator('.profile-form__about textarea')
      .fill('热爱生活，喜欢运动和旅行，期待遇见温柔善良的你，一起走过四季。')
    await screenshot(page, '10-signup-love')
    await page.getByText('提交资料', { exact: true }).click()
    await onPage(page, ROUTES.loveIndex)
    await page.getByText('资料完整度', { exact: false }).waitFor()
    await screenshot(page, '11-love-centre-new')

    // The feed, then only members in their early thirties.
    await open(page, '/')
    await page.getByText('为你推荐').waitFor()
    expect(await page.locator('.member-card').count()).toBeGreaterThanOrEqual(5)
    await page.locator('.home-feed__filter').click()
    await page.locator('.feed-filter__chip', { hasText: '31-35岁' }).click()
    const filtered = answerTo(page, API.loveFeed.getRecommendPage)
    await page.locator('.feed-filter__apply').click()
    await page.locator('.home-feed__filter', { hasText: '筛选 · 1' }).waitFor()
    // The feed keeps the unfiltered members on screen until the filtered ones arrive and replace them.
    const shown = ((await (await filtered).json()) as { data: FeedPage }).data.list.map((card) => card.nickname)
    await page.waitForFunction(
      (names) =>
        Array.from(document.querySelectorAll('.member-card__name'), (el) => el.textContent).join('\n') ===
        names.join('\n'),
      shown
    )
    const facts = await page.locator('.member-card__facts').allTextContents()
    expect(facts.length).toBeGreaterThan(0)
    for (const line of facts) {
      const age = Number(/(\d+)岁/.exec(line)?.[1])
      expect(age >= 31 && age <= 35).toBe(true)
    }
    await screenshot(page, '12-feed-filtered')

    await open(page, ROUTES.loveDetail, { id: suId })
    await page.locator('.love-detail__name', { hasText: '苏晴' }).waitFor()
    await page.getByText('择偶要求', { exact: true }).waitFor()
    await page.getByText('收藏TA', { exact: true }).click()
    await page.locator('.love-detail__fav--on', { hasText: '已收藏' }).waitFor()
    await screenshot(page, '13-member-detail')
    await reportAsFake(page)

    // Chen proves his degree from the integrity hub.
    await open(page, ROUTES.loveAuthIndex)
    await page.getByText('学历认证', { exact: true }).first().click()
    await onPage(page, ROUTES.loveEducationAuth)
    await input(page, '请输入毕业院校全称').fill('浙江大学')
    await pickInForm(page, '学历', 4)
    const chooser = page.waitForEvent('filechooser')
    await page.locator('.image-picker__add').click()
    await (await chooser).setFiles(await photoFile('diploma', { width: 480, height: 360, background: '#f3d9e0' }))
    await page.locator('.image-picker__img').first().waitFor()
    await page.getByText('提交认证', { exact: true }).click()
    await page.getByText('审核中', { exact: false }).first().waitFor()
    await screenshot(page, '14-education-pending')

    // Staff (lin_xiaoyu) approves it in the app.
    await logout(page)
    await loginByPassword(page, 'lin_xiaoyu')
    await open(page, ROUTES.memberIndex)
    await page.getByText('认证审核', { exact: true }).click()
    await onPage(page, ROUTES.staffCertAudit)
    const card = page.locator('.audit-card', { hasText: '陈默' }).first()
    await card.waitFor()
    await screenshot(page, '15-staff-audit')
    await card.locator('.decision-buttons__approve').click()
    await card.waitFor({ state: 'detached' })

    // Su sees who viewed and favourited her, and Chen's new badge.
    await logout(page)
    await loginByPassword(page, 'su_qing')
    await open(page, '/')
    await page.locator('.home-header__member .badge').waitFor()
    await open(page, ROUTES.loveIndex)
    await page
      .locator('.love-centre__count', { hasText: '谁看过我' })
      .locator('.love-centre__count-n', { hasText: /^1$/ })
      .waitFor()
    await page
      .locator('.love-centre__count', { hasText: '谁收藏我' })
      .locator('.love-centre__count-n', { hasText: /^1$/ })
      .waitFor()
    await screenshot(page, '16-love-centre-noticed')
    await page.locator('.love-centre__count', { hasText: '谁看过我' }).click()
    await onPage(page, ROUTES.loveLook)
    await page.getByText('陈默', { exact: true }).first().click()
    await onPage(page, ROUTES.loveDetail)
    await page.locator('.love-detail__badge', { hasText: '学历' }).waitFor()
    await screenshot(page, '17-certified-badge')
    await context.close()
  })
})
