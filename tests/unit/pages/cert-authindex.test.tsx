import { mountPage, setUp } from '../helpers/page'
import type { IntegrityHub } from '@contract/certification'
import { getAuthIndex } from '../../../src/api/certification'
import { ROUTES } from '../../../src/constants/routes'
import AuthIndexPage from '../../../src/member/love/authindex'
import type { Stores } from '../../../src/stores'
import { logIn, USER } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/certification')

const HUB: IntegrityHub = {
  items: [
    { kind: 'realname', label: '实名认证', status: 'approved', rejectReason: '' },
    { kind: 'education', label: '学历认证', status: 'pending', rejectReason: '' },
    { kind: 'house', label: '房产认证', status: 'rejected', rejectReason: '房产证照片不清晰' },
    { kind: 'other', label: '其他认证', status: 'none', rejectReason: '' }
  ],
  badges: ['实名']
}

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores, { ...USER, isWhetherLoveUser: true })
  jest.mocked(getAuthIndex).mockResolvedValue(HUB)
})

const items = () => Array.from(document.querySelectorAll('.auth-index__item'))

test('shows each certification with its state, the rejection reason, the badges and why to certify', async () => {
  const page = await mountPage(AuthIndexPage, stores)
  expect(items().map((row) => row.querySelector('.auth-index__label')?.textContent)).toEqual([
    '实名认证',
    '学历认证',
    '房产认证',
    '其他认证',
    '诚信承诺'
  ])
  expect(items().map((row) => row.querySelector('.cert-chip')?.textContent ?? null)).toEqual([
    '已认证',
    '审核中',
    '未通过',
    '未认证',
    null
  ])
  expect(page.html()).toContain('未通过原因：房产证照片不清晰')
  expect(page.text('.auth-index__badges')).toBe('实名')
  expect(page.html()).toContain('排名更靠前')
  expect(page.html()).toContain('认证标识')
  page.unmount()
})

test('says when no badge is earned yet', async () => {
  jest.mocked(getAuthIndex).mockResolvedValue({ ...HUB, badges: [] })
  const page = await mountPage(AuthIndexPage, stores)
  expect(document.querySelector('.auth-index__badges')).toBeNull()
  expect(page.html()).toContain('还没有认证标识')
  page.unmount()
})

test('each row opens its page, and the pledge row opens the member pledge', async () => {
  const page = await mountPage(AuthIndexPage, stores)
  for (const [label, url] of [
    ['实名认证', ROUTES.certification],
    ['学历认证', ROUTES.loveEducationAuth],
    ['房产认证', ROUTES.loveHouseAuth],
    ['其他认证', ROUTES.loveOtherAuth],
    ['诚信承诺', ROUTES.loveCommitment]
  ]) {
    await page.clickText(label)
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url })
  }
  page.unmount()
})

test('a member without a dating profile is sent to create one', async () => {
  logIn(stores, USER)
  const page = await mountPage(AuthIndexPage, stores)
  expect(getAuthIndex).not.toHaveBeenCalled()
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: ROUTES.loveSignUp })
  page.unmount()
})
