import { memberFacts } from '../../src/member/love/models/memberFacts'
import { feedCard } from './helpers/love'

test('joins age, height, education and city', () => {
  expect(memberFacts(feedCard(1, '小雨', { age: 30, height: 172, education: 'master', city: '宁波' }))).toBe(
    '30岁 · 172cm · 硕士 · 宁波'
  )
})

test('leaves out a hidden age and an empty city', () => {
  expect(memberFacts(feedCard(1, '小雨', { age: null, city: '' }))).toBe('165cm · 本科')
})
