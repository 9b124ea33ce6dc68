import { ownReturnUrl } from '../../src/modules/finance/payments'

describe('where a payment gateway may send the member back', () => {
  const req = { host: 'love.example.com' }

  it('keeps a page of this site', () => {
    expect(ownReturnUrl(req, 'https://love.example.com/subpages/member/pay?orderNo=N1')).toBe(
      'https://love.example.com/subpages/member/pay?orderNo=N1'
    )
  })

  it('drops another site, another scheme, or text that is not a URL (no open redirect)', () => {
    for (const url of [
      'https://evil.example/pay',
      'javascript:alert(1)',
      '//evil.example/x',
      'not a url',
      'https://love.example.com.evil.example/'
    ]) {
      expect(ownReturnUrl(req, url)).toBeUndefined()
    }
    expect(ownReturnUrl(req, undefined)).toBeUndefined()
  })
})
