import Taro from '@tarojs/taro'
import { findByText, mountPage, setUp, type Ui } from '../helpers/page'
import { uploadImage, uploadImageBase64 } from '../../../src/api/image'
import { setAvator } from '../../../src/api/member'
import { getMyReviews } from '../../../src/api/moderation'
import { TOAST_MS } from '../../../src/constants/app'
import type { Stores } from '../../../src/stores'
import AvatarCropperPage from '../../../src/uni_modules/vk-uview-ui/components/u-avatar-cropper/u-avatar-cropper'
import { loadPhoto, renderCrop } from '../../../src/uni_modules/vk-uview-ui/components/u-avatar-cropper/render'
import { mockPageStack } from '../helpers/taro'
import { route } from '../helpers/lifecycle'
import { userInfo } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/image')
jest.mock('../../../src/api/member')
jest.mock('../../../src/api/moderation')
// Drawing needs a real canvas; the geometry it is given is what is checked here.
jest.mock('../../../src/uni_modules/vk-uview-ui/components/u-avatar-cropper/render', () => ({
  AVATAR_SIZE: 400,
  CropCanvas: () => null,
  loadPhoto: jest.fn(),
  renderCrop: jest.fn()
}))

const user = userInfo({
  username: 'lin_xiaoyu',
  nickname: '林小雨',
  hasPassword: true,
  headPic: '/static/images/avatar-1.png'
})

const PICKED = 'blob:http://localhost/picked'
const UPLOADED = '/uploads/t1/avatar.jpg'
const DATA_URL = 'data:image/jpeg;base64,AAAA'

let stores: Stores
let ui: Ui
let choose: jest.SpyInstance

/** Fingers at these points; jsdom has no Touch constructor and the page reads only the coordinates. */
const fingers = (...points: Array<[number, number]>) =>
  points.map(([clientX, clientY]) => ({ clientX, clientY }) as Touch)

beforeEach(() => {
  ;({ stores, ui } = setUp())
  route.params = {}
  mockPageStack(2)
  // Post-moderation, or a built-in avatar: nothing waits for review.
  jest.mocked(getMyReviews).mockResolvedValue({ avatar: null, album: null, aboutMe: null })
  // A 375 px wide phone: a 300 px frame.
  jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ ...Taro.getWindowInfo(), windowWidth: 375 })
  choose = jest
    .spyOn(Taro, 'chooseImage')
    .mockResolvedValue({ tempFilePaths: [PICKED], tempFiles: [], errMsg: 'chooseImage:ok' })
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser(user)
  jest.mocked(loadPhoto).mockImplementation(async (src) => ({ src, width: 800, height: 600 }))
  jest.mocked(renderCrop).mockResolvedValue({ kind: 'dataUrl', data: DATA_URL })
  jest.mocked(uploadImageBase64).mockResolvedValue({ url: UPLOADED })
  jest.mocked(uploadImage).mockResolvedValue({ url: UPLOADED })
  jest.mocked(setAvator).mockImplementation(async ({ headPic }) => ({ ...user, headPic }))
})

async function open() {
  const p = await mountPage(AvatarCropperPage, stores)
  /** Confirms and lets the toast's pause run out. */
  const confirm = async () => {
    jest.useFakeTimers()
    try {
      await p.testUtils.act(async () => {
        p.testUtils.fireEvent.click(findByText('.avatar-cropper__actions > *', '确定'))
        await jest.advanceTimersByTimeAsync(TOAST_MS)
      })
    } finally {
      jest.useRealTimers()
    }
  }
  return { ...p, confirm }
}

test('asks for one photo from the album or camera on arrival and shows it under the frame', async () => {
  await open()
  expect(choose).toHaveBeenCalledWith(expect.objectContaining({ count: 1, sourceType: ['album', 'camera'] }))
  expect(loadPhoto).toHaveBeenCalledWith(PICKED)
  const photo = document.querySelector('.crop-stage__photo')
  expect(photo?.getAttribute('src')).toBe(PICKED)
  expect(document.querySelector('.crop-stage__frame')).not.toBeNull()
  expect(document.querySelector('.zoom-bar__value')?.textContent).toBe('1.0x')
})

test('crops the photo given in ?src= without opening the picker', async () => {
  route.params = { src: encodeURIComponent('/uploads/t1/old photo.jpg') }
  await open()
  expect(choose).not.toHaveBeenCalled()
  expect(loadPhoto).toHaveBeenCalledWith('/uploads/t1/old photo.jpg')
})

test('取消 goes back without uploading anything', async () => {
  const { click } = await open()
  await click(findByText('.avatar-cropper__actions > *', '取消'))
  expect(ui.navigateBack).toHaveBeenCalledTimes(1)
  expect(renderCrop).not.toHaveBeenCalled()
  expect(setAvator).not.toHaveBeenCalled()
})

test('确定 crops the centred square, uploads it and makes the uploaded URL the avatar', async () => {
  const { confirm } = await open()
  await confirm()
  // 800×600 at zoom 1: the middle 600×600.
  expect(renderCrop).toHaveBeenCalledWith(
    { src: PICKED, width: 800, height: 600 },
    { x: 100, y: 0, width: 600, height: 600 }
  )
  expect(uploadImageBase64).toHaveBeenCalledWith(DATA_URL)
  expect(setAvator).toHaveBeenCalledWith({ headPic: UPLOADED })
  expect(stores.session.userInfo?.headPic).toBe(UPLOADED)
  expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '头像已更新' }))
  expect(ui.navigateBack).toHaveBeenCalledTimes(1)
})

test('under pre-moderation the member is told the photo went to review, not that it is live', async () => {
  jest.mocked(getMyReviews).mockResolvedValue({
    avatar: { status: 'pending', text: UPLOADED, images: [], reason: '', createdAt: '2026-11-24T10:00:00Z' },
    album: null,
    aboutMe: null
  })
  const { confirm } = await open()
  await confirm()
  expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已提交审核' }))
  expect(ui.showToast).not.toHaveBeenCalledWith(expect.objectContaining({ title: '头像已更新' }))
})

test('a rendered file (the mini-program) is uploaded as a file', async () => {
  jest.mocked(renderCrop).mockResolvedValue({ kind: 'file', path: 'wxfile://tmp/crop.jpg' })
  const { confirm } = await open()
  await confirm()
  expect(uploadImage).toHaveBeenCalledWith('wxfile://tmp/crop.jpg')
  expect(uploadImageBase64).not.toHaveBeenCalled()
  expect(setAvator).toHaveBeenCalledWith({ headPic: UPLOADED })
})

test('zooming with the buttons crops a smaller square about the centre, within 1x to 4x', async () => {
  const { click, confirm } = await open()
  const zoomIn = document.querySelector('[aria-label="放大"]')
  await click(zoomIn)
  await click(zoomIn)
  expect(document.querySelector('.zoom-bar__value')?.textContent).toBe('2.0x')
  await confirm()
  expect(jest.mocked(renderCrop).mock.calls[0][1]).toEqual({ x: 250, y: 150, width: 300, height: 300 })

  for (let i = 0; i < 8; i += 1) await click(zoomIn)
  expect(document.querySelector('.zoom-bar__value')?.textContent).toBe('4.0x')
  const zoomOut = document.querySelector('[aria-label="缩小"]')
  for (let i = 0; i < 8; i += 1) await click(zoomOut)
  expect(document.querySelector('.zoom-bar__value')?.textContent).toBe('1.0x')
})

test('dragging moves the crop, never past the edge of the photo', async () => {
  const { testUtils, confirm } = await open()
  const stage = document.querySelector('.crop-stage') as Element
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<[number, number]>) =>
    testUtils.act(async () => {
      testUtils.fireEvent[type](stage, { touches: fingers(...points) })
    })
  await touch('touchStart', [[100, 100]])
  await touch('touchMove', [[400, 100]])
  await touch('touchEnd', [])
  await confirm()
  // Dragged right as far as it goes: the left edge of the photo.
  expect(jest.mocked(renderCrop).mock.calls[0][1]).toEqual({ x: 0, y: 0, width: 600, height: 600 })
})

test('a pinch zooms', async () => {
  const { testUtils } = await open()
  const stage = document.querySelector('.crop-stage') as Element
  await testUtils.act(async () => {
    testUtils.fireEvent.touchStart(stage, { touches: fingers([100, 200], [200, 200]) })
    testUtils.fireEvent.touchMove(stage, { touches: fingers([75, 200], [225, 200]) })
  })
  expect(document.querySelector('.zoom-bar__value')?.textContent).toBe('1.5x')
})

test('a failed upload keeps the page so the member can try again', async () => {
  jest.mocked(uploadImageBase64).mockRejectedValueOnce(new Error('图片不能超过 5MB'))
  const { confirm } = await open()
  await confirm()
  expect(setAvator).not.toHaveBeenCalled()
  expect(ui.navigateBack).not.toHaveBeenCalled()
  expect(stores.session.userInfo?.headPic).toBe(user.headPic)
  await confirm()
  expect(setAvator).toHaveBeenCalledWith({ headPic: UPLOADED })
})

test('a photo that cannot be drawn is reported, nothing is uploaded', async () => {
  jest.mocked(renderCrop).mockRejectedValueOnce(new Error('tainted canvas'))
  const { confirm } = await open()
  await confirm()
  expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '头像生成失败，请换一张照片' }))
  expect(uploadImageBase64).not.toHaveBeenCalled()
  expect(ui.navigateBack).not.toHaveBeenCalled()
})

test('a closed picker leaves the empty frame, which opens it again', async () => {
  choose.mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
  const { click } = await open()
  expect(document.querySelector('.crop-stage__photo')).toBeNull()
  expect(document.querySelector('.avatar-cropper__confirm.nut-button-disabled')).not.toBeNull()
  await click(document.querySelector('.crop-stage__frame--empty'))
  expect(choose).toHaveBeenCalledTimes(2)
  expect(document.querySelector('.crop-stage__photo')).not.toBeNull()
})

test('a visitor is sent to log in first', async () => {
  stores.session.logout()
  await open()
  expect(choose).not.toHaveBeenCalled()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('/pages/login/') })
})
