import { REAL_NAME_RULE_TEXT } from '@contract/certification'
import { ID_CARD_RULE_TEXT } from '@contract/rules'
import { realNameRequest } from '@/member/models/realNameForm'

jest.mock('@/api/certification')

const ID_CARD = '11010519491231002X'
const draft = { realName: '张三', idCard: ID_CARD, faceImages: ['/uploads/t1/face.jpg'] }

describe('realNameRequest', () => {
  it('accepts names with the middle dot and trims them', () => {
    expect(realNameRequest({ ...draft, realName: ' 阿依古丽·买买提 ' })).toMatchObject({ realName: '阿依古丽·买买提' })
  })

  it('refuses Latin letters, digits and one-character names', () => {
    for (const realName of ['Zhang San', '张3', '张'])
      expect(realNameRequest({ ...draft, realName })).toBe(REAL_NAME_RULE_TEXT)
  })

  it('takes the number as people type it: spaces and a lower-case check letter', () => {
    expect(realNameRequest({ ...draft, idCard: '110105 19491231 002x' })).toEqual({
      realName: '张三',
      idCard: ID_CARD,
      faceImage: '/uploads/t1/face.jpg'
    })
  })

  it('refuses a wrong check character', () => {
    expect(realNameRequest({ ...draft, idCard: '110105194912310021' })).toBe(ID_CARD_RULE_TEXT)
  })

  it('needs the face photo', () => {
    expect(realNameRequest({ ...draft, faceImages: [] })).toBe('请拍摄本人正脸照片')
  })
})
