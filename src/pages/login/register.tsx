import { Text } from '@tarojs/components'
import { ROUTES } from '@/constants/routes'
import { useLoginGuard } from './models/useLoginGuard'
import { HINT } from './models/rules'
import { useRegister } from './models/useRegister'
import { Agreement } from './parts/agreement'
import { Field } from './parts/field'
import { LoginLayout } from './parts/login-layout'
import { LoginLinks } from './parts/login-links'
import { PhoneCodeFields } from './parts/phone-code-fields'
import { SubmitButton } from './parts/submit-button'
import './register.scss'

export default function RegisterPage() {
  useLoginGuard()
  const form = useRegister()
  return (
    <LoginLayout title='注册账号' subtitle='真诚交友，从这里开始'>
      <Text className='register__step'>验证手机号</Text>
      <PhoneCodeFields
        phone={form.phone}
        code={form.code}
        scene='register'
        onPhone={form.setPhone}
        onCode={form.setCode}
      />
      <Text className='register__step'>设置账号</Text>
      <Field
        placeholder='请输入用户名'
        maxlength={20}
        value={form.name.username}
        onInput={form.name.setUsername}
        onBlur={form.name.onBlur}
        error={form.name.error}
        hint={HINT.username}
      />
      <Field
        placeholder='请设置密码'
        password
        maxlength={20}
        value={form.password}
        onInput={form.setPassword}
        hint={HINT.password}
      />
      <Field placeholder='请再次输入密码' password maxlength={20} value={form.confirm} onInput={form.setConfirm} />
      <SubmitButton busy={form.busy} onClick={() => void form.submit()}>
        注册
      </SubmitButton>
      <Agreement checked={form.agreed} onChange={form.setAgreed} />
      <LoginLinks links={[{ text: '已有账号，去登录', url: ROUTES.loginBySms }]} />
    </LoginLayout>
  )
}
