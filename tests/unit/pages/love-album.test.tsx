import Taro from '@tarojs/taro'
import { mountPage, setUp, type Ui } from '../helpers/page'
import type { LoveProfile } from '@contract/love'
import type { UserInfo } from '@contract/models'
import { uploadImage } from '../../../src/api/image'
import * as picker from '../../../src/components/image-picker/pick-images'
import { getMyLoveProfile, setAlbum } from '../../../src/api/loveProfile'
import { TOAST_MS } from '../../../src/constants/app'
import type { Stores } from '../../../src/stores'
import LoveUserAlbumPage from '../../../src/subpages/upload_file/loveuser'
import { mockPageStack } from '../helpers/taro'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/image')
jest.mock('../../../src/api/loveProfile')

const user: UserInfo = {
  id: 9,
  phone: '13800000001',
  username: 'lin_xiaoyu',
  nickname: '林小雨',
  headPic: '',
  hasPassword: true,
  wxBound: false,
  isWhetherLoveUser: true,
  isWhetherVip: false,
  userVipType: 0,
  vipExpiresAt: '',
  createdAt: '2026-01-01T00:00:00Z'
}

const profile = (album: string[]): LoveProfile => ({
  userId: 9,
  age: 28,
  album,
  completeness: 80,
  nickname: '林小雨',
  gender: 'female',
  birthDate: '1998-05-01',
  height: 165,
  weight: 50,
  education: 'bachelor',
  occupation: '设计师',
  income: '10to20k',
  marital: 'single',
  hometownProvince: '浙江',
  hometownCity: '杭州',
  residenceProvince: '浙江',
  residenceCity: '杭州',
  house: 'rent',
  car: 'none',
  ethnicity: '',
  children: '',
  aboutMe: '',
  mate: { ageMin: 26, ageMax: 35, heightMin: 170, heightMax: 190, educationMin: '', city: '', marital: '' }
})

const A = '/uploads/t1/a.jpg'
const B = '/uploads/t1/b.jpg'
const C = '/uploads/t1/c.jpg'

let stores: Stores
let ui: Ui

const thumbs = () => Array.from(document.querySelectorAll('.image-picker__img'), (img) => img.getAttribute('src'))
const covers = () => Array.from(document.querySelectorAll('.cover-picker__item'))

beforeEach(() => {
  ;({ stores, ui } = setUp())
  mockPageStack(2)
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser(user)
  jest.mocked(getMyLoveProfile).mockResolvedValue(profile([A, B]))
  jest.mocked(setAlbum).mockImplementation(async (images) => profile(images))
})

async function open() {
  const p = await mountPage(LoveUserAlbumPage, stores)
  const button = (text: string) =>
    Array.from(document.querySelectorAll('.album-page__actions > *')).find((b) => b.textContent === text)
  return { ...p, button }
}

test('shows the saved album, the cover first, with the photo tips', async () => {
  await open()
  expect(getMyLoveProfile).toHaveBeenCalledTimes(1)
  expect(thumbs()).toEqual([A, B])
  expect(covers().map((c) => c.textContent)).toEqual(['封面', '设为封面'])
  const text = document.body.textContent ?? ''
  expect(text).toContain('照片小贴士')
  expect(text).toContain('正脸')
  expect(text).toContain('联系方式')
  expect(text).toContain('水印')
})

test('adds, removes and reorders photos, then saves them in that order and goes back', async () => {
  jest.spyOn(picker, 'pickImages').mockResolvedValue(['tmp/c.jpg'])
  jest.mocked(uploadImage).mockResolvedValue({ url: C })
  const modal = jest.spyOn(Taro, 'showModal')
  const { testUtils, click, button } = await open()

  await click(document.querySelector('.image-picker__add'))
  expect(uploadImage).toHaveBeenCalledWith('tmp/c.jpg')
  expect(thumbs()).toEqual([A, B, C])

  await click(document.querySelector('.image-picker__remove'))
  expect(thumbs()).toEqual([B, C])

  await click(covers()[1])
  expect(thumbs()).toEqual([C, B])
  expect(covers().map((c) => c.textContent)).toEqual(['封面', '设为封面'])

  // The page waits for the toast to be read before leaving; fake time skips the wait.
  jest.useFakeTimers()
  try {
    await testUtils.act(async () => {
      testUtils.fireEvent.click(button('保存相册') as Element)
      await jest.advanceTimersByTimeAsync(0)
    })
    expect(setAlbum).toHaveBeenCalledWith([C, B], expect.anything())
    expect(ui.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '已保存' }))
    expect(ui.navigateBack).not.toHaveBeenCalled()
    await testUtils.act(() => jest.advanceTimersByTimeAsync(TOAST_MS))
  } finally {
    jest.useRealTimers()
  }
  expect(ui.navigateBack).toHaveBeenCalledTimes(1)
  // Saved: nothing is left to confirm on the way out.
  expect(modal).not.toHaveBeenCalled()
})

test('a failed save keeps the page and the edits', async () => {
  jest.mocked(setAlbum).mockRejectedValue(new Error('图片地址无效'))
  const { click, button } = await open()
  await click(covers()[1])
  await click(button('保存相册'))
  expect(setAlbum).toHaveBeenCalledWith([B, A], expect.anything())
  expect(thumbs()).toEqual([B, A])
  expect(ui.showToast).not.toHaveBeenCalledWith(expect.objectContaining({ title: '已保存' }))
  expect(ui.navigateBack).not.toHaveBeenCalled()
})

test('asks before leaving with unsaved changes, and stays when the member keeps editing', async () => {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' })
  const { click, button } = await open()
  await click(document.querySelector('.image-picker__remove'))
  await click(button('取消'))
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '相册的修改还没有保存，确定离开吗？' }))
  expect(ui.navigateBack).not.toHaveBeenCalled()
  expect(thumbs()).toEqual([B])

  modal.mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
  await click(button('取消'))
  expect(ui.navigateBack).toHaveBeenCalledTimes(1)
  expect(setAlbum).not.toHaveBeenCalled()
})

test('leaves without asking when nothing changed, also after undoing a change', async () => {
  const modal = jest.spyOn(Taro, 'showModal')
  const { click, button } = await open()
  await click(covers()[1])
  await click(covers()[1])
  expect(thumbs()).toEqual([A, B])
  await click(button('取消'))
  expect(modal).not.toHaveBeenCalled()
  expect(ui.navigateBack).toHaveBeenCalledTimes(1)
})

test('offers a retry when the album cannot be loaded, and never saves over it', async () => {
  jest.mocked(getMyLoveProfile).mockRejectedValueOnce(new Error('网络异常，请稍后重试'))
  const { click } = await open()
  expect(document.querySelector('.image-picker')).toBeNull()
  expect(document.body.textContent).not.toContain('保存相册')
  await click(document.querySelector('.status-view'))
  expect(getMyLoveProfile).toHaveBeenCalledTimes(2)
  expect(thumbs()).toEqual([A, B])
})

test('sends a member without a dating profile to sign up first', async () => {
  stores.session.setUser({ ...user, isWhetherLoveUser: false })
  await open()
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
  expect(getMyLoveProfile).not.toHaveBeenCalled()
})
