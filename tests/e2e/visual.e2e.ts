import fs from 'node:fs'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import { ARTIFACTS, launch, phoneContext } from './browser'
import { api, input, loginByApi, loginByPassword, open } from './journey'

/*
 * The office, staff and member form pages compared with how they looked when someone last checked
 * them (tests/e2e/visual/<name>.png): an oval button or a textarea over its label shows up here.
 * UPDATE_VISUAL=1 rewrites the pictures after a wanted change; a missing one is written and passes.
 */

const REFERENCES = path.join(__dirname, 'visual')
const UPDATE = process.env.UPDATE_VISUAL === '1'
/** pixelmatch's colour distance (0-1): below it two pixels count as the same. */
const COLOUR_THRESHOLD = 0.1
/** Share of pixels allowed to differ: a glyph rendered a shade apart, never a moved or reshaped box. */
const MAX_DIFF_RATIO = 0.005

/** Nothing moves and no caret blinks while the picture is taken. */
const STILL =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }'

/** Feed member 2's phone (seed-love's feedMemberPhone for the demo tenant): a lead of 陈姐 no journey touches. */
const QUIET_LEAD_PHONE_TAIL = '0002'

/** The phones' clock: the office offers 今天 20:00 as the next follow-up only before 20:00. */
const TEN_TODAY = new Date(new Date().setHours(10, 0, 0, 0))

let browser: Browser
let staff: Page
let admin: Page
let member: Page
let quietLead: number

beforeAll(async () => {
  browser = await launch()
  const { token } = await loginByApi('chen_jie')
  const mine = await api(API.crm.getLeadPage, { tab: 'mine', cursor: '', pageSize: 50 }, token)
  // A member a journey registered on this server may share the tail; the seeded one came first.
  const [lead] = mine.list
    .filter((l) => l.phoneTail === QUIET_LEAD_PHONE_TAIL)
    .sort((a, b) => a.registeredAt.localeCompare(b.registeredAt))
  if (!lead) throw new Error(`陈姐 should have a lead with phone ****${QUIET_LEAD_PHONE_TAIL}`)
  quietLead = lead.userId
  // Pictures at scale 1: the stored files stay small and the layout is the same as on a phone.
  ;[staff, admin, member] = await Promise.all(
    ['chen_jie', 'lin_xiaoyu', 'su_qing'].map(async (account) => {
      const context = await phoneContext(browser, { scale: 1 })
      await context.clock.setFixedTime(TEN_TODAY)
      const page = await context.newPage()
      await loginByPassword(page, account)
      return page
    })
  )
})
afterAll(async () => {
  await browser.close()
})

/** Once the page has drawn with its fonts and images, the viewport with `hide` (what changes by the day) blanked. */
async function look(page: Page, hide: string[]): Promise<Buffer> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    style: `${STILL}\n${hide.length ? `${hide.join(',\n')} { visibility: hidden !important; }` : ''}`
  })
}

/** Compares the picture with the stored one; a missing (or, with UPDATE_VISUAL=1, every) one is stored instead. */
function compare(name: string, shot: Buffer): void {
  const reference = path.join(REFERENCES, `${name}.png`)
  if (UPDATE || !fs.existsSync(reference)) {
    fs.mkdirSync(REFERENCES, { recursive: true })
    fs.writeFileSync(reference, shot)
    console.log(`visual: ${UPDATE ? 'rewrote' : 'no reference yet, wrote'} ${path.relative(process.cwd(), reference)}`)
    return
  }
  const want = PNG.sync.read(fs.readFileSync(reference))
  const got = PNG.sync.read(shot)
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  const actualFile = path.join(ARTIFACTS, `visual-${name}-actual.png`)
  if (want.width !== got.width || want.height !== got.height) {
    fs.writeFileSync(actualFile, shot)
    throw new Error(
      `${name}: ${got.width}×${got.height} instead of ${want.width}×${want.height}; see ${path.relative(process.cwd(), actualFile)}`
    )
  }
  const diff = new PNG({ width: want.width, height: want.height })
  const differing = pixelmatch(want.data, got.data, diff.data, want.width, want.height, {
    threshold: COLOUR_THRESHOLD,
    includeAA: false
  })
  const ratio = differing / (want.width * want.height)
  if (ratio > MAX_DIFF_RATIO) {
    const diffFile = path.join(ARTIFACTS, `visual-${name}-diff.png`)
    fs.writeFileSync(diffFile, PNG.sync.write(diff))
    fs.writeFileSync(actualFile, shot)
    throw new Error(
      `${name}: ${(ratio * 100).toFixed(2)}% of pixels differ from ${path.relative(process.cwd(), reference)} ` +
        `(at most ${MAX_DIFF_RATIO * 100}%); see ${path.relative(process.cwd(), diffFile)} and the actual picture beside it. ` +
        'If the change is wanted, run with UPDATE_VISUAL=1.'
    )
  }
}

/** Times, ages, avatars and counts of a lead, which change by the day or with other journeys. */
const LEAD_CHANGES = ['.member-avatar', '.lead-card__facts', '.lead-card__line']

describe('office, staff and member form pages look as they did', () => {
  it('红娘办公室: figures, capsule buttons, tabs, the search bar, chips and a lead card', async () => {
    await open(staff, ROUTES.customerPool)
    await staff.locator('.segment-tabs__tab', { hasText: '我的客户' }).click()
    await staff.locator('.segment-tabs__tab--on', { hasText: '我的客户' }).waitFor()
    await input(staff, '搜索昵称或会员ID').fill(String(quietLead))
    await staff.locator('.office__search .office__search-go').click()
    await staff.waitForFunction(() => document.querySelectorAll('.lead-card').length === 1)
    await staff.locator('.office__figure-value', { hasText: /^\d+$/ }).first().waitFor()
    compare('office', await look(staff, ['.office__figure-value', ...LEAD_CHANGES]))
  })

  it('the lead page: its card, rows and buttons, then the follow-up form under its title', async () => {
    await open(staff, ROUTES.customerDetail, { userId: quietLead })
    await staff.locator('.lead-detail__row', { hasText: '跟进红娘' }).getByText('陈姐', { exact: true }).waitFor()
    const times = [
      ...LEAD_CHANGES,
      '.lead-detail__row:nth-child(n+3) .lead-detail__row-label ~ *',
      '.lead-detail__entry-head'
    ]
    compare('lead-detail', await look(staff, times))
    await staff.locator('.office__section-title', { hasText: '写跟进' }).evaluate((title) => title.scrollIntoView())
    compare('lead-detail-follow-up', await look(staff, times))
  })

  it('申请成为红娘: the banner and the form', async () => {
    await open(member, ROUTES.matchmakerJoin)
    await member.locator('.mm-join__form').waitFor()
    compare('matchmaker-join', await look(member, []))
  })

  it('the event editor of staff: a new event', async () => {
    await open(admin, ROUTES.staffEventEdit)
    await admin.locator('.event-edit__section-title', { hasText: '基本信息' }).waitFor()
    compare('staff-event-edit', await look(admin, ['.datetime-row']))
  })

  it('the event editor’s place picker: the demo city’s parks, one tap filling the venue', async () => {
    await open(admin, ROUTES.staffEventEdit)
    await admin.locator('.event-edit__pick-venue').click()
    await admin.locator('.place-picker__suggestion', { hasText: '公园' }).click()
    await admin.locator('.place-picker__title', { hasText: '太子湾公园' }).waitFor()
    compare('staff-place-picker', await look(admin, ['.datetime-row']))
    await admin.locator('.place-picker__title', { hasText: '太子湾公园' }).click()
    await expect(input(admin, '详细地址').inputValue()).resolves.toBe('杭州市西湖区南山路 太子湾公园')
    await expect(input(admin, '选填，如 30.2741').inputValue()).resolves.toBe('30.233')
  })

  it('申请提现 of a member: amount, fee and where the money goes', async () => {
    await open(member, ROUTES.memberApplyCashout)
    await member.locator('.cashout-channel').waitFor()
    compare('member-apply-cashout', await look(member, ['.cashout-amount__could > :first-child']))
  })
})
