import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import type { FeedPage } from '@contract/love'
import { launch, phoneContext, screenshot } from './browser'
import { answerTo, api, input, loginByPassword, logout, onPage, open } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** Taro's H5 picker draws each option 34 px high and follows a mouse drag. */
const PICKER_ROW_PX = 34

/**
 * Opens the picker of the form row labelled `label`, moves its first column `steps` options on
 * from where it starts, and confirms, as a thumb would.
 */
async function pick(page: Page, label: string, steps = 0): Promise<void> {
  const row = page
    .locator('.form-row')
    .filter({ has: page.locator('.form-row__label', { hasText: new RegExp(`^${label}$`) }) })
  await row.first().click()
  const picker = page.locator('.weui-picker').filter({ visible: true })
  await picker.waitFor()
  if (steps) {
    const box = await picker.locator('.weui-picker__group').first().boundingBox()
    if (!box) throw new Error(`no picker column for ${label}`)
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.move(x, y)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) await page.mouse.move(x, y - (steps * PICKER_ROW_PX * i) / 10)
    await page.mouse.up()
    // As a person does: wait until the wheel has come to rest on a row (its position still for a few frames).
    await picker
      .locator('.weui-picker__content')
      .first()
      .evaluate(
        (wheel) =>
          new Promise<void>((resolve) => {
            let last = ''
            let stillFrames = 0
            const look = () => {
              const now = getComputedStyle(wheel).transform
              stillFrames = now === last ? stillFrames + 1 : 0
              last = now
              if (stillFrames >= 5) resolve()
              else requestAnimationFrame(look)
            }
            requestAnimationFrame(look)
          })
      )
  }
  await picker.getByText('确定', { exact: true }).click()
  await picker.waitFor({ state: 'hidden' })
}

/** A photo on disk for the file chooser the image picker opens. */
async function photoFile(): Promise<string> {
  const file = path.join(os.tmpdir(), `e2e-diploma-${process.pid}.jpg`)
  await sharp({ create: { width: 480, height: 360, channels: 3, background: '#f3d9e0' } })
    .jpeg()
    .toFile(file)
  return file
}

describe('dating core on a phone', () => {
  it('a member becomes a love user, filters the feed, favourites someone, gets certified by staff, and the other member sees it all', async () => {
    const su = await api(API.auth.loginByAccount, { account: 'su_qing', password: 'demo1234' })
    await api(
      API.loveProfile.signUp,
      {
        nickname: '苏晴',
        gender: 'female',
        birthDate: '1994-08-08',
        height: 163,
        weight: 50,
        education: 'bachelor',
        occupation: '设计师',
        income: '10to20k',
        marital: 'single',
        hometownProvince: '浙江省',
        hometownCity: '杭州市',
        residenceProvince: '浙江省',
        residenceCity: '杭州市',
        house: 'own',
        car: 'none',
        aboutMe: '喜欢看展和徒步，周末常去西湖边走走，希望遇到一个温和踏实的人。',
        mate: { ageMin: 25, ageMax: 40, heightMin: 165, heightMax: 190, educationMin: '', city: '', marital: '' }
      },
      su.token
    )
    const suId = (await api(API.member.getUser, {}, su.token)).id
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
    await pick(page, '性别')
    await pick(page, '出生日期')
    await pick(page, '身高', 6)
    await pick(page, '体重', 5)
    await pick(page, '学历', 4)
    await input(page, '如：教师、工程师').fill('工程师')
    await pick(page, '月收入', 2)
    await pick(page, '婚姻状况')
    await pick(page, '现居省份', zhejiang)
    await pick(page, '现居城市')
    await pick(page, '住房')
    await pick(page, '购车')
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
    await page.getByText('举报', { exact: true }).last().click()
    await onPage(page, ROUTES.loveReport)
    await page.getByText('资料虚假', { exact: true }).click()
    await page.locator('.report__submit', { hasText: '提交举报' }).click()
    await page.getByText('举报已提交，我们会尽快核实').waitFor()

    // Chen proves his degree from the integrity hub.
    await open(page, ROUTES.loveAuthIndex)
    await page.getByText('学历认证', { exact: true }).first().click()
    await onPage(page, ROUTES.loveEducationAuth)
    await input(page, '请输入毕业院校全称').fill('浙江大学')
    await pick(page, '学历', 4)
    const chooser = page.waitForEvent('filechooser')
    await page.locator('.image-picker__add').click()
    await (await chooser).setFiles(await photoFile())
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
