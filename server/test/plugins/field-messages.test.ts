import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { MESSAGE } from '../../src/lib/schemas'
import { PrivacySchema } from '../../src/modules/love-profile/schema'
import { buildTestApp, type TestApp } from '../helpers/app'
import { expectFailure, loginWithMpCode } from '../helpers/members'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await buildTestApp()
  token = await loginWithMpCode(t)
})

afterAll(async () => {
  await t.close()
})

describe('a refused field answers the message its schema gives it', () => {
  it('a wrong value reads as the field that holds it', async () => {
    const res = await t.call(
      API.loveProfile.setPrivacy,
      { hideFromFeed: false, photosVipOnly: false, hideAge: 'yes', hideIncome: false },
      { token }
    )
    expectFailure(res, ErrorCode.BadRequest, '隐私设置不正确')
    expect(res.body.msg).toBe(PrivacySchema.properties.hideAge[MESSAGE])
  })

  it('a missing field reads as the field that is missing', async () => {
    expectFailure(
      await t.call(API.system.sendCaptcha, { phone: '13800138000' }),
      ErrorCode.BadRequest,
      '验证码用途不正确'
    )
    const withoutCity = {
      nickname: '小林',
      gender: 'male',
      birthDate: '1995-01-01',
      height: 175,
      weight: 65,
      education: 'bachelor',
      occupation: '',
      income: '5to10k',
      marital: 'single',
      hometownProvince: '',
      hometownCity: '',
      residenceProvince: '',
      residenceCity: '杭州',
      house: 'none',
      car: 'none',
      aboutMe: '',
      mate: { ageMin: 20, ageMax: 30, heightMin: 150, heightMax: 180, educationMin: '', marital: '' }
    }
    expectFailure(await t.call(API.loveProfile.signUp, withoutCity, { token }), ErrorCode.BadRequest, '请选择城市')
  })

  it('a bad item of a list reads as its list', async () => {
    const res = await t.call(
      API.loveProfile.setAlbum,
      { images: ['/uploads/a.jpg', '//evil.example/b.jpg'] },
      { token }
    )
    expectFailure(res, ErrorCode.BadRequest, '相册最多9张照片，且须为上传的图片')
  })

  it('a route gives a shared field its own words, and a field without any reads by its name', async () => {
    const feed = await t.call(API.loveFeed.getRecommendPage, { educationMin: 'phd' }, { token })
    expectFailure(feed, ErrorCode.BadRequest, '最低学历不正确')
    const wechat = await t.call(API.auth.loginByMaPhone, { code: 'c', phoneEncryptedData: '', phoneIv: 'iv' })
    expectFailure(wechat, ErrorCode.BadRequest, '参数 phoneEncryptedData 不正确')
  })
})
