import { bodyText, findByText, mountPage, setUp } from '../helpers/page'
import { exportMyData } from '../../../src/api/account'
import type { Stores } from '../../../src/stores'
import MyDataPage from '../../../src/subpages/member/mydata'
import { saveFile, ZIP } from '../../../src/utils/saveFile'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/account')
jest.mock('../../../src/utils/saveFile', () => ({
  ...jest.requireActual('../../../src/utils/saveFile'),
  saveFile: jest.fn()
}))

let stores: Stores

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores } = setUp())
  logIn(stores)
})

test('says what the copy holds, then hands her the file and what it held', async () => {
  const file = { fileName: '我的数据-20261128.zip', base64: 'UEsFBg==', records: 42, photos: 3 }
  jest.mocked(exportMyData).mockResolvedValue(file)
  jest.mocked(saveFile).mockResolvedValue()
  const p = await mountPage(MyDataPage, stores)
  await p.settle()
  expect(bodyText()).toContain('谁在何时查看过你的个人信息')
  expect(bodyText()).toContain('服务器不留存')

  await p.click(findByText('.my-data__submit', '下载我的数据'))
  expect(saveFile).toHaveBeenCalledWith(file, ZIP)
  expect(bodyText()).toContain('已生成 我的数据-20261128.zip')
  expect(bodyText()).toContain('共 42 条记录、3 张照片')
  expect(findByText('.my-data__submit', '再次下载')).toBeTruthy()
})

test('a refused export leaves the page as it was', async () => {
  jest.mocked(exportMyData).mockRejectedValue(new Error('导出太频繁，请一分钟后再试'))
  const p = await mountPage(MyDataPage, stores)
  await p.settle()
  await p.click(findByText('.my-data__submit', '下载我的数据'))
  expect(saveFile).not.toHaveBeenCalled()
  expect(bodyText()).not.toContain('已生成')
})
