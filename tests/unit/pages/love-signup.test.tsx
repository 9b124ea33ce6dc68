import { bodyText, mountPage, setUp, tick, type Ui } from '../helpers/page'
import type { LoveProfileInput } from '@contract/love'
import { getAllProvinceMore } from '../../../src/api/geography'
import { checkLoginUserInfo } from '../../../src/api/love'
import { signUpLove } from '../../../src/api/loveProfile'
import { getLoveCentre } from '../../../src/api/loveSocial'
import { getUser } from '../../../src/api/member'
import { getMyReviews } from '../../../src/api/moderation'
import LoveCentrePage from '../../../src/member/love/index'
import SignUpLovePage from '../../../src/member/love/signuplove'
import type { Stores } from '../../../src/stores'
import { logIn, userInfo } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/geography')
jest.mock('../../../src/api/love')
jest.mock('../../../src/api/loveProfile')
jest.mock('../../../src/api/loveSocial')
jest.mock('../../../src/api/member')
jest.mock('../../../src/api/moderation')
// The form is tested on its own; here it is already filled in.
jest.mock('../../../src/components/profile-form/draft', () => ({
  ...jest.requireActual('../../../src/components/profile-form/draft'),
  validateDraft: () => ({ input: { nickname: '小雨' } as LoveProfileInput })
}))

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  // Just registered: a login name, no nickname, no photo, no dating profile.
  logIn(stores, userInfo({ username: 'u13800000001' }))
  jest.mocked(getAllProvinceMore).mockResolvedValue([])
  jest.mocked(signUpLove).mockResolvedValue(undefined as never)
  jest
    .mocked(getUser)
    .mockResolvedValue(
      userInfo({ username: 'u13800000001', nickname: '小雨', headPic: '/uploads/me.jpg', isWhetherLoveUser: true })
    )
  jest.mocked(checkLoginUserInfo).mockResolvedValue({
    whetherLoveUser: true,
    whetherVip: false,
    userVipType: 0,
    vipExpiresAt: ''
  })
  jest.mocked(getLoveCentre).mockResolvedValue({
    completeness: 80,
    isVip: false,
    vipType: 0,
    badges: [],
    viewedMeCount: 0,
    iViewedCount: 0,
    favCount: 0,
    favedMeCount: 0,
    newViewedMeCount: 0,
    newFavedMeCount: 0
  })
  jest.mocked(getMyReviews).mockRejectedValue(new Error('not asked here'))
})

test('right after signing up, the love centre greets the member by nickname with their photo, no reload needed', async () => {
  const signUp = await mountPage(SignUpLovePage, stores)
  await signUp.clickText('提交资料')
  await tick()
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/index' })
  signUp.unmount()

  await mountPage(LoveCentrePage, stores)
  expect(document.querySelector('.love-centre__name')?.textContent).toBe('小雨')
  expect(bodyText()).not.toContain('u13800000001')
  expect(document.querySelector('.love-centre__card img, .love-centre__card [src]')?.getAttribute('src')).toBe(
    '/uploads/me.jpg'
  )
})
