import { contractPriceText, isCreditCode, quotaText } from '@contract/contract'
import { legalPartyProblem, templateForm, templateRequest } from '@/utils/contractForm'
import { customerStep, fenToYuanText, periodText, quotaPercent, shortHash, yuanToFen } from '@/utils/contractView'

describe('what the customer sees of a contract', () => {
  test('the quota counter and its bar', () => {
    expect(quotaText({ meetingsUsed: 2, meetingQuota: 3 })).toBe('已约见 2/3 次')
    expect(quotaPercent({ meetingsUsed: 2, meetingQuota: 3 })).toBe(67)
    expect(quotaPercent({ meetingsUsed: 5, meetingQuota: 3 })).toBe(100)
  })

  test('prices in yuan with thousands separators', () => {
    expect(contractPriceText(299_900)).toBe('¥2,999')
    expect(contractPriceText(880_050)).toBe('¥8,800.50')
  })

  test('the next step by status and signing mode', () => {
    const c = { hasPdf: false, esignMode: 'offline' as const }
    // Signing comes first, then paying.
    expect(customerStep({ ...c, status: 'unsigned' })).toBe('sign')
    expect(customerStep({ ...c, status: 'unsigned', esignMode: 'http' })).toBe('esign')
    expect(customerStep({ ...c, status: 'unpaid', hasPdf: true })).toBe('pay')
    expect(customerStep({ ...c, status: 'paid' })).toBe('sign')
    expect(customerStep({ ...c, status: 'paid', esignMode: 'http' })).toBe('esign')
    expect(customerStep({ ...c, status: 'signed', hasPdf: true })).toBe('pdf')
    expect(customerStep({ ...c, status: 'refunded', hasPdf: true })).toBe('pdf')
    expect(customerStep({ ...c, status: 'cancelled' })).toBe('none')
  })

  test('the term before and after signing', () => {
    expect(periodText({ startsAt: '', endsAt: '', termDays: 180 })).toBe('180 天（自合同生效之日起算）')
    expect(
      periodText({ startsAt: '2026-11-24T02:00:00.000Z', endsAt: '2027-05-23T02:00:00.000Z', termDays: 180 })
    ).toBe('2026-11-24 至 2027-05-23（180 天）')
  })

  test('the fingerprint shortened for the eye', () => {
    expect(shortHash('0123456789abcdef0123456789abcdef')).toBe('01234567…89abcdef')
  })
})

describe('the template form', () => {
  test('yuan as typed to fen and back', () => {
    expect(yuanToFen('2999')).toBe(299_900)
    expect(yuanToFen(' 88.5 ')).toBe(8_850)
    expect(yuanToFen('1.234')).toBeNaN()
    expect(fenToYuanText(299_900)).toBe('2999')
    expect(fenToYuanText(8_850)).toBe('88.50')
  })

  test('turns what was typed into the request, service items one per line', () => {
    const form = {
      ...templateForm(),
      name: ' 基础服务 ',
      items: '专属红娘\n\n 精准推荐 ',
      price: '2999',
      refundTerms: '7日内可退'
    }
    expect(templateRequest(form)).toEqual({
      id: 0,
      name: '基础服务',
      serviceItems: ['专属红娘', '精准推荐'],
      meetingQuota: 3,
      termDays: 180,
      price: 299_900,
      refundTerms: '7日内可退',
      enabled: true
    })
  })

  test('says what is missing or out of range', () => {
    const ok = { ...templateForm(), name: '基础服务', items: '专属红娘', price: '2999' }
    expect(templateRequest({ ...ok, name: ' ' })).toBe('请填写模板名称')
    expect(templateRequest({ ...ok, items: '\n' })).toBe('请至少填写一项服务内容')
    expect(templateRequest({ ...ok, meetingQuota: '0' })).toBe('约见次数为1到100次')
    expect(templateRequest({ ...ok, termDays: 'abc' })).toBe('服务期限为1到3650天')
    expect(templateRequest({ ...ok, price: '0.5' })).toBe('价格为1元到10万元')
  })

  test('an existing template fills the form as it was saved', () => {
    expect(
      templateForm({
        id: 7,
        name: '尊享服务',
        serviceItems: ['金牌红娘', '情感咨询'],
        meetingQuota: 8,
        termDays: 365,
        price: 880_000,
        refundTerms: '',
        enabled: false,
        updatedAt: ''
      })
    ).toEqual({
      id: 7,
      name: '尊享服务',
      items: '金牌红娘\n情感咨询',
      meetingQuota: '8',
      termDays: '365',
      price: '8800',
      refundTerms: '',
      enabled: false
    })
  })
})

describe('甲方公司信息', () => {
  const party = {
    name: '杭州缘来婚恋服务有限公司',
    address: '浙江省杭州市西湖区文三路 90 号',
    creditCode: '91330106MA2GL1234M',
    sealUrl: '/uploads/t1/images/seal.jpg'
  }

  test('a 统一社会信用代码 is 18 characters without I, O, Z, S, V and ends in its check digit', () => {
    expect(isCreditCode('91330106MA2GL1234M')).toBe(true)
    expect(isCreditCode('91350100M000100Y43')).toBe(true)
    expect(isCreditCode('91330106MA2GL1234')).toBe(false)
    expect(isCreditCode('91330106MA2GL12340')).toBe(false)
    expect(isCreditCode('91330106MA2GL1234m')).toBe(false)
    expect(isCreditCode('9133010OMA2GL1234M')).toBe(false)
  })

  test('says what is missing before it can be saved', () => {
    expect(legalPartyProblem(party)).toBe('')
    expect(legalPartyProblem({ ...party, name: ' ' })).toBe('请填写公司名称（与营业执照一致）')
    expect(legalPartyProblem({ ...party, address: '' })).toBe('请填写公司注册地址')
    expect(legalPartyProblem({ ...party, creditCode: '12345' })).toBe('统一社会信用代码应为18位，请与营业执照核对')
    expect(legalPartyProblem({ ...party, sealUrl: '' })).toBe('请上传公司公章图片')
  })
})
