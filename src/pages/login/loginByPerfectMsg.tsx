import { Text, View } from '@tarojs/components'
import { HINT } from './models/rules'
import { usePerfectAccount } from './models/usePerfectAccount'
import { Field } from './parts/field'
import { LoginLayout } from './parts/login-layout'
import { SubmitButton } from './parts/submit-button'
import './loginByPerfectMsg.scss'

/** After a first SMS or WeChat login: choose the username and password of the account, once. */
export default function LoginByPerfectMsgPage() {
  const form = usePerfectAccount()
  return (
    <LoginLayout title='完善账号信息' subtitle='只差一步，账号就设置好了'>
      <View className='perfect-msg__why'>
        <Text className='perfect-msg__why-title'>为什么要设置用户名和密码？</Text>
        <Text className='perfect-msg__why-text'>
          您是通过验证码或微信登录的，账号还没有登录密码。设置后可以用用户名或手机号加密码登录，换了设备也不怕找不回账号。
        </Text>
      </View>
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
        placeholder='请输入密码'
        password
        maxlength={20}
        value={form.password}
        onInput={form.setPassword}
        hint={HINT.password}
      />
      <Field placeholder='请再次输入密码' password maxlength={20} value={form.confirm} onInput={form.setConfirm} />
      <SubmitButton busy={form.busy} onClick={() => void form.submit()}>
        完成
      </SubmitButton>
    </LoginLayout>
  )
}
