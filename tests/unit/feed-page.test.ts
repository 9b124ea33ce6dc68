import Taro from '@tarojs/taro'
import { getRecommendPage } from '../../src/api/loveFeed'
import { feedPage, prefetchFirstFeedPage } from '../../src/pages/index/models/feedPage'
import { cursorPage, feedCard } from './helpers/love'

jest.mock('../../src/api/loveFeed')

const page = cursorPage(
  [
    feedCard(1, '小雨', { avatar: '/uploads/1.jpg' }),
    feedCard(2, '阿杰', { avatar: '/uploads/2.jpg' }),
    feedCard(3, '苏晴', { avatar: '/uploads/3.jpg' })
  ],
  'c1'
)
const HANGZHOU = { city: '杭州市' }

beforeEach(() => {
  jest.resetAllMocks()
  Taro.clearStorageSync()
  // The city browsed last time: the home opens on it.
  Taro.setStorageSync('feed-city', '杭州市')
})

test('the home takes the first page asked for at start-up, once, and its first photos are already loading', async () => {
  const images = jest.spyOn(window, 'Image')
  jest.mocked(getRecommendPage).mockResolvedValue(page)
  prefetchFirstFeedPage()
  expect(getRecommendPage).toHaveBeenCalledWith({ city: '杭州市', cursor: '', pageSize: 10 }, { quiet: true })

  await expect(feedPage(HANGZHOU, '')).resolves.toBe(page)
  expect(getRecommendPage).toHaveBeenCalledTimes(1)
  expect(images.mock.results.map(({ value }) => (value as HTMLImageElement).src)).toEqual([
    'http://localhost/uploads/1.jpg',
    'http://localhost/uploads/2.jpg'
  ])

  // A pull-down later asks afresh.
  await feedPage(HANGZHOU, '')
  expect(getRecommendPage).toHaveBeenLastCalledWith({ city: '杭州市', cursor: '', pageSize: 10 }, { hideMsg: true })
  expect(getRecommendPage).toHaveBeenCalledTimes(2)
})

test('a start-up page that failed is asked for again, by a call that says why it fails', async () => {
  jest.mocked(getRecommendPage).mockRejectedValueOnce(new Error('HTTP 401')).mockResolvedValueOnce(page)
  prefetchFirstFeedPage()
  await expect(feedPage(HANGZHOU, '')).resolves.toBe(page)
  expect(jest.mocked(getRecommendPage).mock.calls.map(([, options]) => options)).toEqual([
    { quiet: true },
    { hideMsg: true }
  ])
})

test('other filters and later pages are never served by it', async () => {
  jest.mocked(getRecommendPage).mockResolvedValue(page)
  prefetchFirstFeedPage()
  await feedPage(HANGZHOU, 'c1')
  await feedPage({ city: '宁波市' }, '')
  await feedPage(HANGZHOU, '')
  expect(jest.mocked(getRecommendPage).mock.calls.map(([req, options]) => [req.city, req.cursor, options])).toEqual([
    ['杭州市', '', { quiet: true }],
    ['杭州市', 'c1', { hideMsg: true }],
    ['宁波市', '', { hideMsg: true }],
    ['杭州市', '', { hideMsg: true }]
  ])
})
