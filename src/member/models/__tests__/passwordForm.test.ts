import { PASSWORD_RULE_TEXT } from '@contract/rules'
import { passwordRequest } from '@/member/models/passwordForm'

describe('password form', () => {
  const filled = { oldPassword: 'demo1234', password: 'abc12345', confirm: 'abc12345' }

  it('asks for the old password only when one is set', () => {
    expect(passwordRequest({ ...filled, oldPassword: '' }, true)).toBe('请输入原密码')
    expect(passwordRequest({ ...filled, oldPassword: '' }, false)).toEqual({ password: 'abc12345' })
  })

  it('needs a password of letters and digits, typed the same twice', () => {
    expect(passwordRequest({ ...filled, password: '12345678', confirm: '12345678' }, true)).toBe(PASSWORD_RULE_TEXT)
    expect(passwordRequest({ ...filled, confirm: 'abc1234' }, true)).toBe('两次输入的新密码不一致')
  })

  it('sends the old and the new password', () => {
    expect(passwordRequest(filled, true)).toEqual({ oldPassword: 'demo1234', password: 'abc12345' })
  })
})
