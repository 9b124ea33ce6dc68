import { maskAddress, maskName, maskPhone } from '@contract/privacy'

describe('masks of personal data', () => {
  it('shows a mobile number as its first three and last four digits', () => {
    expect(maskPhone('13912341915')).toBe('139****1915')
    expect(maskPhone('')).toBe('')
  })

  it('never hands back a number it does not recognise as it was', () => {
    expect(maskPhone('+8613912341915')).toBe('****15')
    expect(maskPhone('010-62345678')).toBe('****78')
  })

  it('keeps the surname only', () => {
    expect(maskName('张三')).toBe('张*')
    expect(maskName('欧阳娜娜')).toBe('欧***')
    expect(maskName('')).toBe('')
  })

  it('keeps the province and city of an address and stars the street and door', () => {
    expect(maskAddress('浙江省杭州市西湖区文三路 100 号 2 单元 301')).toBe('浙江省杭州市****')
    expect(maskAddress('杭州')).toBe('**')
  })
})
