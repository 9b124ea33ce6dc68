import { Button, View, type BaseEventOrig, type ButtonProps } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { bindPhone, bindPhoneByMa } from '../../api/member'
import { PageShell } from '../../components/page-shell'
import { useStores } from '../../stores'
import { isWeapp } from '../../utils/platform'
import { isMobile, isSmsCode } from '../../utils/validate'
import { toast } from './models/toast'
import { LoginHeader } from './parts/login-header'
import { PhoneCodeFields } from './parts/phone-code-fields'
import './parts/login.scss'

/** Members who signed in through the messaging app bind a phone before going on (SPEC §4 guard). */
export default function LoginByBindPhonePage() {
  const { session } = useStores()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')

  const done = () => {
    toast('手机号绑定成功')
    void Taro.reLaunch({ url: session.memberTargetRoute })
  }

  const submit = async () => {
    if (!isMobile(phone)) return toast('请输入正确的手机号')
    if (!isSmsCode(code)) return toast('请输入6位验证码')
    session.setUser(await bindPhone({ phone, code }))
    done()
  }

  const onPhoneNumber = async (e: BaseEventOrig<ButtonProps.onGetPhoneNumberEventDetail>) => {
    if (!e.detail.encryptedData || !e.detail.iv) return toast('未获取到手机号，请使用验证码绑定')
    const { code: wxCode } = await Taro.login()
    session.setUser(await bindPhoneByMa({ code: wxCode, phoneEncryptedData: e.detail.encryptedData, phoneIv: e.detail.iv }))
    done()
  }

  return (
    <PageShell title='绑定手机号'>
      <View className='login-page'>
        <LoginHeader subtitle='为了账号安全，请绑定您的手机号' />
        {isWeapp() && (
          <Button className='login-submit' openType='getPhoneNumber' onGetPhoneNumber={(e) => void onPhoneNumber(e).catch(() => undefined)}>
            微信手机号快捷绑定
          </Button>
        )}
        <PhoneCodeFields phone={phone} code={code} scene='bindPhone' onPhone={setPhone} onCode={setCode} />
        <View className='login-submit' onClick={() => void submit().catch(() => undefined)}>
          绑定
        </View>
      </View>
    </PageShell>
  )
}
