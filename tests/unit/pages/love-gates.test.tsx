import Taro from '@tarojs/taro'
import type { PrivacySettings } from '@contract/love'
import { mountPage, setUp } from '../helpers/page'
import { getMyLoveProfile, getPrivacy } from '../../../src/api/loveProfile'
import EditInfoPage from '../../../src/member/love/editinfo'
import PermissionPage from '../../../src/member/love/permission'
import type { Stores } from '../../../src/stores'
import { logInLoveUser } from '../helpers/love'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/loveProfile')
// The moderation states shown on the form are not what these tests look at.
jest.mock('../../../src/hooks/useMyReviews', () => ({ useMyReviews: () => null }), { virtual: true })

const PRIVACY: PrivacySettings = {
  hideFromFeed: false,
  photosVipOnly: true,
  hideAge: false,
  hideIncome: false,
  hidePresence: false
}

let stores: Stores

beforeEach(() => {
  jest.resetAllMocks()
  stores = setUp().stores
  jest.mocked(getPrivacy).mockResolvedValue(PRIVACY)
  jest.mocked(getMyLoveProfile).mockRejectedValue(new Error('请先填写交友资料'))
})

describe.each([
  ['资料管理 (editinfo)', EditInfoPage, getMyLoveProfile],
  ['隐私设置 (permission)', PermissionPage, getPrivacy]
] as const)('%s', (_name, Page, load) => {
  test('sends a member without a dating profile to sign up, asking the server nothing', async () => {
    logInLoveUser(stores, false)
    await mountPage(Page, stores)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
    expect(load).not.toHaveBeenCalled()
  })

  test('loads for a member with a dating profile', async () => {
    logInLoveUser(stores)
    await mountPage(Page, stores)
    expect(load).toHaveBeenCalled()
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })
})

test('隐私设置 shows the switches once loaded', async () => {
  logInLoveUser(stores)
  await mountPage(PermissionPage, stores)
  expect(document.querySelectorAll('.permission__row').length).toBe(5)
})
