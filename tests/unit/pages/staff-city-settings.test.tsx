import { bodyText, mountPage, setUp } from '../helpers/page'
import type { CitySettings } from '@contract/models'
import { getCitySettings, saveCitySettings } from '../../../src/api/config'
import { getMyStaffRoles } from '../../../src/api/staff'
import type { Stores } from '../../../src/stores'
import StaffCitySettingsPage from '../../../src/subpages/staff/city_settings'
import { formatTenantTime, setTenantTimeZone, tenantTimeZone } from '../../../src/utils/time'
import { logIn } from '../helpers/session'
import { tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/config')

const SAVED: CitySettings = { timeZone: 'Asia/Shanghai', dailyPicks: 6, vipDailyPicks: 12 }
/** 20:00 on 28 November 2026 in Shanghai. */
const EIGHT_PM_SHANGHAI = '2026-11-28T12:00:00.000Z'

let stores: Stores

beforeEach(() => {
  stores = setUp().stores
  logIn(stores)
  stores.tenant.detail = tenantDetail()
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  jest.mocked(getCitySettings).mockResolvedValue(SAVED)
  jest.mocked(saveCitySettings).mockImplementation(async (s) => s)
})
afterEach(() => setTenantTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone))

const chip = (label: string) =>
  Array.from(document.querySelectorAll('.choice-chips__chip')).find((c) => c.textContent === label)

test('an admin moves the city to Tokyo and sets the daily picks; the app shows times on that clock at once', async () => {
  const page = await mountPage(StaffCitySettingsPage, stores)
  await page.settle()
  expect(chip('北京时间（UTC+8）')?.className).toContain('chip--on')
  expect(document.querySelector('[placeholder="普通会员人数"]')?.getAttribute('value')).toBe('6')

  await page.click(chip('东京（UTC+9）'))
  expect(chip('东京（UTC+9）')?.className).toContain('chip--on')
  await page.type('普通会员人数', '3')
  await page.type('VIP会员人数', '8')
  await page.clickText('保存')
  expect(saveCitySettings).toHaveBeenCalledWith({ timeZone: 'Asia/Tokyo', dailyPicks: 3, vipDailyPicks: 8 })
  expect(page.lastToast()).toBe('已保存')
  // This phone runs on UTC; the saved city's clock is what the app now reads times by.
  expect(tenantTimeZone()).toBe('Asia/Tokyo')
  expect(stores.tenant.detail?.timeZone).toBe('Asia/Tokyo')
  expect(formatTenantTime(EIGHT_PM_SHANGHAI, 'HH:mm')).toBe('21:00')
})

test('says what is wrong before sending: sizes outside 1-30, VIP members getting fewer', async () => {
  const page = await mountPage(StaffCitySettingsPage, stores)
  await page.settle()
  for (const [members, vip, message] of [
    ['0', '12', '普通会员的每日推荐人数需在 1-30 人之间'],
    ['6', '31', 'VIP会员的每日推荐人数需在 1-30 人之间'],
    ['10', '8', 'VIP会员的每日推荐人数不能少于普通会员']
  ]) {
    await page.type('普通会员人数', members)
    await page.type('VIP会员人数', vip)
    await page.clickText('保存')
    expect(page.lastToast()).toBe(message)
  }
  expect(saveCitySettings).not.toHaveBeenCalled()
})

test('a matchmaker is told the settings are for admins and nothing is loaded', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  const page = await mountPage(StaffCitySettingsPage, stores)
  await page.settle()
  expect(bodyText()).toContain('城市设置仅管理员可以修改')
  expect(getCitySettings).not.toHaveBeenCalled()
})
