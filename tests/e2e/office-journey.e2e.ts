import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import type { LeadItem } from '@contract/crm'
import type { CursorPage } from '@contract/love'
import { launch, phoneContext, screenshot } from './browser'
import {
  api,
  dragNutWheel,
  input,
  loginByApi,
  loginByPassword,
  lookUpForCustomer,
  loveProfileInput,
  modalButton,
  newLoveMember,
  onPage,
  open,
  payWith,
  pickInForm,
  registerByApi
} from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** The office works in the city's time: its picker offers Hangzhou's hours. */
const HANGZHOU = 'Asia/Shanghai'
const CUSTOMER = '唐欣'
const PARTNER = '顾辰'
const FOLLOW_UP = '电话沟通了择偶想法，希望找杭州本地、踏实顾家的男生，周末有空见面。'
const PLACE = '西湖边·湖畔咖啡馆'
const FEEDBACK = '双方聊得很投缘，约好下周末一起去爬宝石山。'

/**
 * The time in Hangzhou, where 签到 counts the date's day. In the day's last minutes no later slot
 * of the wheel (5-minute steps) is left today, so the journey waits for the new day first — only
 * just before it arranges the date, so a run spends at most those minutes waiting.
 */
function hangzhouClock(): { hour: number; minute: number; day: string } {
  const at = new Date(Date.now() + 8 * 60 * 60 * 1000)
  return { hour: at.getUTCHours(), minute: at.getUTCMinutes(), day: at.toISOString().slice(0, 10) }
}
async function pastTheDaysLastMinutes(): Promise<void> {
  const at = new Date(Date.now() + 8 * 60 * 60 * 1000)
  if (at.getUTCHours() === 23 && at.getUTCMinutes() >= 52) {
    const untilMidnight = (60 - at.getUTCMinutes()) * 60_000 - at.getUTCSeconds() * 1000
    await new Promise((r) => setTimeout(r, untilMidnight + 30_000))
  }
}

const dateCard = (page: Page) => page.locator('.date-card', { hasText: CUSTOMER }).filter({ hasText: PARTNER })

describe("the matchmaker's office on a phone", () => {
  it(
    'a matchmaker claims a new member, follows up, enters her profile, contracts her, arranges a date that uses one meeting, and the report shows the conversion',
    async () => {
      const chen = await loginByApi('chen_jie')
      const before = await api(API.crm.getReport, { days: 14 }, chen.token)
      const signedBefore = before.funnel.find((s) => s.key === 'contract')?.count ?? 0
      const conversionsBefore = before.matchmakers.find((m) => m.userId === chen.id)?.conversions ?? 0

      const gu = await newLoveMember('13966150002', 'gu_chen', loveProfileInput(PARTNER, 'male'))
      const tang = await registerByApi('13966150001', 'tang_xin')

      // 陈姐 finds the new member in the pool by her member id (never by her masked phone) and claims her.
      const staff = await (await phoneContext(browser, { timezoneId: HANGZHOU })).newPage()
      await loginByPassword(staff, 'chen_jie')
      await open(staff, ROUTES.customerPool)
      await staff.locator('.segment-tabs__tab', { hasText: '公海' }).click()
      await staff.locator('.segment-tabs__tab--on', { hasText: '公海' }).waitFor()
      await staff.locator('.office__hint', { hasText: '公海共' }).waitFor()
      await input(staff, '搜索昵称或会员ID').fill(String(tang.id))
      const searched = staff.waitForResponse(
        (res) =>
          new URL(res.url()).pathname === API.crm.getLeadPage &&
          (res.request().postData() ?? '').includes(`"keyword":"${tang.id}"`)
      )
      await staff.locator('.office__search .office__search-go').click()
      const found = ((await (await searched).json()) as { data: CursorPage<LeadItem> }).data.list
      expect(found.map((l) => l.userId)).toEqual([tang.id])
      const listedName = found[0].nickname || `会员${tang.id}`
      await staff.waitForFunction(() => document.querySelectorAll('.lead-card').length === 1)
      const poolCard = staff.locator('.lead-card', { hasText: listedName })
      await screenshot(staff, '90-pool-found')
      await poolCard.locator('.lead-card__action', { hasText: '认领' }).click()
      await staff.getByText(/^已认领，今日还可认领 \d+ 个$/).waitFor()
      await poolCard.waitFor({ state: 'detached' })

      // She is now among 陈姐's customers; her page records a call and the next one.
      await staff.locator('.segment-tabs__tab', { hasText: '我的客户' }).click()
      const mine = staff.locator('.lead-card', { hasText: listedName })
      await mine.first().waitFor()
      await mine.first().click()
      await onPage(staff, ROUTES.customerDetail)
      expect(new URL(staff.url()).searchParams.get('userId')).toBe(String(tang.id))
      await staff.locator('.lead-detail__row', { hasText: '跟进红娘' }).getByText('陈姐', { exact: true }).waitFor()
      await staff.locator('.lead-detail__entry', { hasText: '认领' }).first().waitFor()
      await staff.locator('.choice-chips__chip', { hasText: /^电话$/ }).click()
      await staff.locator('textarea[placeholder="沟通了什么、客户的想法、下一步安排"]').fill(FOLLOW_UP)
      await staff.locator('.choice-chips__chip', { hasText: '明天 10:00' }).click()
      await staff.locator('.nut-button', { hasText: '保存跟进' }).click()
      const entry = staff.locator('.lead-detail__entry', { hasText: '电话跟进' })
      await entry.locator('.lead-detail__entry-text', { hasText: FOLLOW_UP }).waitFor()
      await entry.getByText(/计划下次跟进：/).waitFor()
      await staff.locator('.lead-detail__row', { hasText: '下次跟进' }).getByText(/明天/).waitFor()
      await screenshot(staff, '91-follow-up-recorded')

      // 陈姐 enters the dating profile on her behalf.
      await staff.locator('.nut-button', { hasText: '代填资料' }).click()
      await onPage(staff, ROUTES.officeEditInfo)
      await staff.locator('.customer-editor__who').waitFor()
      const provinces = await api(API.geography.getAllProvinceMore, {})
      const zhejiang = provinces.findIndex((p) => p.name === '浙江省')
      expect(zhejiang).toBeGreaterThanOrEqual(0)
      await input(staff, '请输入昵称').fill(CUSTOMER)
      await pickInForm(staff, '性别', 1, '女')
      await pickInForm(staff, '出生日期')
      await pickInForm(staff, '身高', 5, '165')
      // Her wheel opens at 50 kg, what is usual for a woman: one tap confirms it.
      await pickInForm(staff, '体重', 0, '50')
      await pickInForm(staff, '学历', 4, '本科')
      await input(staff, '如：教师、工程师').fill('设计师')
      await pickInForm(staff, '月收入', 2, '1万-2万')
      await pickInForm(staff, '婚姻状况')
      await pickInForm(staff, '现居省份', zhejiang, '浙江省')
      await pickInForm(staff, '现居城市', 0, '杭州市')
      await pickInForm(staff, '住房')
      await pickInForm(staff, '购车')
      await staff
        .locator('.profile-form__about textarea')
        .fill('在杭州做平面设计，喜欢看展、烘焙和周末去西湖边散步，希望遇到一个真诚稳重的人。')
      await screenshot(staff, '92-profile-entered')
      await staff.locator('.customer-editor__submit', { hasText: '保存资料' }).click()
      await onPage(staff, ROUTES.customerDetail)
      await staff.locator('.lead-card__name', { hasText: CUSTOMER }).waitFor()
      await staff.locator('.lead-card__facts', { hasText: /^女 · \d+岁 · 杭州市$/ }).waitFor()

      // And a contract from the 基础服务 template.
      await staff.locator('.nut-button', { hasText: '服务合同' }).click()
      await onPage(staff, ROUTES.staffContracts)
      await staff.locator('.choice-chips__chip', { hasText: '基础服务' }).click()
      await staff.locator('.staff-contracts__preview', { hasText: '3 次约见' }).waitFor()
      await staff.locator('.staff-contracts__create-submit').click()
      const contractCard = staff.locator('.staff-contracts__card', { hasText: `${CUSTOMER} · 基础服务` })
      await contractCard.locator('.staff-contracts__status', { hasText: '待签署' }).waitFor()
      await contractCard.getByText('已约见 0/3 次', { exact: true }).waitFor()
      await screenshot(staff, '93-contract-created')

      // She reads whom she contracts with, signs it by hand, then pays it in the cashier.
      const herContext = await phoneContext(browser)
      const her = await herContext.newPage()
      await loginByPassword(her, 'tang_xin')
      await open(her, ROUTES.myContracts)
      const myContract = her.locator('.my-contract', { hasText: '基础服务' })
      await myContract.locator('.my-contract__step', { hasText: '待签署，点击查看条款并签名' }).waitFor()
      await myContract.click()
      await onPage(her, ROUTES.contractSign)
      await her.locator('.contract-sign__status', { hasText: '待签署' }).waitFor()
      await her
        .locator('.contract-sign__row', { hasText: '甲方（服务方）' })
        .getByText('杭州缘来婚恋服务有限公司')
        .waitFor()
      await her
        .locator('.contract-sign__row', { hasText: '统一社会信用代码' })
        .getByText('91330106MA2GL1234M')
        .waitFor()
      const canvas = her.locator('.signature-pad__canvas')
      await canvas.scrollIntoViewIfNeeded()
      const pad = await canvas.boundingBox()
      if (!pad) throw new Error('no signature pad')
      await her.mouse.move(pad.x + 30, pad.y + pad.height * 0.6)
      await her.mouse.down()
      for (let i = 1; i <= 20; i++) {
        await her.mouse.move(pad.x + 30 + i * 12, pad.y + pad.height * (0.6 - 0.3 * Math.sin((i / 20) * Math.PI * 2)))
      }
      await her.mouse.up()
      await her.locator('.signature-pad__hint').waitFor({ state: 'detached' })
      await her.locator('.contract-sign__agree').click()
      await her.locator('.contract-sign__agree[aria-checked="true"]').waitFor()
      await her.locator('.contract-sign__main:not(.contract-sign__main--off)', { hasText: '确认签署' }).click()
      await her.locator('.contract-sign__status', { hasText: '待付款' }).waitFor()
      await her.locator('.contract-sign__main', { hasText: '支付 ¥2,999' }).click()
      await payWith(her, '微信支付', '94-contract-paid')
      await onPage(her, ROUTES.contractSign)
      await her.locator('.contract-sign__status', { hasText: '已生效' }).waitFor()
      await her.locator('.contract-sign__row', { hasText: '签署时间' }).waitFor()
      await her.locator('.contract-sign__row', { hasText: '文件指纹' }).waitFor()
      await her.locator('.contract-sign__row', { hasText: '已签入合同 PDF' }).waitFor()
      const pdfButton = her.locator('.contract-sign__main', { hasText: '查看合同 PDF' })
      await pdfButton.waitFor()
      await screenshot(her, '95-contract-signed')
      // The PDF is no public file: it arrives through her session and is saved under the contract's number.
      const download = her.waitForEvent('download')
      await pdfButton.click()
      const saved = await download
      expect(saved.suggestedFilename()).toMatch(/^HT\d{14}\.pdf$/)
      expect((await fs.promises.readFile(await saved.path())).subarray(0, 4).toString('latin1')).toBe('%PDF')

      // 陈姐 arranges a date with 顾辰 for later today (in Hangzhou), so it can be checked in.
      await open(staff, ROUTES.officeAddDate, { customerId: tang.id })
      await lookUpForCustomer(staff, CUSTOMER, PARTNER)
      await staff.locator('.match-chooser__item', { hasText: PARTNER }).locator('.office-add-date__pick').click()
      await staff.locator('.office-add-date__role', { hasText: '约会对象' }).waitFor()
      await input(staff, '如：西湖边·湖畔咖啡馆').fill(PLACE)
      await pastTheDaysLastMinutes()
      await staff.locator('.datetime-row').click()
      const cdp = await staff.context().newCDPSession(staff)
      // The wheel opens on this hour: the next hour, or in the day's last hour a later minute.
      const hangzhou = hangzhouClock()
      if (hangzhou.hour < 23) await dragNutWheel(staff, cdp, 3, 1)
      else await dragNutWheel(staff, cdp, 4, Math.ceil((hangzhou.minute + 3) / 5))
      await staff.locator('.nut-picker-confirm-btn').filter({ visible: true }).click()
      await staff.locator('.datetime-row', { hasText: hangzhou.day }).waitFor()
      await screenshot(staff, '96-date-arranged')
      await staff.locator('.office-add-date__submit', { hasText: '确认安排' }).click()
      await onPage(staff, ROUTES.officeDates)

      // 顾辰 is nobody's customer: it waits for his word (consent-journey shows him answering).
      const card = dateCard(staff)
      await card.locator('.date-card__status', { hasText: '待对方确认' }).waitFor()
      const [invited] = (await api(API.appointment.getMyDatePage, { cursor: '', pageSize: 20 }, gu.token)).list
      await api(API.appointment.respondDate, { dateId: invited.id, action: 'accept', reason: '' }, gu.token)
      await staff.reload()

      // At the café: check-in, the feedback with four stars, then the meeting is completed.
      await card.locator('.date-card__status', { hasText: '已安排' }).waitFor()
      await card.locator('.date-card__place', { hasText: PLACE }).waitFor()
      await card.locator('.date-card__action--check_in').click()
      await modalButton(staff, '确定').click()
      await card.locator('.date-card__status', { hasText: '已签到' }).waitFor()
      await card.locator('.date-card__action--feedback', { hasText: '填写反馈' }).click()
      await staff.locator('.date-feedback-sheet__rate .nut-rate-item').nth(3).click()
      await staff.locator('.date-feedback-sheet__score', { hasText: '4 分' }).waitFor()
      await staff.locator('textarea[placeholder="双方印象、聊了什么、是否愿意继续接触"]').fill(FEEDBACK)
      await staff.locator('.date-feedback-sheet__submit').click()
      await card.locator('.date-card__stars', { hasText: '★★★★☆' }).waitFor()
      await card.locator('.date-card__text', { hasText: FEEDBACK }).waitFor()
      await card.locator('.date-card__action--complete').click()
      await modalButton(staff, '确定').click()
      await staff.getByText('约见已完成，合同已约见 1/3 次', { exact: true }).waitFor()
      await modalButton(staff, '确定').click()
      await staff.locator('.segment-tabs__tab', { hasText: '已结束' }).click()
      await card.locator('.date-card__status', { hasText: '已完成' }).waitFor()
      await card.getByText(/已计入客户合同约见次数/).waitFor()
      await screenshot(staff, '97-date-completed')

      // She sees one of her three meetings used.
      await open(her, ROUTES.myContracts)
      await her.locator('.my-contract', { hasText: '基础服务' }).getByText('已约见 1/3 次', { exact: true }).waitFor()
      await open(her, ROUTES.myDates)
      await her.locator('.my-dates__quota-count', { hasText: '已约见 1/3 次' }).waitFor()
      await her.locator('.my-dates__quota-name', { hasText: '基础服务' }).waitFor()
      await screenshot(her, '98-quota-used')

      // The report: one more signed customer in the funnel and in 陈姐's conversions.
      await open(staff, ROUTES.officeReport)
      await staff.locator('.bar-chart__step-text', { hasText: new RegExp(`^签约 ${signedBefore + 1}$`) }).waitFor()
      // 红娘 · 跟进 · 客户 · 转化 · 业绩
      const conversions = staff.locator('.report-table__row', { hasText: '陈姐' }).locator('.report-table__cell').nth(3)
      await conversions.waitFor()
      expect((await conversions.textContent())?.trim()).toBe(String(conversionsBefore + 1))
      await screenshot(staff, '99-report-conversion')
      // Long enough to wait for a new day when it starts in the day's last minutes.
    },
    15 * 60_000
  )
})
