import { findByText, mountPage, textsOf } from './helpers/page'
import type { MapPlace } from '@contract/models'
import { searchPlaces } from '../../src/api/geography'
import { PlacePicker } from '../../src/components/place-picker'
import { venueText } from '../../src/utils/mapPlace'

jest.mock('../../src/api/geography')

const onPick = jest.fn()
const onClose = jest.fn()

function Host() {
  return <PlacePicker open city='杭州' onClose={onClose} onPick={onPick} />
}

const place = (n: number, over: Partial<MapPlace> = {}): MapPlace => ({
  id: `p${n}`,
  title: `公园${n}`,
  address: `浙江省杭州市西湖区公园路${n}号`,
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  location: { lat: 30.25, lng: 120.15 },
  ...over
})

beforeEach(() => jest.resetAllMocks())

test('searches a confirmed keyword in the city, pages on, and hands back the place tapped', async () => {
  jest
    .mocked(searchPlaces)
    .mockResolvedValueOnce({ total: 25, list: Array.from({ length: 20 }, (_, i) => place(i + 1)) })
    .mockResolvedValueOnce({ total: 25, list: Array.from({ length: 5 }, (_, i) => place(i + 21)) })
  const p = await mountPage(Host)
  await p.click(findByText('.place-picker__suggestion', '公园'))
  expect(searchPlaces).toHaveBeenCalledWith({ keyword: '公园', page: 1, city: '杭州' })
  expect(document.querySelectorAll('.place-picker__item')).toHaveLength(20)
  // The quick kinds give way to what was found.
  expect(document.querySelector('.place-picker__suggestion')).toBeNull()
  await p.clickText('加载更多')
  expect(searchPlaces).toHaveBeenLastCalledWith({ keyword: '公园', page: 2, city: '杭州' })
  expect(document.querySelectorAll('.place-picker__item')).toHaveLength(25)
  expect(p.body()).not.toContain('加载更多')
  await p.click(findByText('.place-picker__title', '公园23'))
  expect(onPick).toHaveBeenCalledWith(place(23))
  expect(onClose).toHaveBeenCalled()
})

test('says when nothing is found, and asks nothing for a blank keyword', async () => {
  jest.mocked(searchPlaces).mockResolvedValue({ total: 0, list: [] })
  const p = await mountPage(Host)
  await p.clickText('搜索')
  expect(searchPlaces).not.toHaveBeenCalled()
  await p.click(findByText('.place-picker__suggestion', '茶馆'))
  expect(p.body()).toContain('没有找到“茶馆”')
  expect(textsOf('.place-picker__item')).toEqual([])
})

test('a chosen place reads as its address in the city, then its name', () => {
  expect(venueText(place(1), 100)).toBe('杭州市西湖区公园路1号 公园1')
  // An area is its address already; a municipality keeps its name.
  expect(venueText(place(2, { title: '西湖区', address: '浙江省杭州市西湖区' }), 100)).toBe('杭州市西湖区')
  expect(
    venueText(
      place(3, { title: '朝阳公园', address: '北京市朝阳区朝阳公园南路1号', province: '北京市', city: '北京市' }),
      100
    )
  ).toBe('北京市朝阳区朝阳公园南路1号 朝阳公园')
  expect(venueText(place(4), 8)).toHaveLength(8)
})
