import TestUtils from '@tarojs/test-utils-react'
import { BarChart, barPercent, stepRate, type BarChartProps } from '..'

function Probe(props: BarChartProps) {
  return (
    <div className='probe'>
      <BarChart {...props} />
    </div>
  )
}

test('bars are a share of the largest value, never invisible when above zero', () => {
  expect(barPercent(5, 10)).toBe(50)
  expect(barPercent(1, 1000)).toBe(2)
  expect(barPercent(0, 10)).toBe(0)
  expect(barPercent(3, 0)).toBe(0)
  expect(stepRate(30, 120)).toBe('25%')
  expect(stepRate(30, undefined)).toBe('')
  expect(stepRate(0, 0)).toBe('')
})

test('draws every label and value as text, in each variant', async () => {
  const testUtils = new TestUtils()
  const items = [
    { key: 'register', label: '自主注册', value: 12 },
    { key: 'link', label: '红娘链接', value: 3, text: '3 人' }
  ]
  await testUtils.mount(Probe, { props: { items } })
  expect(document.querySelectorAll('.bar-chart__row')).toHaveLength(2)
  expect(document.querySelector('.probe')?.textContent).toContain('自主注册')
  expect(document.querySelector('.probe')?.textContent).toContain('3 人')
  expect((document.querySelectorAll('.bar-chart__fill')[0] as HTMLElement).style.width).toBe('100%')
  testUtils.unmout()

  await testUtils.mount(Probe, {
    props: {
      variant: 'funnel',
      items: [
        { key: 'lead', label: '线索', value: 100 },
        { key: 'member', label: '会员', value: 40 }
      ]
    }
  })
  expect(document.querySelector('.probe')?.textContent).toContain('会员 40')
  expect(document.querySelector('.probe')?.textContent).toContain('40%')
  testUtils.unmout()

  await testUtils.mount(Probe, {
    props: {
      variant: 'columns',
      labelEvery: 2,
      items: ['11/01', '11/02', '11/03'].map((d, i) => ({ key: d, label: d, value: i }))
    }
  })
  const labels = Array.from(document.querySelectorAll('.bar-chart__column-label')).map((l) => l.textContent)
  expect(labels).toEqual(['11/01', '', '11/03'])
  testUtils.unmout()

  await testUtils.mount(Probe, { props: { items: [], emptyText: '还没有跟进记录' } })
  expect(document.querySelector('.bar-chart--empty')?.textContent).toBe('还没有跟进记录')
  testUtils.unmout()
})
