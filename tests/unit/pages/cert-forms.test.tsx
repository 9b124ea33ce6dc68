import { mountPage, setUp } from '../helpers/page'
import type { ComponentType } from 'react'
import type { CertProgress, EducationCert, HouseCert, OtherCert } from '@contract/certification'
import { EDUCATIONS } from '@contract/love'
import {
  getEducationAuth,
  getHouseAuth,
  getOtherAuth,
  saveEducationAuth,
  saveHouseAuth,
  saveOtherAuth
} from '../../../src/api/certification'
import { uploadImage } from '../../../src/api/image'
import * as picker from '../../../src/components/image-picker/pick-images'
import EducationAuthPage from '../../../src/member/love/educationauth'
import HouseAuthPage from '../../../src/member/love/houseauth'
import OtherAuthPage from '../../../src/member/love/otherauth'
import type { Stores } from '../../../src/stores'
import { logIn, USER } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/certification')
jest.mock('../../../src/api/image')

const PROOF = '/uploads/t1/proof.jpg'
const NONE: CertProgress = { status: 'none', rejectReason: '', submittedAt: '', auditedAt: '' }
const PENDING: CertProgress = { ...NONE, status: 'pending', submittedAt: '2026-03-01T08:00:00Z' }
const REJECTED: CertProgress = {
  ...NONE,
  status: 'rejected',
  rejectReason: '照片模糊，请重新上传',
  submittedAt: '2026-03-01T08:00:00Z',
  auditedAt: '2026-03-02T08:00:00Z'
}
const APPROVED: CertProgress = {
  ...NONE,
  status: 'approved',
  submittedAt: '2026-03-01T08:00:00Z',
  auditedAt: '2026-03-02T08:00:00Z'
}

const education = (
  progress: CertProgress,
  school = '',
  degree: EducationCert['degree'] = '',
  images: string[] = []
): EducationCert => ({ ...progress, school, degree, images })
const house = (progress: CertProgress, city = '', images: string[] = []): HouseCert => ({ ...progress, city, images })
const other = (progress: CertProgress, fields: OtherCert['fields'] = [], images: string[] = []): OtherCert => ({
  ...progress,
  title: fields.length ? '职业认证' : '',
  fields,
  images
})

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores, { ...USER, isWhetherLoveUser: true })
  jest.mocked(uploadImage).mockResolvedValue({ url: PROOF })
  jest.spyOn(picker, 'pickImages').mockResolvedValue(['proof.jpg'])
  jest.mocked(getEducationAuth).mockResolvedValue(education(NONE))
  jest.mocked(getHouseAuth).mockResolvedValue(house(NONE))
  jest.mocked(getOtherAuth).mockResolvedValue(other(NONE))
})

async function open(Page: ComponentType) {
  const page = await mountPage(Page, stores)
  // Taro's H5 <Input> renders its inner field a moment after it is mounted.
  await page.settle(50)
  return page
}

/** Nothing left to edit: no fields, no pickers, photos without add or remove, no submit. */
function expectReadOnly() {
  expect(document.querySelector('taro-input-core')).toBeNull()
  expect(document.querySelector('taro-picker-core')).toBeNull()
  expect(document.querySelector('.image-picker__add')).toBeNull()
  expect(document.querySelector('.image-picker__remove')).toBeNull()
  expect(document.querySelector('.cert-form__submit')).toBeNull()
}

describe('education', () => {
  test('says what is missing, then submits school, degree and diploma and shows it pending', async () => {
    jest
      .mocked(saveEducationAuth)
      .mockImplementation(async (req) => education(PENDING, req.school, req.degree, req.images))
    const page = await open(EducationAuthPage)
    await page.clickText('提交认证')
    expect(page.lastToast()).toBe('请输入毕业院校')
    await page.type('请输入毕业院校全称', ' 浙江大学 ')
    await page.clickText('提交认证')
    expect(page.lastToast()).toBe('请选择学历')
    const picker = document.querySelector('taro-picker-core') as Element
    await page.run(
      () =>
        void picker.dispatchEvent(
          new CustomEvent('change', { detail: { value: EDUCATIONS.indexOf('bachelor') }, bubbles: true })
        )
    )
    await page.clickText('提交认证')
    expect(page.lastToast()).toBe('请上传学历证明照片')
    expect(saveEducationAuth).not.toHaveBeenCalled()

    await page.click('.image-picker__add')
    await page.clickText('提交认证')
    expect(saveEducationAuth).toHaveBeenCalledWith({ school: '浙江大学', degree: 'bachelor', images: [PROOF] })
    expect(page.lastToast()).toBe('已提交，请等待审核')
    expect(page.text('.cert-status__title')).toBe('审核中')
    expect(page.html()).toContain('本科')
    expectReadOnly()
    expect(document.querySelectorAll('.image-picker__img')).toHaveLength(1)
    page.unmount()
  })

  test('pending is read-only, photos still viewable', async () => {
    jest.mocked(getEducationAuth).mockResolvedValue(education(PENDING, '浙江大学', 'master', [PROOF]))
    const page = await open(EducationAuthPage)
    expect(page.text('.cert-status__title')).toBe('审核中')
    expect(page.html()).toContain('浙江大学')
    expect(page.html()).toContain('硕士')
    expectReadOnly()
    expect(document.querySelectorAll('.image-picker__img')).toHaveLength(1)
    page.unmount()
  })

  test('a rejection shows the reason and resubmits the corrected submission', async () => {
    jest.mocked(getEducationAuth).mockResolvedValue(education(REJECTED, '浙江大学', 'master', [PROOF]))
    jest
      .mocked(saveEducationAuth)
      .mockImplementation(async (req) => education(PENDING, req.school, req.degree, req.images))
    const page = await open(EducationAuthPage)
    expect(page.text('.cert-status__title')).toBe('未通过')
    expect(page.html()).toContain('原因：照片模糊，请重新上传')
    expect(document.querySelector('[placeholder="请输入毕业院校全称"]')?.getAttribute('value')).toBe('浙江大学')
    await page.type('请输入毕业院校全称', '浙江大学城市学院')
    await page.clickText('重新提交')
    expect(saveEducationAuth).toHaveBeenCalledWith({ school: '浙江大学城市学院', degree: 'master', images: [PROOF] })
    expect(page.text('.cert-status__title')).toBe('审核中')
    page.unmount()
  })

  test('approved is read-only and says so', async () => {
    jest.mocked(getEducationAuth).mockResolvedValue(education(APPROVED, '浙江大学', 'doctor', [PROOF]))
    const page = await open(EducationAuthPage)
    expect(page.text('.cert-status__title')).toBe('已认证')
    expect(page.html()).toContain('博士')
    expectReadOnly()
    page.unmount()
  })

  test('a member without a dating profile is sent to create one', async () => {
    logIn(stores, USER)
    const page = await open(EducationAuthPage)
    expect(getEducationAuth).not.toHaveBeenCalled()
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
    page.unmount()
  })
})

describe('house', () => {
  test('asks for the city and the certificate, then submits', async () => {
    jest.mocked(saveHouseAuth).mockImplementation(async (req) => house(PENDING, req.city, req.images))
    const page = await open(HouseAuthPage)
    await page.clickText('提交认证')
    expect(page.lastToast()).toBe('请输入房产所在城市')
    await page.type('如：杭州市', '杭州市')
    await page.clickText('提交认证')
    expect(page.lastToast()).toBe('请上传房产证明照片')
    expect(saveHouseAuth).not.toHaveBeenCalled()
    await page.click('.image-picker__add')
    await page.clickText('提交认证')
    expect(saveHouseAuth).toHaveBeenCalledWith({ city: '杭州市', images: [PROOF] })
    expect(page.text('.cert-status__title')).toBe('审核中')
    expectReadOnly()
    page.unmount()
  })

  test('pending is read-only', async () => {
    jest.mocked(getHouseAuth).mockResolvedValue(house(PENDING, '杭州市', [PROOF]))
    const page = await open(HouseAuthPage)
    expect(page.html()).toContain('杭州市')
    expectReadOnly()
    page.unmount()
  })
})

describe('other', () => {
  const labels = () => Array.from(document.querySelectorAll('taro-input-core[placeholder="项目，如：单位"]'))
  const values = () => Array.from(document.querySelectorAll('taro-input-core[placeholder="内容"]'))

  test('pairs are added and removed; half-filled pairs are refused; blank spare rows are dropped', async () => {
    jest.mocked(saveOtherAuth).mockImplementation(async (req) => ({ ...PENDING, ...req }))
    const page = await open(OtherAuthPage)
    expect(labels()).toHaveLength(1)
    await page.type('如：职业认证', '职业认证')
    await page.typeInto(labels()[0], '单位')
    await page.click('.image-picker__add')
    await page.clickText('提交认证')
    expect(page.lastToast()).toBe('请填写完整的认证信息')

    await page.typeInto(values()[0], '杭州市第一医院')
    await page.clickText('+ 添加一项')
    await page.settle(50)
    expect(labels()).toHaveLength(2)
    await page.typeInto(labels()[1], '职务')
    await page.typeInto(values()[1], '主治医师')
    await page.clickText('+ 添加一项')
    await page.settle(50)
    expect(labels()).toHaveLength(3)
    await page.click('.field-editor__row:nth-child(2) .field-editor__remove')
    expect(labels()).toHaveLength(2)

    await page.clickText('提交认证')
    expect(saveOtherAuth).toHaveBeenCalledWith({
      title: '职业认证',
      fields: [{ label: '单位', value: '杭州市第一医院' }],
      images: [PROOF]
    })
    expect(page.text('.cert-status__title')).toBe('审核中')
    expect(page.html()).toContain('杭州市第一医院')
    expectReadOnly()
    page.unmount()
  })

  test('pending shows the pairs read-only', async () => {
    jest.mocked(getOtherAuth).mockResolvedValue(other(PENDING, [{ label: '职务', value: '主治医师' }], [PROOF]))
    const page = await open(OtherAuthPage)
    expect(page.html()).toContain('职业认证')
    expect(page.html()).toContain('主治医师')
    expectReadOnly()
    page.unmount()
  })
})
