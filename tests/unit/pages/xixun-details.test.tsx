import Taro from '@tarojs/taro'
import { bodyText, mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import { getStory, setStoryStage } from '../../../src/api/xixun'
import type { Stores } from '../../../src/stores'
import StoryDetailsPage from '../../../src/subpages/xixun/Details'
import { route } from '../helpers/lifecycle'
import { logIn, userInfo } from '../helpers/session'
import { storyDetail } from '../helpers/xixun'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/xixun')

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  route.params = { id: '4' }
  jest.mocked(getStory).mockResolvedValue(storyDetail(4))
})

const open = () => mountPage(StoryDetailsPage, stores)
const reached = () => textsOf('.stage-steps__step--reached .stage-steps__label')

test('shows the couple, how far they have come, how they met, the story and its photos', async () => {
  await open()
  expect(getStory).toHaveBeenCalledWith({ storyId: 4 })
  expect(textsOf('.couple__name')).toEqual(['小林', '苏晴'])
  expect(textsOf('.stage-steps__label')).toEqual(['牵手成功', '恋爱中', '见家长', '订婚', '领证', '婚礼'])
  expect(reached()).toEqual(['牵手成功', '恋爱中', '见家长'])
  expect(textsOf('.stage-steps__step--now .stage-steps__label')).toEqual(['见家长'])
  expect(textsOf('.story-body__title')).toEqual(['读书会上的缘分'])
  expect(textsOf('.story-body__met')).toEqual(['相识于：线下交友活动'])
  expect(bodyText()).toContain('每个周末都约着去图书馆')
  expect(bodyText()).toContain('2026-05-20 发布')
})

test('a photo opens large among the others', async () => {
  const preview = jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'ok' })
  const p = await open()
  await p.click(document.querySelectorAll('.story-body__photo')[1])
  expect(preview).toHaveBeenCalledWith({ urls: ['/uploads/s1.jpg', '/uploads/s2.jpg'], current: '/uploads/s2.jpg' })
})

test('anyone may share a published story, but only the couple may change its stage', async () => {
  const p = await open()
  expect(document.querySelector('.story-details__picker')).toBeNull()
  await p.clickText('分享')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/Share?type=story&id=4' })
})

test('one of the couple moves the story on to 订婚', async () => {
  logIn(stores, userInfo({ id: 9, nickname: '小林' }))
  jest.mocked(getStory).mockResolvedValue(storyDetail(4, { mine: true }))
  jest.mocked(setStoryStage).mockImplementation(async (req) => storyDetail(4, { mine: true, stage: req.stage }))
  const p = await open()
  expect(bodyText()).toContain('更新阶段')
  const picker = document.querySelector('taro-picker-core') as Element
  await p.run(() => void picker.dispatchEvent(new CustomEvent('change', { detail: { value: 3 }, bubbles: true })))
  expect(setStoryStage).toHaveBeenCalledWith({ storyId: 4, stage: 'engaged' })
  expect(reached()).toEqual(['牵手成功', '恋爱中', '见家长', '订婚'])
  expect(p.lastToast()).toBe('已更新为「订婚」')
})

test('the stage stays as stored when the change is refused', async () => {
  jest.mocked(getStory).mockResolvedValue(storyDetail(4, { mine: true }))
  jest.mocked(setStoryStage).mockRejectedValue(new Error('refused'))
  const p = await open()
  const picker = document.querySelector('taro-picker-core') as Element
  await p.run(() => void picker.dispatchEvent(new CustomEvent('change', { detail: { value: 5 }, bubbles: true })))
  expect(setStoryStage).toHaveBeenCalled()
  expect(reached()).toEqual(['牵手成功', '恋爱中', '见家长'])
})

test('the couple read why their story was not published, and cannot share it', async () => {
  jest
    .mocked(getStory)
    .mockResolvedValue(storyDetail(4, { mine: true, status: 'rejected', reason: '照片含有联系方式', publishedAt: '' }))
  await open()
  expect(textsOf('.story-status__label')).toEqual(['未通过'])
  expect(textsOf('.story-status__text')).toEqual(['原因：照片含有联系方式'])
  expect(bodyText()).toContain('2026-05-18 提交')
  expect(bodyText()).not.toContain('分享')
  // A rejected story is not moved along.
  expect(document.querySelector('taro-picker-core')).toBeNull()
})

test('the partner asked to confirm is sent to do so', async () => {
  jest
    .mocked(getStory)
    .mockResolvedValue(storyDetail(4, { mine: true, awaitingMe: true, status: 'awaiting_partner', publishedAt: '' }))
  const p = await open()
  expect(textsOf('.story-status__label')).toEqual(['等待对方确认'])
  await p.clickText('去确认')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/Feedback?id=4' })
})

test('a story that cannot be read says so and offers to try again', async () => {
  jest.mocked(getStory).mockRejectedValueOnce(new Error('not found'))
  const p = await open()
  expect(bodyText()).toContain('暂时看不到这个故事')
  await p.clickText('重新加载')
  expect(textsOf('.story-body__title')).toEqual(['读书会上的缘分'])
})
