import Taro from '@tarojs/taro'
import { mountPage, setUp } from '../helpers/page'
import type { CertAuditItem, CertKind, PendingCertPageReq } from '@contract/certification'
import type { Paged } from '@contract/models'
import { auditCert, getPendingCertPage } from '../../../src/api/certification'
import { getMyStaffRoles } from '../../../src/api/staff'
import { ApiError } from '../../../src/api/request'
import type { Stores } from '../../../src/stores'
import CertAuditPage from '../../../src/subpages/staff/certaudit'
import { logIn } from '../helpers/session'
import { trigger } from '../helpers/lifecycle'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/certification')
jest.mock('../../../src/api/staff')

const item = (id: number, kind: CertKind = 'education', nickname = `会员甲${id}`): CertAuditItem => ({
  id,
  kind,
  userId: 100 + id,
  nickname,
  status: 'pending',
  fields: [
    { label: '毕业院校', value: '浙江大学' },
    { label: '学历', value: '本科' }
  ],
  images: [`/uploads/t1/${id}-a.jpg`, `/uploads/t1/${id}-b.jpg`],
  rejectReason: '',
  submittedAt: new Date().toISOString(),
  auditedAt: ''
})
const page = (list: CertAuditItem[], total = list.length, pageNum = 1): Paged<CertAuditItem> => ({
  list,
  total,
  pageNum,
  pageSize: 20
})

let stores: Stores

beforeEach(() => {
  stores = setUp().stores
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  jest.mocked(getPendingCertPage).mockResolvedValue(page([item(1), item(2, 'house', '陈默')]))
  jest
    .mocked(auditCert)
    .mockImplementation(async (req) => ({ ...item(req.id), status: req.result, rejectReason: req.reason ?? '' }))
})

const cards = () => Array.from(document.querySelectorAll('.audit-card'))
const names = () => cards().map((c) => c.querySelector('.audit-card__name')?.textContent)

async function open() {
  const p = await mountPage(CertAuditPage, stores)
  await p.settle()
  return p
}

test('a member without an audit role sees 没有权限 and no queue', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  const p = await open()
  expect(p.html()).toContain('没有权限')
  expect(getPendingCertPage).not.toHaveBeenCalled()
  expect(cards()).toHaveLength(0)
})

test('lists who submitted what, with fields and photos that open the preview', async () => {
  const preview = jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'ok' })
  const p = await open()
  expect(getPendingCertPage).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(names()).toEqual(['会员甲1', '陈默'])
  expect(cards()[0].textContent).toContain('学历认证')
  expect(cards()[1].textContent).toContain('房产认证')
  expect(cards()[0].textContent).toContain('毕业院校')
  expect(cards()[0].textContent).toContain('浙江大学')
  await p.clickIn(cards()[0], '.audit-card__img:nth-child(2)')
  expect(preview).toHaveBeenCalledWith({
    urls: ['/uploads/t1/1-a.jpg', '/uploads/t1/1-b.jpg'],
    current: '/uploads/t1/1-b.jpg'
  })
})

test('the kind tabs filter the queue', async () => {
  const p = await open()
  jest.mocked(getPendingCertPage).mockResolvedValue(page([item(3, 'realname')]))
  await p.clickText('实名')
  expect(getPendingCertPage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, kind: 'realname' })
  expect(names()).toEqual(['会员甲3'])
  await p.clickText('全部')
  expect(getPendingCertPage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 })
})

test('通过 approves and the item leaves the list with a toast', async () => {
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(auditCert).toHaveBeenCalledWith({ id: 1, result: 'approved' })
  expect(p.lastToast()).toBe('已通过')
  expect(names()).toEqual(['陈默'])
})

test('驳回 needs a reason, which is sent; then the item leaves the list', async () => {
  const p = await open()
  await p.clickIn(cards()[1], '.decision-buttons__reject')
  // Taro's H5 <Textarea> renders its inner field a moment after it is mounted.
  await p.settle(50)
  // The page is longer than prettyDOM prints, so the sheet is asked for by its title rather than found in p.html().
  expect(p.text('.bottom-sheet__title')).toBe('驳回原因')
  expect(p.text('.staff-form__who')).toBe('陈默 的房产认证')
  await p.clickText('确认驳回')
  expect(p.lastToast()).toBe('请填写驳回原因')
  await p.type('请填写驳回原因，会员会看到并据此修改', '   ')
  await p.clickText('确认驳回')
  expect(p.lastToast()).toBe('请填写驳回原因')
  expect(auditCert).not.toHaveBeenCalled()

  await p.type('请填写驳回原因，会员会看到并据此修改', ' 房产证照片不清晰 ')
  await p.clickText('确认驳回')
  expect(auditCert).toHaveBeenCalledWith({ id: 2, result: 'rejected', reason: '房产证照片不清晰' })
  expect(p.lastToast()).toBe('已驳回')
  expect(names()).toEqual(['会员甲1'])
  expect(document.querySelector('.reject-sheet')).toBeNull()
})

test('a common reason fills the box in one tap', async () => {
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__reject')
  await p.settle(50)
  await p.clickText('照片模糊，请重新上传')
  await p.clickText('确认驳回')
  expect(auditCert).toHaveBeenCalledWith({ id: 1, result: 'rejected', reason: '照片模糊，请重新上传' })
})

test('an item another auditor already decided leaves the list too', async () => {
  jest.mocked(auditCert).mockRejectedValue(new ApiError('该认证已审核，请勿重复操作', { code: 40900, status: 200 }))
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(names()).toEqual(['陈默'])
})

test('loading more after decisions asks from where the unseen items now are', async () => {
  const first = Array.from({ length: 20 }, (_, i) => item(i + 1))
  jest.mocked(getPendingCertPage).mockImplementation(async (req: PendingCertPageReq) => {
    // The server's queue minus what was decided: item 1 is gone once approved.
    const approved = jest.mocked(auditCert).mock.calls.length > 0
    const queue = Array.from({ length: 21 }, (_, i) => item(i + 1)).filter((i) => !(approved && i.id === 1))
    return page(queue.slice((req.pageNum - 1) * 20, req.pageNum * 20), queue.length, req.pageNum)
  })
  const p = await open()
  expect(names()).toEqual(first.map((i) => i.nickname))
  expect(p.text('.list-footer')).toBe('上拉加载更多')
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  await p.run(() => trigger('reachBottom'))
  expect(getPendingCertPage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 })
  expect(names()).toEqual(Array.from({ length: 20 }, (_, i) => `会员甲${i + 2}`))
  expect(p.text('.list-footer')).toBe('没有更多了')
})
