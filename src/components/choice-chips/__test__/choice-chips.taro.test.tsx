import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { ChoiceChips } from '..'

const CHIPS = [
  { key: 'call', label: '电话' },
  { key: 'visit', label: '到店' }
] as const

const picks: string[] = []
function Chips() {
  const [chosen, setChosen] = useState<'call' | 'visit'>('call')
  return (
    <ChoiceChips
      chips={CHIPS}
      chosen={[chosen]}
      onPick={(key) => {
        picks.push(key)
        setChosen(key)
      }}
    />
  )
}

test('marks the chosen chip and reports a tap on another', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Chips, { props: {} })
  const on = () => Array.from(document.querySelectorAll('.chip--on'), (c) => c.textContent)
  expect(on()).toEqual(['电话'])
  testUtils.act(() => {
    testUtils.fireEvent.click(Array.from(document.querySelectorAll('.choice-chips__chip'))[1])
  })
  expect(on()).toEqual(['到店'])
  expect(picks).toEqual(['visit'])
  testUtils.unmout()
})
