import { bodyText, mountPage, setUp } from './helpers/page'
import { cityConfig, tenantDetail } from './helpers/tenant'
import { SiteFooter } from '../../src/components/site-footer'

function mountFooter(city: Parameters<typeof cityConfig>[0]) {
  const { stores } = setUp()
  stores.tenant.detail = tenantDetail([], cityConfig(city))
  return mountPage(() => <SiteFooter />, stores)
}

test('names the company, the customer service phone and both filing numbers', async () => {
  await mountFooter({
    companyName: '杭州缘来网络科技有限公司',
    customerServicePhone: '400-800-0000',
    domainRecord: '浙ICP备2026012345号-1',
    policeFiling: '浙公网安备33010602012345号'
  })
  const lines = Array.from(document.querySelectorAll('.site-footer__line')).map((l) => l.textContent)
  expect(lines).toEqual([
    `© ${new Date().getFullYear()} 杭州缘来网络科技有限公司`,
    '客服电话：400-800-0000',
    '浙ICP备2026012345号-1',
    '浙公网安备33010602012345号'
  ])
})

test('leaves out what the tenant has not filled in', async () => {
  await mountFooter({ customerServicePhone: '400-800-0000' })
  expect(bodyText()).toBe('客服电话：400-800-0000')
})
