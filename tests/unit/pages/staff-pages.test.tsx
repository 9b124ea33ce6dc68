import { bodyText, mountPage, setUp } from '../helpers/page'
import type { SinglePage } from '@contract/models'
import { getSinglePage, staffSavePage } from '../../../src/api/singlePage'
import { getMyStaffRoles } from '../../../src/api/staff'
import type { Stores } from '../../../src/stores'
import ContentPagesPage from '../../../src/subpages/staff/pages'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/singlePage')

const PAGES: Record<number, SinglePage> = {
  1: { id: 1, title: '关于我们', content: '<p>我们是本地婚恋平台</p>', updatedAt: '' },
  2: { id: 2, title: '用户服务协议', content: '<p>欢迎使用</p>', updatedAt: '' },
  3: { id: 3, title: '隐私政策', content: '<p>我们收集哪些信息</p>', updatedAt: '' }
}

let stores: Stores

beforeEach(() => {
  stores = setUp().stores
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  jest.mocked(getSinglePage).mockImplementation(async ({ id }) => PAGES[id])
  // The server cleans the HTML: what comes back is what members will see.
  jest.mocked(staffSavePage).mockImplementation(async (req) => ({
    ...req,
    content: req.content.replace(/<script>.*<\/script>/, ''),
    updatedAt: ''
  }))
})

const editor = () => document.querySelector('.staff-pages__content .nut-textarea-textarea')

test('an admin opens the user agreement, rewrites it, previews it and saves it', async () => {
  const page = await mountPage(ContentPagesPage, stores)
  await page.settle()
  expect(getSinglePage).toHaveBeenCalledWith({ id: 2 }, { hideMsg: true })
  expect(editor()?.getAttribute('value') ?? (editor() as HTMLTextAreaElement | null)?.value).toBe('<p>欢迎使用</p>')

  await page.typeInto(editor() as Element, '<p>新版协议</p><script>x</script>')
  // The preview draws the HTML as members see it (RichText, which jsdom leaves empty), in place of the editor.
  await page.clickText('预览')
  expect(editor()).toBeNull()
  expect(document.querySelector('.staff-pages__card .rich-content')).not.toBeNull()
  await page.clickText('保存')
  expect(staffSavePage).toHaveBeenCalledWith({
    id: 2,
    title: '用户服务协议',
    content: '<p>新版协议</p><script>x</script>'
  })
  expect(page.lastToast()).toBe('已保存')
})

test('the privacy policy tab loads that page', async () => {
  const page = await mountPage(ContentPagesPage, stores)
  await page.settle()
  await page.clickText('隐私政策')
  await page.settle()
  expect(getSinglePage).toHaveBeenLastCalledWith({ id: 3 }, { hideMsg: true })
})

test('an auditor is told the pages are for admins and nothing is loaded', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  const page = await mountPage(ContentPagesPage, stores)
  await page.settle()
  expect(bodyText()).toContain('内容页面仅对管理员开放')
  expect(getSinglePage).not.toHaveBeenCalled()
})
