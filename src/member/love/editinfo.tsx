import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { editLoveInfo, getMyLoveProfile } from '@/api/loveProfile'
import { PageShell } from '@/components/page-shell'
import { ReviewTag } from '@/components/review-tag'
import { useLoveGate } from '@/hooks/useLoveGate'
import { useMyReviews } from '@/hooks/useMyReviews'
import { ROUTES } from '@/constants/routes'
import { ProfileForm, validateDraft, type ProfileDraft } from '@/components/profile-form'
import './profile-page.scss'

/** Manage the dating profile. */
export default function EditInfoPage() {
  const allowed = useLoveGate()
  const [draft, setDraft] = useState<ProfileDraft | null>(null)
  const [saved, setSaved] = useState(0)
  const reviews = useMyReviews(allowed, String(saved))

  useEffect(() => {
    // Loaded once: coming back from the album must not throw away what is being typed here.
    if (!allowed || draft) return
    getMyLoveProfile()
      .then(({ userId: _id, age: _age, album: _album, completeness: _c, ...input }) => setDraft(input))
      .catch(() => undefined)
  }, [allowed, draft])

  const submit = async () => {
    if (!draft) return
    const checked = validateDraft(draft)
    if ('error' in checked) return void Taro.showToast({ title: checked.error, icon: 'none' })
    await editLoveInfo(checked.input)
    setSaved((n) => n + 1)
    void Taro.showToast({ title: '已保存', icon: 'success' })
  }

  return (
    <PageShell title='资料管理'>
      <View className='profile-page'>
        <View className='profile-page__intro' onClick={() => void Taro.navigateTo({ url: ROUTES.uploadLoveUser })}>
          <Text>清晰的生活照更容易被心动的人注意到。</Text>
          <Text> 编辑相册 ›</Text>
        </View>
        <ReviewTag review={reviews?.aboutMe} label='自我介绍' />
        {draft && <ProfileForm draft={draft} onChange={setDraft} />}
        <Button
          className='profile-page__submit'
          type='primary'
          size='large'
          block
          onClick={() => void submit().catch(() => undefined)}
        >
          保存
        </Button>
      </View>
    </PageShell>
  )
}
