import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import type { Gender } from '@contract/love'
import { launch, phoneContext, screenshot, smsCode } from './browser'
import { api, loginByPassword, onPage, open } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** A new member with a dating profile in 杭州, registered the way the register page does it. */
async function newLoveMember(
  phone: string,
  username: string,
  nickname: string,
  gender: Gender
): Promise<{ id: number; token: string }> {
  await api(API.system.sendCaptcha, { phone, scene: 'register' })
  const { token } = await api(API.auth.regByPhone, {
    phone,
    code: await smsCode(phone),
    username,
    password: 'demo1234'
  })
  const woman = gender === 'female'
  await api(
    API.loveProfile.signUp,
    {
      nickname,
      gender,
      birthDate: woman ? '1995-04-12' : '1992-09-03',
      height: woman ? 163 : 178,
      weight: woman ? 50 : 70,
      education: 'bachelor',
      occupation: woman ? '教师' : '工程师',
      income: '10to20k',
      marital: 'single',
      hometownProvince: '浙江省',
      hometownCity: '绍兴市',
      residenceProvince: '浙江省',
      residenceCity: '杭州市',
      house: 'rent',
      car: 'none',
      aboutMe: '喜欢看书和徒步，周末常去龙井村喝茶，希望认识一个真诚、踏实、热爱生活的人。',
      mate: { ageMin: 25, ageMax: 38, heightMin: 150, heightMax: 190, educationMin: '', city: '', marital: '' }
    },
    token
  )
  return { id: (await api(API.member.getUser, {}, token)).id, token }
}

const modalButton = (page: Page, text: string) =>
  page.locator('.taro-modal__foot').filter({ visible: true }).getByText(text, { exact: true })

describe('mutual likes and daily picks on a phone', () => {
  it('she likes him, he likes her back from her page, they are matched and chat; he opens 每日推荐', async () => {
    const her = await newLoveMember('13966252001', 'lu_yao', '陆瑶', 'female')
    const he = await newLoveMember('13966252002', 'he_xin', '何昕', 'male')
    const him = await (await phoneContext(browser)).newPage()
    await loginByPassword(him, 'he_xin')
    // She liked him first; to him it is private until he likes her too.
    await api(API.loveMatch.like, { userId: he.id }, her.token)

    await open(him, ROUTES.loveDetail, { id: her.id })
    await him.locator('.love-detail__like', { hasText: '喜欢TA' }).click()
    await him.getByText('你们互相喜欢了！').waitFor()
    await screenshot(him, '90-likes-matched')
    await modalButton(him, '去聊天').click()
    await onPage(him, ROUTES.messageDetail)
    // No real-name certification and no new-chat allowance spent: a match opens the chat.
    const greeting = him.locator('.greeting-list__item').first()
    const text = (await greeting.textContent()) ?? ''
    await greeting.click()
    await him.locator('.message-bubble__text', { hasText: text }).waitFor()

    await open(him, ROUTES.loveLikes, { tab: 'matches' })
    await him.locator('.member-row', { hasText: '陆瑶' }).getByText('聊天', { exact: true }).waitFor()
    await screenshot(him, '91-likes-matches')
    // Who likes him is a VIP view: without VIP, the count, blurred faces and the way to VIP.
    await him.getByText('喜欢我的 1', { exact: true }).click()
    await him.getByText('有 1 位会员喜欢你').waitFor()
    await him.locator('.love-likes__locked').getByText('开通VIP查看', { exact: true }).waitFor()
    await screenshot(him, '91-likes-liked-me-locked')

    await open(him, '/')
    await him.getByText('每日推荐', { exact: true }).click()
    await onPage(him, ROUTES.loveDailyPicks)
    await him.locator('.daily-picks .member-card__reason').first().waitFor()
    await screenshot(him, '92-daily-picks')
  })

  it("the demo city's member 186 0100 0006 finds her match with the chat open, and more men who like her", async () => {
    const phone = '18601000006'
    await api(API.system.sendCaptcha, { phone, scene: 'login' })
    const { token } = await api(API.auth.loginByPhone, { phone, code: await smsCode(phone) })
    const matches = await api(API.loveMatch.getMatchPage, { cursor: '', pageSize: 20 }, token)
    expect(matches.list).toHaveLength(1)
    const chat = await api(API.message.openConversation, { userId: matches.list[0].card.userId }, token)
    expect(chat.canSend).toBe(true)
    expect((await api(API.loveMatch.getLikeSummary, {}, token)).likedMeCount).toBeGreaterThanOrEqual(4)
  })
})
