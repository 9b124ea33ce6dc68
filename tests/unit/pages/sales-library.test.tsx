import { mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import type { FeedCard } from '@contract/love'
import type { Library, LibraryDetail, LibraryEntry } from '@contract/sales-library'
import { requestMeeting } from '../../../src/api/appointment'
import {
  addLibraryEntry,
  getLibrary,
  getLibraryCandidates,
  getLibraryEntry,
  reorderLibrary
} from '../../../src/api/salesLibrary'
import type { Stores } from '../../../src/stores'
import SalesLibraryDetailPage from '../../../src/subpages/sales_library/detail'
import SalesLibraryPage from '../../../src/subpages/sales_library/index'
import { route } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/salesLibrary')
jest.mock('../../../src/api/appointment')

const card = (userId: number, over: Partial<FeedCard> = {}): FeedCard => ({
  userId,
  nickname: `会员${userId}`,
  avatar: '',
  gender: 'male',
  age: 31,
  height: 178,
  city: '杭州市',
  education: 'bachelor',
  occupation: '工程师',
  distanceKm: null,
  presence: null,
  reasons: [],
  isTop: false,
  isBoosted: false,
  isVip: false,
  badges: ['实名'],
  ...over
})
const entry = (id: number, note = ''): LibraryEntry => ({ id, note, card: card(100 + id), photoCount: 1 })
const library = (over: Partial<Library> = {}): Library => ({
  matchmaker: { userId: 7, name: '陈姐', avatar: '' },
  canEdit: false,
  list: [entry(1, '踏实可靠，喜欢运动'), entry(2)],
  ...over
})
const detail = (over: Partial<LibraryDetail> = {}): LibraryDetail => ({
  id: 1,
  note: '踏实可靠，喜欢运动',
  matchmaker: { userId: 7, name: '陈姐', avatar: '' },
  member: {
    ...card(101),
    weight: 70,
    income: null,
    marital: 'single',
    hometown: '浙江省宁波市',
    house: 'own',
    car: 'own',
    ethnicity: '回族',
    children: 'none',
    aboutMe: '喜欢爬山和摄影',
    mate: { ageMin: 25, ageMax: 32, heightMin: 155, heightMax: 170, educationMin: '', city: '', marital: '' },
    album: [],
    photosLocked: false,
    isFav: false
  },
  canEdit: false,
  canAsk: true,
  ...over
})

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  route.params = {}
})

test("a customer reads their matchmaker's picks with the notes, without the curating tools", async () => {
  jest.mocked(getLibrary).mockResolvedValue(library())
  const p = await mountPage(SalesLibraryPage, stores)
  expect(getLibrary).toHaveBeenCalledWith({})
  expect(p.text('.sales-library__title')).toBe('陈姐的缘分库')
  expect(textsOf('.library-card__name')).toEqual(['会员101', '会员102'])
  expect(textsOf('.library-card__note-text')).toEqual(['踏实可靠，喜欢运动'])
  expect(p.body()).not.toContain('添加会员')
  expect(document.querySelector('.library-card__tools')).toBeNull()
  await p.clickText('会员102')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/subpages/sales_library/detail?id=2' })
  p.unmount()
})

test('a member without a matchmaker is told what the page will show', async () => {
  jest.mocked(getLibrary).mockResolvedValue({ matchmaker: null, canEdit: false, list: [] })
  const p = await mountPage(SalesLibraryPage, stores)
  expect(p.body()).toContain('您还没有专属红娘')
  p.unmount()
})

test('staff open a matchmaker in their scope by ?mid=', async () => {
  route.params = { mid: '7' }
  jest.mocked(getLibrary).mockResolvedValue(library())
  const p = await mountPage(SalesLibraryPage, stores)
  expect(getLibrary).toHaveBeenCalledWith({ mid: 7 })
  p.unmount()
})

test('the matchmaker adds a member with a note and moves one down', async () => {
  jest.mocked(getLibrary).mockResolvedValue(library({ canEdit: true }))
  jest.mocked(getLibraryCandidates).mockResolvedValue({
    list: [{ card: card(300, { nickname: '新朋友' }), isCustomer: true, inLibrary: false }],
    nextCursor: ''
  })
  jest.mocked(addLibraryEntry).mockImplementation(async (req) => ({
    id: 3,
    note: req.note,
    card: card(req.memberId, { nickname: '新朋友' }),
    photoCount: 0
  }))
  jest
    .mocked(reorderLibrary)
    .mockResolvedValue(library({ canEdit: true, list: [entry(2), entry(1, '踏实可靠，喜欢运动')] }))
  const p = await mountPage(SalesLibraryPage, stores)
  await p.clickText('+ 添加会员')
  expect(getLibraryCandidates).toHaveBeenCalledWith({ keyword: '', onlyCustomers: false, cursor: '', pageSize: 20 })
  expect(p.body()).toContain('我的客户')
  await p.clickText('加入')
  await p.type('写下推荐理由：性格、工作、适合什么样的人（选填）', '加微信 abc123456 聊')
  await p.clickText('确认加入')
  expect(p.lastToast()).toBe('不得含有联系方式，请修改')
  expect(addLibraryEntry).not.toHaveBeenCalled()
  await p.type('写下推荐理由：性格、工作、适合什么样的人（选填）', '温和有礼')
  await p.clickText('确认加入')
  expect(addLibraryEntry).toHaveBeenCalledWith({ memberId: 300, note: '温和有礼' })
  expect(p.body()).toContain('已在库中')
  await p.click('.bottom-sheet [aria-label="关闭"]')
  expect(textsOf('.library-card__name')).toEqual(['会员101', '会员102', '新朋友'])
  await p.clickText('下移')
  expect(reorderLibrary).toHaveBeenCalledWith({ ids: [2, 1, 3] })
  expect(textsOf('.library-card__name')).toEqual(['会员102', '会员101'])
  p.unmount()
})

test('the detail shows the public profile and the note; a customer asks for a meeting', async () => {
  route.params = { id: '1' }
  jest.mocked(getLibraryEntry).mockResolvedValue(detail())
  jest.mocked(requestMeeting).mockResolvedValue({ id: 5, status: 'submitted', matchmakerName: '陈姐' })
  const p = await mountPage(SalesLibraryDetailPage, stores)
  expect(getLibraryEntry).toHaveBeenCalledWith({ id: 1 }, { hideMsg: true })
  expect(p.body()).toContain('陈姐的推荐')
  expect(p.body()).toContain('踏实可靠，喜欢运动')
  expect(p.body()).toContain('月收入保密')
  expect(p.body()).toContain('民族回族')
  expect(p.body()).toContain('子女情况没有孩子')
  await p.clickText('请陈姐安排约见')
  expect(requestMeeting).toHaveBeenCalledWith({ targetId: 101, message: '' })
  p.unmount()
})
