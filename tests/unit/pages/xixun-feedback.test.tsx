import { bodyText, mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import type { SubmitStoryReq } from '@contract/xixun'
import { uploadImage } from '../../../src/api/image'
import { confirmStory, getStory, submitStory } from '../../../src/api/xixun'
import * as picker from '../../../src/components/image-picker/pick-images'
import type { Stores } from '../../../src/stores'
import StoryFeedbackPage from '../../../src/subpages/xixun/Feedback'
import { route } from '../helpers/lifecycle'
import { logIn, userInfo } from '../helpers/session'
import { QING, storyDetail } from '../helpers/xixun'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/xixun')
jest.mock('../../../src/api/image')

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  route.params = {}
  logIn(stores, userInfo({ id: 9, nickname: '小林' }))
  jest.mocked(uploadImage).mockResolvedValue({ url: '/uploads/t1/us.jpg' })
  jest.spyOn(picker, 'pickImages').mockResolvedValue(['us.jpg'])
  jest
    .mocked(submitStory)
    .mockImplementation(async (req: SubmitStoryReq) =>
      storyDetail(31, { ...req, status: 'awaiting_partner', mine: true, publishedAt: '' })
    )
})

async function open() {
  const p = await mountPage(StoryFeedbackPage, stores)
  // Taro's H5 <Input> renders its inner field a moment after it is mounted.
  await p.settle(50)
  return p
}

describe('sharing our story', () => {
  test('says the partner confirms and staff review first, and where to find the ids', async () => {
    await open()
    expect(bodyText()).toContain('需要对方确认是你们的故事，再经工作人员审核')
    expect(bodyText()).toContain('在对方的资料页可以看到TA的会员ID。你的会员ID是 9')
    expect(textsOf('.choice-chips__chip.chip--on')).toEqual(['牵手成功'])
  })

  test('says what is missing first, then sends the story with its photos and explains what happens next', async () => {
    const p = await open()
    await p.clickText('提交')
    expect(p.lastToast()).toBe('请填写对方的会员ID')
    await p.type('请输入对方的会员ID', '9')
    await p.clickText('提交')
    expect(p.lastToast()).toBe('请填写对方的会员ID，而不是你自己的')
    await p.type('请输入对方的会员ID', '12')
    await p.type('给你们的故事起个标题', '缘')
    await p.clickText('提交')
    expect(p.lastToast()).toBe('标题至少2个字')
    await p.type('给你们的故事起个标题', ' 读书会上的缘分 ')
    await p.type('你们是怎样相识、相知、走到一起的？写下来，给还在寻找的人一点信心', '我们认识了')
    await p.clickText('提交')
    expect(p.lastToast()).toBe('故事至少写10个字')
    await p.type(
      '你们是怎样相识、相知、走到一起的？写下来，给还在寻找的人一点信心',
      '加我微信 lin_2026 聊聊我们的故事吧'
    )
    await p.clickText('提交')
    expect(p.lastToast()).toBe('不得含有联系方式，请修改')
    expect(submitStory).not.toHaveBeenCalled()

    const story = '我们在周末的读书会上认识，聊了一下午的三体。'
    await p.type('你们是怎样相识、相知、走到一起的？写下来，给还在寻找的人一点信心', story)
    expect(textsOf('.xixun-field__counter')).toEqual([`${story.length}/2000`])
    await p.clickText('恋爱中')
    await p.type('例如：线下交友活动、红娘牵线', '读书会')
    await p.click('.image-picker__add')
    await p.clickText('提交')
    expect(submitStory).toHaveBeenCalledWith({
      partnerId: 12,
      title: '读书会上的缘分',
      stage: 'dating',
      metThrough: '读书会',
      content: story,
      photos: ['/uploads/t1/us.jpg']
    })
    expect(bodyText()).toContain('已提交，等待对方确认')
    expect(bodyText()).toContain('工作人员会尽快审核')
    await p.clickText('查看我的故事')
    expect(ui.redirectTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/Details?id=31' })
  })

  test('the form stays as typed when the server refuses it', async () => {
    jest.mocked(submitStory).mockRejectedValue(new Error('未找到该会员'))
    const p = await open()
    await p.type('请输入对方的会员ID', '404')
    await p.type('给你们的故事起个标题', '读书会上的缘分')
    await p.type('你们是怎样相识、相知、走到一起的？写下来，给还在寻找的人一点信心', '我们在周末的读书会上认识。')
    await p.clickText('提交')
    expect(submitStory).toHaveBeenCalled()
    expect(bodyText()).not.toContain('已提交，等待对方确认')
    expect(document.querySelector('[placeholder="请输入对方的会员ID"]')?.getAttribute('value')).toBe('404')
  })

  test('a visitor is sent to log in first', async () => {
    stores.session.logout()
    await open()
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('/pages/login/') })
    expect(document.querySelector('.xixun-field')).toBeNull()
  })
})

describe('the partner confirming', () => {
  beforeEach(() => {
    route.params = { id: '31' }
    logIn(stores, userInfo({ id: QING.userId, nickname: QING.nickname }))
    jest
      .mocked(getStory)
      .mockResolvedValue(
        storyDetail(31, { status: 'awaiting_partner', mine: true, awaitingMe: true, stage: 'dating', publishedAt: '' })
      )
  })

  test('reads the story the other shared and confirms it; then it waits for review', async () => {
    jest
      .mocked(confirmStory)
      .mockImplementation(async (req) =>
        storyDetail(31, { status: req.confirm ? 'pending_review' : 'withdrawn', mine: true, stage: 'dating' })
      )
    const p = await open()
    expect(getStory).toHaveBeenCalledWith({ storyId: 31 })
    expect(textsOf('.story-feedback__invite-title')).toEqual(['小林 分享了你们的故事'])
    expect(textsOf('.story-body__title')).toEqual(['读书会上的缘分'])
    expect(textsOf('.story-feedback__stage')).toEqual(['恋爱中'])
    await p.clickText('确认发布')
    expect(confirmStory).toHaveBeenCalledWith({ storyId: 31, confirm: true })
    expect(p.lastToast()).toBe('已确认，等待工作人员审核')
    expect(textsOf('.story-status__label')).toEqual(['审核中'])
    expect(bodyText()).not.toContain('确认发布')
    await p.clickText('查看故事')
    expect(ui.redirectTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/Details?id=31' })
  })

  test('这不是我们的故事 asks first, then withdraws it', async () => {
    jest
      .mocked(confirmStory)
      .mockImplementation(async () => storyDetail(31, { status: 'withdrawn', mine: true, publishedAt: '' }))
    const p = await open()
    ui.showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'ok' })
    await p.clickText('这不是我们的故事')
    expect(confirmStory).not.toHaveBeenCalled()

    await p.clickText('这不是我们的故事')
    expect(ui.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '这不是你们的故事？' }))
    expect(confirmStory).toHaveBeenCalledWith({ storyId: 31, confirm: false })
    expect(textsOf('.story-status__label')).toEqual(['对方未确认'])
  })

  test('a story already answered shows where it stands, with nothing left to confirm', async () => {
    jest.mocked(getStory).mockResolvedValue(storyDetail(31, { status: 'pending_review', mine: true, publishedAt: '' }))
    await open()
    expect(textsOf('.story-status__label')).toEqual(['审核中'])
    expect(bodyText()).not.toContain('确认发布')
    expect(bodyText()).toContain('查看故事')
  })
})
