import { bodyText, mountPage, setUp } from '../helpers/page'
import type { Commitment, MemberCommitment, PledgeText } from '@contract/commitment'
import { REAL_NAME_RULE_TEXT } from '@contract/certification'
import { getCommitment, getMemberCommitment, signCommitment } from '../../../src/api/commitment'
import CommitmentPage from '../../../src/member/love/commitment'
import CommitmentViewPage from '../../../src/member/love/commitmentview'
import { SIGN_MSG } from '../../../src/member/love/models/signatureForm'
import { logIn, USER } from '../helpers/session'
import { route } from '../helpers/lifecycle'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/commitment')

const pledge: PledgeText = {
  title: '诚信交友承诺书',
  intro: '为共同营造真实、安全、文明的交友环境，本人自愿遵守甲城婚恋的会员规范，并郑重承诺：',
  clauses: ['本人填写的个人资料均真实有效。', '本人目前为单身。', '本人不向他人借钱。'],
  version: 1
}
const unsigned: Commitment = { pledge, signed: false, signedName: '', signedAt: '', signedVersion: 0 }
const signed: Commitment = {
  pledge,
  signed: true,
  signedName: '林小雨',
  signedAt: '2026-03-08T02:00:00Z',
  signedVersion: 1
}
const LOVER = { ...USER, nickname: '林小雨', isWhetherLoveUser: true }

let env: ReturnType<typeof setUp>

beforeEach(() => {
  route.params = {}
  env = setUp()
  logIn(env.stores, LOVER)
  jest.mocked(getCommitment).mockResolvedValue(unsigned)
  jest.mocked(signCommitment).mockResolvedValue(signed)
})

/**
 * The form appears only once the pledge has loaded; the extra frame lets Taro's <Input> finish
 * rendering before the test types into it, as a person never types sooner.
 */
async function openSignPage() {
  const page = await mountPage(CommitmentPage, env.stores)
  await page.settle(20)
  return page
}

describe('signing the pledge', () => {
  it('shows the pledge with numbered clauses and tells the member what to fix before sending', async () => {
    const page = await openSignPage()
    expect(bodyText()).toContain('诚信交友承诺书')
    expect(bodyText()).toContain('2.本人目前为单身。')

    await page.clickText('签署承诺')
    expect(page.text('.pledge-sign__error')).toBe(SIGN_MSG.nameMissing)
    await page.type('请输入您的真实姓名', 'Lin')
    await page.clickText('签署承诺')
    expect(page.text('.pledge-sign__error')).toBe(REAL_NAME_RULE_TEXT)
    await page.type('请输入您的真实姓名', '林小雨')
    await page.clickText('签署承诺')
    expect(page.text('.pledge-sign__error')).toBe(SIGN_MSG.agreement)
    expect(signCommitment).not.toHaveBeenCalled()
    page.unmount()
  })

  it('signs with the trimmed name once agreed, then shows the signed state and the way to the certificate', async () => {
    const page = await openSignPage()
    await page.type('请输入您的真实姓名', ' 林小雨 ')
    await page.click('.pledge-sign__box')
    expect(document.querySelector('.pledge-sign__box')?.getAttribute('aria-checked')).toBe('true')
    await page.clickText('签署承诺')
    expect(signCommitment).toHaveBeenCalledWith({ signedName: '林小雨', agree: true })
    expect(bodyText()).toContain('您已签署诚信承诺')
    expect(bodyText()).toContain('承诺人：林小雨')
    expect(bodyText()).toContain('签署日期：2026年03月08日')
    expect(document.querySelector('.pledge-sign')).toBeNull()
    expect(page.lastToast()).toBe('签署成功')

    await page.clickText('查看我的承诺书')
    expect(env.ui.navigateTo).toHaveBeenCalledWith({ url: '/member/love/commitmentview' })
    page.unmount()
  })

  it('keeps the form when the server refuses', async () => {
    jest.mocked(signCommitment).mockRejectedValue(new Error('签署姓名须与实名认证的姓名一致'))
    const page = await openSignPage()
    await page.type('请输入您的真实姓名', '林小雨')
    await page.click('.pledge-sign__box')
    await page.clickText('签署承诺')
    expect(document.querySelector('.pledge-sign')).not.toBeNull()
    expect(bodyText()).not.toContain('您已签署诚信承诺')
    page.unmount()
  })

  it('asks for a new signature when the wording changed since signing', async () => {
    jest.mocked(getCommitment).mockResolvedValue({ ...signed, signedVersion: 0 })
    const page = await openSignPage()
    expect(bodyText()).toContain('承诺书内容已更新，请阅读后重新签署')
    expect(document.querySelector('.pledge-sign')).not.toBeNull()
    page.unmount()
  })

  it('sends a member without a dating profile to sign up, and a visitor to log in', async () => {
    logIn(env.stores, { ...LOVER, isWhetherLoveUser: false })
    const page = await openSignPage()
    expect(env.ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
    expect(getCommitment).not.toHaveBeenCalled()
    page.unmount()

    env.stores.session.logout()
    const visitor = await mountPage(CommitmentPage, env.stores)
    expect(env.ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
    expect(getCommitment).not.toHaveBeenCalled()
    visitor.unmount()
  })
})

describe('the pledge certificate', () => {
  it('shows my signed pledge with name, date, text and the seal', async () => {
    jest.mocked(getCommitment).mockResolvedValue(signed)
    const page = await mountPage(CommitmentViewPage, env.stores)
    expect(page.text('.page-shell__title')).toBe('我的诚信承诺')
    expect(page.text('.pledge-cert__name')).toBe('林小雨')
    expect(bodyText()).toContain('签署日期：2026年03月08日')
    expect(bodyText()).toContain('1.本人填写的个人资料均真实有效。')
    expect(page.text('.pledge-cert__seal')).toBe('已承诺')
    expect(getMemberCommitment).not.toHaveBeenCalled()
    page.unmount()
  })

  it("shows another member's pledge from ?id=, with the name as the server masked it", async () => {
    route.params = { id: '42' }
    const theirs: MemberCommitment = { ...signed, userId: 42, nickname: '阿杰', signedName: '王*' }
    jest.mocked(getMemberCommitment).mockResolvedValue(theirs)
    const page = await mountPage(CommitmentViewPage, env.stores)
    expect(getMemberCommitment).toHaveBeenCalledWith(42)
    expect(page.text('.page-shell__title')).toBe('阿杰的诚信承诺')
    expect(page.text('.pledge-cert__name')).toBe('王*')
    expect(bodyText()).toContain('2026年03月08日')
    page.unmount()
  })

  it('says kindly when nothing is signed yet, and offers mine a way to sign', async () => {
    const page = await mountPage(CommitmentViewPage, env.stores)
    expect(bodyText()).toContain('您还没有签署诚信承诺')
    expect(document.querySelector('.pledge-cert__seal')).toBeNull()
    await page.clickText('去签署')
    expect(env.ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/commitment' })
    page.unmount()

    route.params = { id: '42' }
    jest.mocked(getMemberCommitment).mockResolvedValue({ ...unsigned, userId: 42, nickname: '阿杰' })
    const other = await mountPage(CommitmentViewPage, env.stores)
    expect(bodyText()).toContain('TA还没有签署诚信承诺')
    expect(bodyText()).not.toContain('去签署')
    other.unmount()
  })

  it('offers a retry when loading fails', async () => {
    jest.mocked(getCommitment).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValueOnce(signed)
    const page = await mountPage(CommitmentViewPage, env.stores)
    expect(bodyText()).toContain('加载失败，点击重试')
    await page.click('.status-view')
    expect(getCommitment).toHaveBeenCalledTimes(2)
    expect(page.text('.pledge-cert__seal')).toBe('已承诺')
    page.unmount()
  })
})
