import { mountPage, setUp } from '../helpers/page'
import { REAL_NAME_RULE_TEXT, type RealNameCert } from '@contract/certification'
import { ID_CARD_RULE_TEXT } from '@contract/rules'
import { getRealName, submitRealName } from '../../../src/api/certification'
import { uploadImage } from '../../../src/api/image'
import * as picker from '../../../src/components/image-picker/pick-images'
import CertificationPage from '../../../src/member/certification'
import type { Stores } from '../../../src/stores'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/certification')
jest.mock('../../../src/api/image')

/** A valid 18-digit number (check character X), born 1949. */
const ID_CARD = '11010519491231002X'
const NONE: RealNameCert = {
  status: 'none',
  rejectReason: '',
  submittedAt: '',
  auditedAt: '',
  realName: '',
  idCardMasked: ''
}
const PENDING: RealNameCert = {
  ...NONE,
  status: 'pending',
  realName: '张三',
  idCardMasked: '1101**********002X',
  submittedAt: '2026-03-01T08:00:00Z'
}

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  jest.mocked(getRealName).mockResolvedValue(NONE)
  jest.mocked(submitRealName).mockResolvedValue(PENDING)
  jest.mocked(uploadImage).mockResolvedValue({ url: '/uploads/t1/face.jpg' })
  jest.spyOn(picker, 'pickImages').mockResolvedValue(['face.jpg'])
})

async function open() {
  const page = await mountPage(CertificationPage, stores)
  // Taro's H5 <Input> renders its inner field a moment after it is mounted.
  await page.settle(50)
  return page
}

test('checks the name, the ID check digit and the face photo before submitting', async () => {
  const page = await open()
  expect(page.html()).toContain('人脸照片')
  expect(page.html()).toContain('与身份证照片比对')
  expect(document.querySelectorAll('input')).toHaveLength(2)

  await page.type('请输入身份证上的姓名', 'Zhang3')
  await page.type('请输入18位身份证号', ID_CARD)
  await page.clickText('提交认证')
  expect(page.lastToast()).toBe(REAL_NAME_RULE_TEXT)

  await page.type('请输入身份证上的姓名', '张三')
  await page.type('请输入18位身份证号', '110105194912310021')
  await page.clickText('提交认证')
  expect(page.lastToast()).toBe(ID_CARD_RULE_TEXT)

  await page.type('请输入18位身份证号', ID_CARD.toLowerCase())
  await page.clickText('提交认证')
  expect(page.lastToast()).toBe('请拍摄本人正脸照片')
  expect(submitRealName).not.toHaveBeenCalled()
  page.unmount()
})

test('submits name, upper-cased ID and face photo, then shows it pending with the masked number', async () => {
  const page = await open()
  await page.type('请输入身份证上的姓名', '张三')
  await page.type('请输入18位身份证号', ID_CARD.toLowerCase())
  await page.click('.image-picker__add')
  await page.settle()
  // One face photo only: the add tile is gone.
  expect(document.querySelector('.image-picker__add')).toBeNull()
  await page.clickText('提交认证')
  expect(submitRealName).toHaveBeenCalledWith({ realName: '张三', idCard: ID_CARD, faceImage: '/uploads/t1/face.jpg' })
  expect(page.lastToast()).toBe('已提交，请等待审核')
  expect(page.text('.cert-status__title')).toBe('审核中')
  expect(page.html()).toContain('1101**********002X')
  expect(page.html()).toContain('张*')
  expect(document.querySelector('input')).toBeNull()
  expect(page.html()).not.toContain('提交认证')
  page.unmount()
})

test('a rejection shows its reason and lets the member resubmit with the name filled in', async () => {
  jest.mocked(getRealName).mockResolvedValue({ ...PENDING, status: 'rejected', rejectReason: '人像与身份证照片不一致' })
  const page = await open()
  expect(page.text('.cert-status__title')).toBe('未通过')
  expect(page.html()).toContain('原因：人像与身份证照片不一致')
  const name = document.querySelector('[placeholder="请输入身份证上的姓名"]')
  expect(name?.getAttribute('value')).toBe('张三')
  await page.type('请输入18位身份证号', ID_CARD)
  await page.click('.image-picker__add')
  await page.settle()
  jest.mocked(submitRealName).mockResolvedValue({ ...PENDING, status: 'approved', auditedAt: '2026-03-02T08:00:00Z' })
  await page.clickText('重新提交')
  expect(submitRealName).toHaveBeenCalledWith({ realName: '张三', idCard: ID_CARD, faceImage: '/uploads/t1/face.jpg' })
  expect(page.text('.cert-status__title')).toBe('已认证')
  page.unmount()
})

test('an approved certification is read-only with the name and number masked', async () => {
  jest.mocked(getRealName).mockResolvedValue({ ...PENDING, status: 'approved', auditedAt: '2026-03-02T08:00:00Z' })
  const page = await open()
  expect(page.text('.cert-status__title')).toBe('已认证')
  expect(page.html()).toContain('张*')
  expect(page.html()).not.toContain('张三')
  expect(page.html()).toContain('1101**********002X')
  expect(document.querySelector('input')).toBeNull()
  expect(document.querySelector('.image-picker')).toBeNull()
  page.unmount()
})

test('sends a visitor to log in instead of loading', async () => {
  stores.session.logout()
  const page = await open()
  expect(getRealName).not.toHaveBeenCalled()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  page.unmount()
})
