import { bodyText, mountPage, setUp, textsOf } from '../helpers/page'
import type { MyReportItem } from '@contract/report'
import { getMyReports } from '../../../src/api/report'
import type { Stores } from '../../../src/stores'
import MyReportsPage from '../../../src/subpages/member/myreports'
import { cursorPage } from '../helpers/love'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/report')

const row = (id: number, over: Partial<MyReportItem> = {}): MyReportItem => ({
  id,
  target: { userId: 40 + id, nickname: `会员${id}`, avatar: '' },
  reason: 'scam',
  status: 'pending',
  times: 1,
  createdAt: new Date().toISOString(),
  handledAt: '',
  ...over
})

let stores: Stores
beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores } = setUp())
  logIn(stores)
})

test('lists my reports with what staff decided', async () => {
  jest.mocked(getMyReports).mockResolvedValue(cursorPage([row(1, { status: 'suspended' }), row(2, { times: 3 })]))
  const p = await mountPage(MyReportsPage, stores)
  await p.settle()
  expect(textsOf('.my-reports__name')).toEqual(['会员1', '会员2'])
  expect(textsOf('.my-reports__status')).toEqual(['已封禁', '待处理'])
  expect(bodyText()).toContain('补充2次')
})

test('says when there is nothing yet', async () => {
  jest.mocked(getMyReports).mockResolvedValue(cursorPage([]))
  const p = await mountPage(MyReportsPage, stores)
  await p.settle()
  expect(bodyText()).toContain('暂无举报')
})
