import TestUtils from '@tarojs/test-utils-react'
import { PennantView, type PennantViewProps } from '..'

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((el) => el.textContent)

async function draw(props: PennantViewProps) {
  const testUtils = new TestUtils()
  await testUtils.mount(PennantView, { props })
  return testUtils
}

test("draws the template's two lines with whom it thanks, who sends it and the day", async () => {
  const t = await draw({
    template: 'yuelao',
    matchmakerName: '王红娘',
    senderName: '小林',
    date: '2026-05-20T04:00:00.000Z',
    size: 'large'
  })
  expect(document.querySelector('.pennant--large')).not.toBeNull()
  expect(texts('.pennant__line')).toEqual(['当代月老', '成人之美'])
  // One box per character, so the large pennant can set them down a column.
  expect(texts('.pennant__line:first-child .pennant__char')).toEqual(['当', '代', '月', '老'])
  expect(texts('.pennant__to')).toEqual(['赠 王红娘'])
  expect(texts('.pennant__from')).toEqual(['小林 敬赠'])
  expect(texts('.pennant__date')).toEqual(['2026年5月20日'])
  t.unmout()
})

test('a pennant not sent yet has no date, and is small unless asked', async () => {
  const t = await draw({ template: 'baihe', matchmakerName: '李老师', senderName: '我', date: '' })
  expect(document.querySelector('.pennant--small')).not.toBeNull()
  expect(texts('.pennant__line')).toEqual(['百年好合', '感恩红娘'])
  expect(document.querySelector('.pennant__date')).toBeNull()
  t.unmout()
})
