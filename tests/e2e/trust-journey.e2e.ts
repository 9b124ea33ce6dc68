import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { strFromU8, unzipSync } from 'fflate'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import type { FeedFilters } from '@contract/love'
import { launch, phoneContext, screenshot, smsCode } from './browser'
import {
  api,
  demoLoveMember,
  input,
  loginByPassword,
  loveProfileInput,
  onPage,
  open,
  photoFile,
  reportAsFake,
  staffEntry,
  storedToken
} from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const NEW_PHONE = '13966130001'

describe('trust and safety on a phone', () => {
  it('a visitor previews the city, signs up, her photo avatar waits for review until staff approve it; a member she reports is suspended, logged out and hidden', async () => {
    // 李阳 (a demo account) has a dating profile; he will view her, and later be reported by her.
    // His birth date puts him among the men of 33-35 in 杭州 whose feed she browses.
    const liId = (await demoLoveMember('li_yang', loveProfileInput('李阳', 'male', { birthDate: '1992-09-01' }))).id

    // A visitor sees a preview of the city's members: photos blurred, no names, an invitation to join.
    const her = await (await phoneContext(browser)).newPage()
    await open(her, '/')
    await her.locator('.visitor-preview__title').waitFor()
    expect(await her.locator('.visitor-preview__card').count()).toBeGreaterThanOrEqual(4)
    for (const src of await her
      .locator('img.visitor-preview__photo')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))) {
      expect(src).toMatch(/\/previews\/[0-9a-f]+\.jpg$/)
    }
    expect(await her.locator('.member-card__name').count()).toBe(0)
    await screenshot(her, '60-visitor-preview')

    // She joins by SMS and completes her account.
    await her.locator('.visitor-preview__join', { hasText: '注册查看更多' }).click()
    await onPage(her, ROUTES.loginBySms)
    await input(her, '请输入手机号').fill(NEW_PHONE)
    await her.getByText('获取验证码', { exact: true }).click()
    await her.getByText(/s后重新获取/).waitFor()
    await input(her, '请输入验证码').fill(await smsCode(NEW_PHONE))
    await her.getByText('我已阅读并同意').click()
    await her.getByText('登录', { exact: true }).click()
    await onPage(her, ROUTES.loginByPerfectMsg)
    await input(her, '请输入用户名').fill('an_ran')
    await input(her, '请输入密码').fill('demo1234')
    await input(her, '请再次输入密码').fill('demo1234')
    await her.getByText('完成', { exact: true }).click()
    await onPage(her, ROUTES.memberIndex)
    const herToken = await storedToken(her)
    // The dating profile form has its own journey; here it is set up directly.
    await api(API.loveProfile.signUp, loveProfileInput('安然', 'female'), herToken)
    const herId = (await api(API.member.getUser, {}, herToken)).id

    // She uploads a photo as her avatar: she sees it at once, marked as waiting for review.
    await open(her, ROUTES.memberIndex)
    await her.locator('.member-home__avatar').click()
    const chooser = her.waitForEvent('filechooser')
    await her.locator('.avatar-sheet__upload').click()
    await onPage(her, ROUTES.avatarCropper)
    await her.getByText('从相册选择', { exact: true }).click()
    await (await chooser).setFiles(await photoFile('avatar', { width: 600, height: 600, background: '#e8c4b8' }))
    await her.locator('.avatar-cropper__confirm:not(.nut-button-disabled)').click()
    await onPage(her, ROUTES.memberIndex)
    await her.locator('.member-home__who .review-tag--pending', { hasText: '头像审核中' }).waitFor()
    await screenshot(her, '61-avatar-pending')

    // Others do not see it yet.
    const him = await (await phoneContext(browser)).newPage()
    await loginByPassword(him, 'li_yang')
    await open(him, ROUTES.loveDetail, { id: herId })
    await him.locator('.love-detail__album--empty').waitFor()
    expect(await him.locator('.love-detail__photo').count()).toBe(0)

    // Staff approve it from 内容审核.
    const staff = await (await phoneContext(browser)).newPage()
    await loginByPassword(staff, 'lin_xiaoyu')
    await open(staff, ROUTES.memberIndex)
    await staffEntry(staff, '内容审核').click()
    await onPage(staff, ROUTES.staffModeration)
    const review = staff.locator('.queue-card', { hasText: '安然 · 头像' })
    await review.waitFor()
    await screenshot(staff, '62-staff-moderation')
    await review.locator('.nut-button', { hasText: '通过' }).click()
    // 通过 is asked once more: an approval shows her photo to everyone.
    await staff.locator('.nut-dialog-footer-ok', { hasText: '确认通过' }).click()
    await review.waitFor({ state: 'detached' })

    // Now he sees her photo; the file is the one she uploaded, stored by this server.
    const approved = (await api(API.member.getUser, {}, herToken)).headPic
    expect(approved).toMatch(/\/uploads\//)
    await open(him, ROUTES.loveDetail, { id: herId })
    await him.locator('.love-detail__photo').first().waitFor()
    expect(await him.locator('.love-detail__photo').first().getAttribute('src')).toContain(approved.split('/').pop())
    await screenshot(him, '63-avatar-approved-seen')

    // He is in the feed she browses, until the end of this story.
    const menLikeHim: FeedFilters & { cursor: string; pageSize: number } = {
      gender: 'male',
      ageMin: 33,
      ageMax: 35,
      city: '杭州市',
      cursor: '',
      pageSize: 20
    }
    const feedIds = async () =>
      (await api(API.loveFeed.getRecommendPage, menLikeHim, herToken)).list.map((card) => card.userId)
    expect(await feedIds()).toContain(liId)

    // She reports him from his profile.
    await open(her, ROUTES.loveDetail, { id: liId })
    await her.locator('.love-detail__name', { hasText: '李阳' }).waitFor()
    await reportAsFake(her)

    // Staff suspend him from 举报处理.
    await open(staff, ROUTES.memberIndex)
    await staffEntry(staff, '举报处理').click()
    await onPage(staff, ROUTES.staffReports)
    // One card per reported member, with every report on him.
    const report = staff.locator('.queue-card', {
      has: staff.locator('.member-report-card__reported', { hasText: '李阳' })
    })
    await report.locator('.member-report-card__reporter', { hasText: '安然 举报资料' }).waitFor()
    await screenshot(staff, '64-staff-reports')
    await report.locator('.nut-button', { hasText: /^封禁$/ }).click()
    await staff.locator('.reject-sheet__chip', { hasText: '诈骗属实' }).click()
    await staff.locator('.staff-form__submit', { hasText: '确认封禁' }).click()
    await report.waitFor({ state: 'detached' })

    // He is logged out: his next page sends him to log in, and logging in again is refused.
    await open(him, ROUTES.memberIndex)
    await onPage(him, ROUTES.loginBySms)
    await open(him, ROUTES.loginByPassword)
    await input(him, '请输入用户名或手机号').fill('li_yang')
    await input(him, '请输入密码').fill('demo1234')
    await him.getByText('我已阅读并同意').click()
    await him.getByText('登录', { exact: true }).click()
    await him.getByText('账号已被禁用，请联系客服').waitFor()
    await screenshot(him, '65-suspended-login')

    // And hidden: his profile is gone for her, and so is he from the feed she browses.
    await open(her, ROUTES.loveDetail, { id: liId })
    await her.locator('.status-view__title', { hasText: '该会员不存在或已隐藏资料' }).waitFor()
    await screenshot(her, '66-suspended-hidden')
    expect(await feedIds()).not.toContain(liId)
  })

  it('a member downloads a copy of her data from 我的数据, and the admin sees that copy in the access log', async () => {
    const page = await (await phoneContext(browser)).newPage()
    await loginByPassword(page, '13800000004')
    await open(page, ROUTES.memberIndex)
    await staffEntry(page, '我的数据').click()
    await onPage(page, ROUTES.memberMyData)
    await page.getByText('谁在何时查看过你的个人信息').waitFor()
    const download = page.waitForEvent('download')
    await page.locator('.my-data__submit', { hasText: '下载我的数据' }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toMatch(/^我的数据-\d{8}\.zip$/)
    const zip = unzipSync(await fs.promises.readFile(await saved.path()))
    const data = JSON.parse(strFromU8(zip['data.json'])) as { tables: { users: { phone: string }[] } }
    expect(data.tables.users[0].phone).toBe('13800000004')
    await page.locator('.my-data__done', { hasText: '张照片' }).waitFor()
    await screenshot(page, '97-my-data')

    const admin = await (await phoneContext(browser)).newPage()
    await loginByPassword(admin, '13800000001')
    await open(admin, ROUTES.staffAccessLog)
    await admin.getByText('会员本人下载数据副本').first().waitFor()
    await admin.getByText('本人下载的数据副本').first().waitFor()
  })

  it("a matchmaker reads a member's phone only by tapping 查看联系方式, and the admin sees who read it and why", async () => {
    const staff = await (await phoneContext(browser)).newPage()
    await loginByPassword(staff, '13800000103')
    await open(staff, ROUTES.officeLines)
    const card = staff.locator('.queue-card', { hasText: '看了她的资料觉得很聊得来' })
    await card.waitFor()
    expect(await card.textContent()).not.toMatch(/1\d{10}/)
    const asker = card.locator('.line-contact', { hasText: '申请人' })
    await asker.locator('.line-contact__reveal', { hasText: '查看联系方式' }).click()
    await asker.locator('.line-contact__phone', { hasText: /^1\d{10}$/ }).waitFor()
    await screenshot(staff, '98-line-contact-revealed')

    const admin = await (await phoneContext(browser)).newPage()
    await loginByPassword(admin, '13800000001')
    await open(admin, ROUTES.staffAccessLog)
    const entry = admin.locator('.queue-card').first()
    await entry.getByText('陈姐').waitFor()
    await entry.getByText('手机号', { exact: true }).waitFor()
    await entry.getByText(/^安排牵线 #\d+$/).waitFor()
    await screenshot(admin, '99-access-log-line')
  })
})
