import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { emptyDraft, ProfileForm, validateDraft } from '@/components/profile-form'
import { signUpAndRefresh } from './models/signUp'
import './profile-page.scss'

/** Become a love user: fill the dating profile once, then appear in recommendations. */
function SignUpLovePage() {
  const { session, authFlow } = useStores()
  const [draft, setDraft] = useState(() => emptyDraft(session.userInfo?.nickname ?? ''))
  const { busy, run } = useSingleFlight()

  useDidShow(() => {
    if (!authFlow.ensureLogin()) return
    if (session.isLoveUser) void Taro.redirectTo({ url: ROUTES.loveEditInfo })
  })

  const submit = () =>
    run(async () => {
      const checked = validateDraft(draft)
      if ('error' in checked) return void Taro.showToast({ title: checked.error, icon: 'none' })
      try {
        await signUpAndRefresh(session, checked.input)
      } catch {
        return // the request layer has said why
      }
      void Taro.showToast({ title: '资料已提交', icon: 'success' })
      // Busy until the page is replaced, so a second tap can't submit again on the way out.
      await Taro.redirectTo({ url: ROUTES.loveIndex })
    })

  return (
    <PageShell title='完善交友资料'>
      <View className='profile-page'>
        <View className='profile-page__intro'>资料越完整，越容易遇到合适的TA。所有信息仅用于为你推荐匹配的会员。</View>
        <ProfileForm draft={draft} onChange={setDraft} />
        <Button
          className='profile-page__submit'
          type='primary'
          size='large'
          block
          loading={busy}
          onClick={() => void submit()}
        >
          提交资料
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(SignUpLovePage)
