import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { goBack } from '@/utils/navigation'
import { leaveTo } from './models/leave'
import { useBindWx } from './models/useBindWx'
import { LoginLayout } from './parts/login-layout'
import { LoginSpinner } from './parts/login-spinner'
import { SubmitButton } from './parts/submit-button'
import './loginByBindWx.scss'

/** Binds the messaging-app account, so the member can later log in there with one tap. */
export default observer(function LoginByBindWxPage() {
  const { session } = useStores()
  const bind = useBindWx()

  if (bind.state === 'binding') {
    return (
      <LoginLayout title='绑定微信' subtitle='绑定后可在微信中一键登录'>
        <LoginSpinner text='正在绑定微信...' />
      </LoginLayout>
    )
  }

  if (bind.state === 'bound') {
    return (
      <LoginLayout title='绑定微信' subtitle='绑定后可在微信中一键登录'>
        <View className='bind-wx__card'>
          <View className='bind-wx__tick' />
          <Text className='bind-wx__title'>已绑定微信</Text>
          <Text className='bind-wx__text'>下次在微信中打开，即可一键登录</Text>
        </View>
        <SubmitButton onClick={() => leaveTo(session.memberTargetRoute)}>完成</SubmitButton>
      </LoginLayout>
    )
  }

  return (
    <LoginLayout title='绑定微信' subtitle='绑定后可在微信中一键登录'>
      {bind.inWechat ? (
        <SubmitButton tone='wechat' busy={bind.busy} onClick={() => void bind.authorise()}>
          绑定微信
        </SubmitButton>
      ) : (
        <>
          <View className='bind-wx__card'>
            <Text className='bind-wx__title'>请在微信中打开本页面完成绑定</Text>
            <Text className='bind-wx__text'>微信授权只能在微信内进行，可将本页链接发送到微信后打开</Text>
          </View>
          <SubmitButton onClick={() => goBack()}>返回</SubmitButton>
        </>
      )}
    </LoginLayout>
  )
})
