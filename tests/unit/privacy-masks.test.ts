import { maskAccount, maskAddress, maskName, maskPhone } from '@contract/privacy'

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

  it('shows a payout account only enough to tell payees apart', () => {
    expect(maskAccount('13800138000')).toBe('138****8000')
    expect(maskAccount('zhang.san@example.com')).toBe('z***@example.com')
    expect(maskAccount('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o')).toBe('****eS6o')
    expect(maskAccount('')).toBe('')
  })
})
