import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { SegmentTabs } from '..'

const TABS = [
  { key: 'charges', title: '支出' },
  { key: 'incomes', title: '收入' }
] as const

const changes: string[] = []
function Tabs() {
  const [value, setValue] = useState<'charges' | 'incomes'>('charges')
  return (
    <SegmentTabs
      tabs={TABS}
      value={value}
      onChange={(key) => {
        changes.push(key)
        setValue(key)
      }}
    />
  )
}

test('marks the chosen tab and reports a tap on another', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Tabs, { props: {} })
  const on = () => document.querySelector('.segment-tabs__tab--on')?.textContent
  expect(on()).toBe('支出')
  testUtils.act(() => {
    testUtils.fireEvent.click(Array.from(document.querySelectorAll('.segment-tabs__tab'))[1])
  })
  expect(on()).toBe('收入')
  expect(changes).toEqual(['incomes'])
  testUtils.unmout()
})
