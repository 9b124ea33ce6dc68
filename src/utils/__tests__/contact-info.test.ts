import { CONTACT_INFO_MESSAGE } from '@contract/contact-guard'
import { checkContactInfo } from '@/utils/contact-info'

describe('checkContactInfo', () => {
  it('returns the shared message when a number is hidden in the text', () => {
    expect(checkContactInfo('一三八 1234 5678')).toBe(CONTACT_INFO_MESSAGE)
    expect(checkContactInfo('联系我13812345678')).toBe(CONTACT_INFO_MESSAGE)
  })

  it('returns null for clean or missing text', () => {
    expect(checkContactInfo('周末一起爬山吗')).toBeNull()
    expect(checkContactInfo('')).toBeNull()
    expect(checkContactInfo(null)).toBeNull()
    expect(checkContactInfo(undefined)).toBeNull()
  })
})
