import { eq } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import { MAINTENANCE_MESSAGE } from '@contract/envelope'
import { tenants } from '../../src/db/schema'
import { lover, makeVip, profileInput } from '../helpers/love'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { GROUP_AUTH_PATHS, GROUP_BODIES } from '../helpers/valid-bodies'
import { expectFailure, loginWithMpCode, maPhonePayload } from '../helpers/members'
import { grantRole } from '../helpers/staff'

let t: TestApp
beforeAll(async () => {
  // Every path is called several times here, well past the per-minute limit; the limit has its own app below.
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

/** Every JSON path of the contract, read from the API object itself; the multipart upload has its own suite (image.test.ts). */
const ALL_PATHS: ApiPath[] = Object.values(API)
  .flatMap((group) => Object.values(group) as string[])
  .filter((path): path is ApiPath => path !== API.image.uploadImage)

/** A well-formed body for every endpoint; the mapped type makes a new endpoint without one a compile error. */
const VALID_BODIES: { [P in ApiPath]: ReqOf<P> } = {
  [API.auth.loginByMaCode]: { code: 'valid-ma-code' },
  [API.auth.loginByMaPhone]: maPhonePayload('valid-ma-phone', '13966660001'),
  [API.auth.loginByMpCode]: { code: 'valid-mp-code' },
  [API.auth.loginByAccount]: { account: 'nobody01', password: 'passw0rd' },
  [API.auth.loginByPhone]: { phone: '13966660002', code: '123456' },
  [API.auth.checkWechat]: {},
  [API.auth.generateMpAuthUrl]: { redirectUrl: 'https://a.love.test/' },
  [API.auth.logout]: {},
  [API.auth.regByPhone]: { phone: '13966660003', code: '123456', username: 'nobody02', password: 'passw0rd' },
  [API.user.checkPhone]: { phone: '13966660004' },
  [API.user.checkUserName]: { username: 'nobody03' },
  [API.user.getIpRegionByIp]: {},
  [API.system.sendCaptcha]: { phone: '13966660005', scene: 'login' },
  [API.system.getTenantDetail]: {},
  [API.member.getUser]: {},
  [API.member.bindPhone]: { phone: '13966660006', code: '123456' },
  [API.member.bindPhoneByMa]: maPhonePayload('valid-bind-ma', '13966660007'),
  [API.member.bindWxByMpCode]: { code: 'valid-bind-mp' },
  [API.member.setAvator]: { headPic: 'https://img.love.test/a.png' },
  [API.member.setUsername]: { username: 'nobody04' },
  [API.member.setPassword]: { password: 'passw0rd' },
  [API.member.completeAccountPass]: { username: 'nobody05', password: 'passw0rd' },
  [API.config.getSystemBaseConfig]: {},
  [API.config.getRegAndAccessConfig]: {},
  [API.config.loveGetConfig]: {},
  [API.config.imageGetConfig]: {},
  [API.config.finOrderGetConfig]: {},
  [API.config.getCitySettings]: {},
  [API.config.saveCitySettings]: { timeZone: 'Asia/Shanghai', dailyPicks: 6, vipDailyPicks: 12 },
  [API.navigation.getNavigationByName]: { name: '底部导航' },
  [API.wx.getWxJsapiSignature]: { url: 'https://a.love.test/' },
  [API.love.checkLoginUserInfo]: {},
  [API.love.saveExtensionDetail]: { id: 1 },
  [API.geography.getAllProvinceMore]: {},
  [API.geography.reverseGeocode]: { lat: 30.27, lng: 120.15 },
  [API.geography.searchPlaces]: { keyword: '西湖' },
  [API.singlePage.getSinglePage]: { id: 1 },
  [API.singlePage.staffSavePage]: { id: 2, title: '用户服务协议', content: '<p>协议正文</p>' },
  [API.finance.getPagedCharges]: { pageNum: 1, pageSize: 10 },
  [API.finance.getPagedIncomes]: { pageNum: 1, pageSize: 10 },
  [API.loveProfile.signUp]: profileInput(),
  [API.loveProfile.editInfo]: profileInput(),
  [API.loveProfile.getMyProfile]: {},
  [API.loveSocial.getLoveCentre]: {},
  [API.loveProfile.setAlbum]: { images: ['/uploads/t1/a.jpg'] },
  [API.loveProfile.setLocation]: { lat: 30.27, lng: 120.15 },
  [API.loveSocial.getNoticeCount]: {},
  [API.loveSocial.markNoticesSeen]: {},
  [API.loveFeed.getRecommendPage]: { cursor: '', pageSize: 10 },
  [API.loveFeed.getDetail]: { userId: 1 },
  [API.loveSocial.fav]: { userId: 1 },
  [API.loveSocial.unfav]: { userId: 1 },
  [API.loveSocial.getMyFavPage]: { cursor: '', pageSize: 10 },
  [API.loveSocial.getViewedPage]: { cursor: '', pageSize: 10 },
  [API.loveSocial.getViewersPage]: { cursor: '', pageSize: 10 },
  [API.loveSocial.getFavedMePage]: { cursor: '', pageSize: 10 },
  [API.loveProfile.getPrivacy]: {},
  [API.loveProfile.setPrivacy]: { hideFromFeed: false, photosVipOnly: false, hideAge: false, hideIncome: false },
  [API.loveSocial.report]: { userId: 1, reason: 'fake', description: '', images: [] },
  [API.loveFeed.getMyPlacements]: {},
  [API.loveFeed.getVisitorPreview]: { city: '杭州市' },
  [API.loveSocial.block]: { userId: 1 },
  [API.loveSocial.unblock]: { userId: 1 },
  [API.loveSocial.getBlockedPage]: { cursor: '', pageSize: 10 },
  [API.certification.getRealName]: {},
  [API.certification.submitRealName]: {
    realName: '张三',
    idCard: '11010519491231002X',
    faceImage: '/uploads/t1/face.jpg'
  },
  [API.certification.getAuthIndex]: {},
  [API.certification.getEducationAuth]: {},
  [API.certification.saveEducationAuth]: { school: '浙江大学', degree: 'bachelor', images: ['/uploads/t1/a.jpg'] },
  [API.certification.getHouseAuth]: {},
  [API.certification.saveHouseAuth]: { city: '杭州市', images: ['/uploads/t1/a.jpg'] },
  [API.certification.getOtherAuth]: {},
  [API.certification.saveOtherAuth]: {
    title: '职业认证',
    fields: [{ label: '职业', value: '教师' }],
    images: ['/uploads/t1/a.jpg']
  },
  [API.staff.getMyRoles]: {},
  [API.certification.getPendingCertPage]: { pageNum: 1, pageSize: 10 },
  [API.certification.auditCert]: { id: 1, result: 'approved' },
  [API.image.uploadImageBase64]: { data: 'data:image/png;base64,' },
  [API.zone.getZoneList]: {},
  [API.zone.getZoneMemberPage]: { zoneId: 1, pageNum: 1, pageSize: 10 },
  [API.zone.addZoneMember]: { zoneId: 1, userId: 1 },
  [API.zone.removeZoneMember]: { zoneId: 1, userId: 1 },
  [API.zone.setZoneRule]: { zoneId: 1, rule: { vip: true } },
  [API.commitment.getCommitment]: {},
  [API.commitment.signCommitment]: { signedName: '张三', agree: true },
  [API.commitment.getMemberCommitment]: { userId: 1 },
  [API.finance.getProducts]: { kind: 'vip' },
  [API.finance.createFinOrder]: { productId: 1 },
  [API.finance.getFinOrder]: { orderNo: '20261123000000ABCDEF' },
  [API.finance.walletPay]: { orderNo: '20261123000000ABCDEF', account: 'balance' },
  [API.finance.tenPay]: { orderNo: '20261123000000ABCDEF', scene: 'h5' },
  [API.finance.aliPay]: { orderNo: '20261123000000ABCDEF' },
  [API.finance.sandboxPay]: { orderNo: '20261123000000ABCDEF', provider: 'tenpay', confirm: true },
  [API.finance.getWallet]: {},
  [API.finance.getPagedCreditHis]: { pageNum: 1, pageSize: 10 },
  [API.finance.getPagedCashoutHis]: { pageNum: 1, pageSize: 10 },
  [API.finance.getCouldCashutAmount]: {},
  [API.finance.applyCashout]: { amount: 1000, channel: 'alipay', account: '13800000000', realName: '张三' },
  [API.loveLine.requestLine]: { targetId: 1 },
  [API.loveLine.getMyLines]: { pageNum: 1, pageSize: 10 },
  [API.loveLine.getMyCustomServices]: {},
  [API.finance.staffGetProducts]: {},
  [API.finance.staffSaveProduct]: {
    kind: 'vip',
    name: '月度VIP',
    description: '',
    price: 6800,
    originalPrice: 0,
    days: 30,
    quantity: 0,
    vipType: 1,
    enabled: true,
    sort: 1
  },
  [API.finance.staffGetCashouts]: { pageNum: 1, pageSize: 10 },
  [API.finance.staffAuditCashout]: { id: 1, approve: true },
  [API.finance.staffRefundOrder]: { orderNo: '20260101000000ABCDEF1234', amount: 100, reason: '客户申请退款' },
  [API.loveLine.staffGetLines]: { pageNum: 1, pageSize: 10 },
  [API.loveLine.staffHandleLine]: { id: 1, arranged: true, note: '' },
  [API.loveLine.staffRevealLineContact]: { id: 1, userId: 1 },
  [API.loveLine.staffRevealCustomContact]: { id: 1 },
  [API.audit.staffGetAccessLog]: { pageNum: 1, pageSize: 20 },
  [API.loveLine.staffGetCustomServices]: { pageNum: 1, pageSize: 10 },
  [API.loveLine.staffUpdateCustomService]: { id: 1, status: 'serving', note: '' },
  [API.notice.getNoticePage]: { cursor: '', pageSize: 10 },
  [API.notice.markRead]: { noticeId: 1 },
  [API.notice.markAllRead]: {},
  [API.notice.getSubscribeTemplates]: {},
  [API.notice.grantSubscribe]: { templateIds: ['tpl-viewed'] },
  [API.gift.getGoodsPage]: { pageNum: 1, pageSize: 10 },
  [API.gift.getGoods]: { goodsId: 1 },
  [API.gift.exchange]: { goodsId: 1, quantity: 1, idempotencyKey: 'platform-key-1' },
  [API.gift.getMyExchangePage]: { pageNum: 1, pageSize: 10 },
  [API.gift.cancelExchange]: { exchangeId: 1 },
  [API.gift.staffGetGoodsPage]: { pageNum: 1, pageSize: 10 },
  [API.gift.staffSaveGoods]: {
    kind: 'voucher',
    name: '咖啡券',
    description: '',
    images: [],
    points: 100,
    stock: 10,
    limitPerMember: 0,
    onSale: true,
    sort: 0
  },
  [API.gift.staffAddStock]: { goodsId: 1, delta: 5 },
  [API.gift.staffGetExchangePage]: { pageNum: 1, pageSize: 10 },
  [API.gift.staffFulfilExchange]: { exchangeId: 1, trackingNote: '顺丰 SF1234567890' },
  [API.gift.staffCancelExchange]: { exchangeId: 1, reason: '库存盘点有误' },
  [API.gift.staffRevealExchangeReceiver]: { exchangeId: 1 },
  [API.loveGift.getGiftList]: {},
  [API.loveGift.send]: { toUserId: 1, giftId: 1, clientRequestId: 'platform-gift-1' },
  [API.loveGift.decline]: { sendId: 1 },
  [API.loveGift.getReceivedPage]: { cursor: '', pageSize: 10 },
  [API.loveGift.getSentPage]: { cursor: '', pageSize: 10 },
  [API.loveGift.staffGetGifts]: {},
  [API.loveGift.staffCreateGift]: { name: '玫瑰', image: '/uploads/t1/rose.png', points: 10, sort: 0, onSale: true },
  [API.loveGift.staffUpdateGift]: { giftId: 1, name: '玫瑰', points: 10, sort: 0 },
  [API.loveGift.staffSetOnSale]: { giftId: 1, onSale: false },
  [API.message.getConversationPage]: { cursor: '', pageSize: 10 },
  [API.message.openConversation]: { userId: 1 },
  [API.message.getMessagePage]: { conversationId: 1, beforeId: 0, pageSize: 10 },
  [API.message.syncMessages]: { conversationId: 1, afterSeq: 0 },
  [API.message.send]: { toUserId: 1, clientMessageId: 'platform-msg-1', kind: 'text', text: '你好', image: '' },
  [API.message.recall]: { messageId: 1 },
  [API.message.markRead]: { conversationId: 1, messageId: 1 },
  [API.message.markAllRead]: {},
  [API.message.getUnreadSummary]: {},
  [API.message.getGreetings]: {},
  [API.message.report]: { messageId: 1, reason: 'harass', description: '' },
  [API.message.getSocketTicket]: {},
  [API.message.getMatchmakerChatPage]: { cursor: '', pageSize: 10 },
  [API.message.openCustomerChat]: { userId: 1 },
  [API.moderation.getMyReviews]: {},
  [API.moderation.getQueue]: { cursor: '', pageSize: 10 },
  [API.moderation.approve]: { reviewId: 1 },
  [API.moderation.reject]: { reviewId: 1, reason: '照片不是本人' },
  [API.moderation.getHistory]: { cursor: '', pageSize: 10 },
  [API.moderation.undo]: { reviewId: 1 },
  [API.moderation.reReview]: { reviewId: 1 },
  [API.moderation.getMode]: {},
  [API.moderation.setMode]: { mode: 'pre' },
  [API.report.getMyReports]: { cursor: '', pageSize: 10 },
  [API.report.getQueue]: { tab: 'pending', cursor: '', pageSize: 10 },
  [API.report.handle]: { targetId: 1, action: 'dismiss', resolution: '未发现违规' },
  [API.report.unhide]: { userId: 2 },
  [API.report.liftSuspension]: { userId: 2 },
  [API.account.getDeletionCheck]: {},
  [API.account.deleteAccount]: { password: 'demo1234', code: '', confirmText: '确认注销' },
  [API.account.exportMyData]: {},
  [API.xixun.getStoryPage]: { cursor: '', pageSize: 10 },
  [API.xixun.getStory]: { storyId: 1 },
  [API.xixun.getMyStories]: {},
  [API.xixun.submitStory]: {
    partnerId: 2,
    title: '相遇在西湖边',
    content: '我们在一次读书会上认识，一起走过了很多地方。',
    stage: 'dating',
    photos: [],
    metThrough: '红娘牵线'
  },
  [API.xixun.confirmStory]: { storyId: 1, confirm: true },
  [API.xixun.setStoryStage]: { storyId: 1, stage: 'engaged' },
  [API.xixun.getPennantPage]: { cursor: '', pageSize: 10 },
  [API.xixun.getPennant]: { pennantId: 1 },
  [API.xixun.sendPennant]: { matchmakerId: 1, template: 'qianxian', words: '感谢红娘用心牵线' },
  [API.xixun.getStoryQueue]: { tab: 'pending', cursor: '', pageSize: 10 },
  [API.xixun.reviewStory]: { id: 1, approve: true, reason: '' },
  [API.xixun.getPennantQueue]: { tab: 'pending', cursor: '', pageSize: 10 },
  [API.xixun.reviewPennant]: { id: 1, approve: false, reason: '含有不当内容' },
  [API.active.getRoom]: { eventId: 1 },
  [API.active.getRoomGuest]: { eventId: 1, userId: 2 },
  [API.active.savePicks]: { eventId: 1, userIds: [2] },
  [API.active.reveal]: { eventId: 1 },
  [API.active.getEventPage]: { tab: 'upcoming', cursor: '', pageSize: 10 },
  [API.active.getEventDetail]: { eventId: 1 },
  [API.active.getManagedEventPage]: { tab: 'active', cursor: '', pageSize: 10 },
  [API.active.getEventForEdit]: { eventId: 1 },
  [API.active.saveEvent]: {
    kind: 'offline',
    title: '西湖边单身派对',
    cover: '',
    city: '杭州',
    venue: '西湖边咖啡馆',
    location: null,
    signupStartsAt: '2030-05-01T00:00:00.000Z',
    signupEndsAt: '2030-05-09T12:00:00.000Z',
    startsAt: '2030-05-10T06:00:00.000Z',
    endsAt: '2030-05-10T09:00:00.000Z',
    cancelDeadline: '2030-05-09T12:00:00.000Z',
    quotaMale: 10,
    quotaFemale: 10,
    priceMale: 9900,
    priceFemale: 6600,
    realNameRequired: false,
    auditRequired: false,
    mutualSelection: false,
    picksPerGuest: 0,
    revealAt: '',
    rules: '',
    organiser: '甲城红娘团队'
  },
  [API.active.publishEvent]: { eventId: 1 },
  [API.active.cancelEvent]: { eventId: 1, reason: '场地临时无法使用' },
  [API.active.deleteEvent]: { eventId: 1 },
  [API.active.signUp]: { eventId: 1, sharerId: 2 },
  [API.active.cancelSignup]: { signupId: 1 },
  [API.active.getMySignupPage]: { cursor: '', pageSize: 10 },
  [API.active.getSignupPage]: { eventId: 1, filter: 'all', keyword: '', cursor: '', pageSize: 10 },
  [API.active.auditSignup]: { signupId: 1, approve: false, reason: '资料不完整' },
  [API.active.checkIn]: { eventId: 1, code: '123456' },
  [API.active.exportSignups]: { eventId: 1 },
  [API.poster.getMyPoster]: { template: 'profile' },
  [API.poster.resolveScene]: { scene: 'Ab3dEf9hIj2L' },
  ...GROUP_BODIES
}

/** Visitors browse events too; signing up, the room and running events need a member. */
const ACTIVE_PUBLIC: string[] = [API.active.getEventPage, API.active.getEventDetail]

/** Published stories and pennants are read by visitors too; telling and sending need a member. */
const XIXUN_PUBLIC: string[] = [
  API.xixun.getStoryPage,
  API.xixun.getStory,
  API.xixun.getPennantPage,
  API.xixun.getPennant
]

/** The endpoints a member must be logged in for (SPEC: everything about "me"). */
const AUTH_PATHS: ApiPath[] = [
  API.auth.logout,
  ...Object.values(API.member),
  ...Object.values(API.love),
  // The price list is public: a visitor may look at VIP plans before logging in.
  ...Object.values(API.finance).filter((p) => p !== API.finance.getProducts),
  ...Object.values(API.loveLine),
  ...Object.values(API.audit),
  ...Object.values(API.loveProfile),
  // A visitor's glimpse of the city is what invites them to sign up.
  ...Object.values(API.loveFeed).filter((p) => p !== API.loveFeed.getVisitorPreview),
  ...Object.values(API.loveSocial),
  ...Object.values(API.certification),
  ...Object.values(API.staff),
  API.singlePage.staffSavePage,
  API.config.getCitySettings,
  API.config.saveCitySettings,
  // Each lookup may cost a call to a paid maps service; the visitor's city by IP stays public.
  API.geography.reverseGeocode,
  API.geography.searchPlaces,
  API.image.uploadImageBase64,
  API.zone.getZoneMemberPage,
  API.zone.addZoneMember,
  API.zone.removeZoneMember,
  API.zone.setZoneRule,
  ...Object.values(API.commitment),
  ...Object.values(API.notice),
  ...Object.values(API.gift),
  ...Object.values(API.loveGift),
  ...Object.values(API.message),
  ...Object.values(API.moderation),
  ...Object.values(API.report),
  ...Object.values(API.account),
  ...Object.values(API.xixun).filter((p) => !XIXUN_PUBLIC.includes(p)),
  ...Object.values(API.active).filter((p) => !ACTIVE_PUBLIC.includes(p)),
  API.poster.getMyPoster,
  ...(GROUP_AUTH_PATHS as ApiPath[])
]

interface OpenApiDoc {
  openapi: string
  paths: Record<string, Record<string, { security?: unknown[] }>>
}

async function openapi(): Promise<OpenApiDoc> {
  const res = await t.request({ url: '/openapi.json' })
  expect(res.status).toBe(200)
  return res.json<OpenApiDoc>()
}

async function setTenant(tenantId: number, values: Partial<typeof tenants.$inferInsert>) {
  await t.app.db.update(tenants).set(values).where(eq(tenants.tenantId, tenantId))
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3 and documents every contract path plus /healthz', async () => {
    const doc = await openapi()
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/)
    // The API object and the typed contract list the same endpoints, so the loop below covers them all.
    expect([...ALL_PATHS].sort()).toEqual(Object.keys(VALID_BODIES).sort())
    for (const path of ALL_PATHS) {
      expect({ path, documented: Boolean(doc.paths[path]?.post) }).toEqual({ path, documented: true })
    }
    expect(doc.paths['/healthz']?.get).toBeDefined()
  })

  it('marks exactly the member endpoints as needing the token', async () => {
    const doc = await openapi()
    const secured = ALL_PATHS.filter((p) => (doc.paths[p].post.security ?? []).length > 0)
    expect(secured.sort()).toEqual([...AUTH_PATHS].sort())
  })

  it('never answers 5xx to an empty object on any documented POST path', async () => {
    const doc = await openapi()
    const posts = Object.keys(doc.paths).filter((p) => doc.paths[p].post)
    expect(posts.length).toBeGreaterThanOrEqual(ALL_PATHS.length)
    for (const path of posts) {
      const res = await t.request({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json' },
        body: '{}'
      })
      const body = res.json()
      expect({ path, allowed: [200, 401, 404, 429].includes(res.status) }).toEqual({ path, allowed: true })
      expect(typeof body.code).toBe('number')
      expect(body.msg).toMatch(/\S/)
      if (body.code !== 20000)
        expect({ path, msg: body.msg }).toEqual({ path, msg: expect.stringMatching(/[\u4e00-\u9fa5]/) })
    }
  })
})

describe('authentication across all endpoints', () => {
  it.each(AUTH_PATHS.map((p) => [p]))('%s answers 401 + 40100 to a well-formed call without a token', async (path) => {
    const res = await t.call(path, VALID_BODIES[path])
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ code: 40100, msg: '请先登录', data: null })
  })

  it.each(ALL_PATHS.filter((p) => !AUTH_PATHS.includes(p)).map((p) => [p]))(
    '%s is open to a logged-out client',
    async (path) => {
      const res = await t.call(path, VALID_BODIES[path])
      expect(res.status).toBe(200)
      expect(res.body.code).not.toBe(40100)
    }
  )
})

describe('tenant status', () => {
  it('a disabled tenant answers every API call with HTTP 401, code -1 and its closing message; other tenants are unaffected', async () => {
    const tokenA = await loginWithMpCode(t)
    await setTenant(1, { status: 'disabled', closedMessage: '本站已停止服务' })
    try {
      for (const [path, token] of [
        [API.config.getSystemBaseConfig, undefined],
        [API.auth.loginByAccount, undefined],
        [API.member.getUser, tokenA]
      ] as const) {
        const res = await t.call(path, VALID_BODIES[path], { token })
        expect(res.status).toBe(401)
        expect(res.body).toEqual({ code: -1, msg: '本站已停止服务', data: null })
      }
      const unknown = await t.request({ method: 'POST', url: '/common/api/x/y' })
      expect(unknown.status).toBe(401)
      expect(unknown.json().code).toBe(-1)
      expect((await t.call(API.config.getSystemBaseConfig, {}, { host: HOST_B })).body.code).toBe(20000)
      expect((await t.request({ url: '/healthz' })).status).toBe(200)

      await setTenant(1, { closedMessage: '' })
      expect((await t.call(API.config.getSystemBaseConfig, {})).body).toEqual({
        code: -1,
        msg: '服务已关闭，请联系客服',
        data: null
      })
    } finally {
      await setTenant(1, { status: 'active', closedMessage: '' })
    }
    // Reopening restores service, and sessions survive the closure.
    expect((await t.call(API.member.getUser, {}, { token: tokenA })).body.code).toBe(20000)
  })

  it('a tenant under maintenance answers HTTP 404 with the maintenance message', async () => {
    await setTenant(2, { maintenance: true })
    try {
      const res = await t.call(API.config.getSystemBaseConfig, {}, { host: HOST_B })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ code: 50300, msg: MAINTENANCE_MESSAGE, data: null })
      expect(res.body.msg).toBe('系统升级维护中,稍等几分钟就好')
      expect((await t.call(API.config.getSystemBaseConfig, {})).status).toBe(200)
    } finally {
      await setTenant(2, { maintenance: false })
    }
    expect((await t.call(API.config.getSystemBaseConfig, {}, { host: HOST_B })).status).toBe(200)
  })

  const forwardedToB = {
    method: 'POST',
    url: API.system.getTenantDetail,
    headers: { 'content-type': 'application/json', 'x-forwarded-host': `${HOST_B}:443` },
    body: '{}'
  }

  it('ignores X-Forwarded-Host from clients unless a trusted proxy is configured', async () => {
    const res = await t.request(forwardedToB)
    expect(res.json<{ data: { tenantId: number } }>().data.tenantId).toBe(1)
  })

  it('picks the tenant from X-Forwarded-Host behind a trusted proxy', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: true })
    try {
      const res = await proxied.request(forwardedToB)
      expect(res.json<{ data: { tenantId: number } }>().data.tenantId).toBe(2)
    } finally {
      await proxied.close()
    }
  })
})

describe('request handling', () => {
  it('answers malformed JSON with an HTTP 400 envelope and no internals', async () => {
    const res = await t.request({
      method: 'POST',
      url: API.user.checkPhone,
      headers: { 'content-type': 'application/json' },
      body: '{"phone": "1391111'
    })
    expect(res.status).toBe(400)
    expect(res.json()).toEqual({ code: 40000, msg: '请求数据格式不正确', data: null })
    expect(res.text).not.toMatch(/SyntaxError|stack|at .*\.(js|ts):\d+/)
  })

  it('accepts an empty body, or none at all, on an endpoint without parameters', async () => {
    const empty = await t.request({
      method: 'POST',
      url: API.auth.checkWechat,
      headers: { 'content-type': 'application/json' },
      body: ''
    })
    expect(empty.status).toBe(200)
    expect(empty.json().code).toBe(20000)
    const none = await t.request({ method: 'POST', url: API.config.loveGetConfig })
    expect(none.status).toBe(200)
    expect(none.json().code).toBe(20000)
  })

  it('ignores unknown extra fields rather than failing', async () => {
    const res = await t.call(API.auth.checkWechat, { extra: 'x' })
    expect(res.body.code).toBe(20000)
  })

  it('answers a body that is not JSON with an envelope, not a crash', async () => {
    const text = await t.request({
      method: 'POST',
      url: API.user.checkPhone,
      headers: { 'content-type': 'text/plain' },
      body: 'phone=1'
    })
    expect(text.status).toBe(200)
    expect(text.json()).toEqual({ code: 40000, msg: '请求参数不正确', data: null })
    for (const type of ['application/xml', 'application/x-www-form-urlencoded']) {
      const res = await t.request({
        method: 'POST',
        url: API.user.checkPhone,
        headers: { 'content-type': type },
        body: 'phone=13911112222'
      })
      expect(res.status).toBe(415)
      expect(res.json()).toEqual({ code: 40000, msg: '请求数据格式不正确', data: null })
    }
  })

  it('answers an unknown API path with a 404 envelope', async () => {
    for (const method of ['POST', 'GET']) {
      const res = await t.request({
        method,
        url: '/common/api/x/y',
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined
      })
      expect(res.status).toBe(404)
      expect(res.json()).toEqual({ code: 40400, msg: '接口不存在', data: null })
    }
  })

  it('refuses text the database cannot store (NUL characters) as bad input, never a 500', async () => {
    const token = await loginWithMpCode(t)
    const cases = [
      await t.call(API.auth.loginByAccount, { account: 'ab\u0000cd', password: 'passw0rd' }),
      await t.call(API.member.setAvator, { headPic: '/uploads/a\u0000b.png' }, { token }),
      await t.call(API.auth.loginByMaPhone, {
        ...maPhonePayload('nul-name', '13966660010'),
        customerUserName: '小\u0000明'
      })
    ]
    for (const res of cases) expectFailure(res, 40000, '请求参数不正确')
    expect((await t.call(API.member.getUser, {}, { token })).body.data.headPic).toBe('')
    expect((await t.call(API.user.checkPhone, { phone: '13966660010' })).body.data.exists).toBe(false)
  })

  it('GET /healthz reports ok', async () => {
    const res = await t.request({ url: '/healthz' })
    expect(res.status).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })
})

describe('per-IP rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 5 })
  })
  afterAll(async () => {
    await limited.close()
  })

  it('answers the 6th API call in a minute with HTTP 429, and leaves non-API paths alone', async () => {
    for (let i = 1; i <= 5; i++) {
      const ok = await limited.call(API.auth.checkWechat, {})
      expect({ call: i, status: ok.status }).toEqual({ call: i, status: 200 })
    }
    const sixth = await limited.call(API.config.getSystemBaseConfig, {}, { host: HOST_B })
    expect(sixth.status).toBe(429)
    expect(sixth.body).toEqual({ code: 42900, msg: '访问太频繁，请稍后再试', data: null })
    expect((await limited.request({ url: '/healthz' })).status).toBe(200)
  })
})

describe('tenant lookup cache', () => {
  let cached: TestApp
  beforeAll(async () => {
    cached = await buildTestApp({ TENANT_CACHE_MS: 60_000 })
  })
  afterAll(async () => {
    await cached.close()
  })

  it('serves repeated calls from the cache with the same tenant, city and working sessions', async () => {
    const first = await cached.call(API.system.getTenantDetail, {}, { host: HOST_B })
    const second = await cached.call(API.system.getTenantDetail, {}, { host: HOST_B })
    expect(second.body).toEqual(first.body)
    expect(second.body.data).toMatchObject({ tenantId: 2, city: { city: '宁波' } })
    const login = await cached.call(API.auth.loginByMpCode, { code: 'cache-1' }, { host: HOST_B })
    expect((await cached.call(API.member.getUser, {}, { token: login.body.data.token, host: HOST_B })).body.code).toBe(
      20000
    )
  })
})

describe('cursor-paged lists', () => {
  let walker: TestApp
  beforeAll(async () => {
    // One member walks every list many times over: the member's list budget would stop the walk.
    walker = await buildTestApp({ LIST_RATE_LIMIT_PER_MINUTE: 10_000 })
  })
  afterAll(async () => {
    await walker.close()
  })

  const b64 = (text: string) => Buffer.from(text).toString('base64url')
  /** Cursors no list hands out: an id spelt another way or too big, a time that is no date, no cursor at all. */
  const FORGED = [
    '1e3',
    '01',
    ' 5',
    '5.0',
    '-1',
    '2147483648',
    b64('2024-02-30 00:00:00+08|1'),
    b64('2024-05-01T08:30:00.000Z|1e3'),
    b64('not-a-cursor')
  ]

  it('refuse a cursor they never handed out, each with the same message', async () => {
    // An admin and a VIP, so no list turns the caller away before it reads the cursor.
    const admin = await lover(walker, { nickname: '管理员' })
    await grantRole(walker, 1, admin.id, 'admin')
    await makeVip(walker, admin.id)
    // The sign-ups list belongs to an event the admin runs.
    const event = await walker.call(API.active.saveEvent, VALID_BODIES[API.active.saveEvent], { token: admin.token })
    const own: Partial<Record<ApiPath, object>> = { [API.active.getSignupPage]: { eventId: event.body.data.id } }
    const lists = ALL_PATHS.filter((path) => 'cursor' in VALID_BODIES[path])
    expect(lists.length).toBeGreaterThan(30)
    const answered: { path: string; cursor: string; msg: string }[] = []
    for (const path of lists) {
      for (const cursor of FORGED) {
        const body = { ...VALID_BODIES[path], ...own[path], cursor }
        const res = await walker.call(path, body, { token: admin.token })
        answered.push({ path, cursor, msg: `${res.body.code} ${res.body.msg}` })
      }
    }
    expect(answered.filter((a) => a.msg !== '40000 分页参数不正确')).toEqual([])
  })
})
