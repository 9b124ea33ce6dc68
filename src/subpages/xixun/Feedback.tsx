import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { STORY_STAGE_LABELS, type StoryDetail } from '@contract/xixun'
import { confirmStory, getStory, submitStory } from '@/api/xixun'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { personName } from './models/personName'
import { EMPTY_STORY_FORM, storyOrProblem } from './models/storyForm'
import { useRecord } from './models/useRecord'
import { Couple } from './parts/couple'
import { StoryBody } from './parts/story-body'
import { StoryForm } from './parts/story-form'
import { StoryStatus } from './parts/story-status'
import './Feedback.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })
const fetchStory = (id: number) => getStory({ storyId: id })
const openStory = (id: number) => void Taro.redirectTo({ url: `${ROUTES.xixunDetails}?id=${id}` })

/** The partner named in a story says whether it is theirs; once they have, where it stands. */
const ConfirmStory = observer(function ConfirmStory({ storyId }: { storyId: number }) {
  const { session } = useStores()
  const { record: story, failed, reload, setRecord } = useRecord(storyId, fetchStory)
  const { busy, run } = useSingleFlight()

  if (!story) {
    return failed ? (
      <StatusView
        icon={<LineIcon name='heart' />}
        title='暂时看不到这个故事'
        description='它可能已被撤回'
        action='重新加载'
        onAction={() => void reload()}
      />
    ) : null
  }

  const answer = (confirm: boolean) =>
    run(async () => {
      if (!confirm) {
        const { confirm: sure } = await Taro.showModal({
          title: '这不是你们的故事？',
          content: '对方会收到通知，这个故事不会被发布。',
          confirmText: '确定',
          cancelText: '再想想'
        })
        if (!sure) return
      }
      try {
        setRecord(await confirmStory({ storyId: story.id, confirm }))
        toast(confirm ? '已确认，等待工作人员审核' : '已告知对方')
      } catch {
        // The request layer has said why (already answered, withdrawn); show where it stands now.
        void reload()
      }
    })

  const author = story.couple.find((p) => p.userId !== session.userInfo?.id) ?? story.couple[0]

  return (
    <View>
      {story.awaitingMe ? (
        <View className='story-feedback__invite'>
          <Text className='story-feedback__invite-title'>{`${personName(author)} 分享了你们的故事`}</Text>
          <Text className='story-feedback__invite-text'>确认是你们的故事后，经工作人员审核就会在喜讯中展示</Text>
        </View>
      ) : (
        <StoryStatus story={story} />
      )}
      <View className='story-feedback__card'>
        <View className='story-feedback__couple'>
          <Couple couple={story.couple} size='large' named />
          <Text className='story-feedback__stage'>{STORY_STAGE_LABELS[story.stage]}</Text>
        </View>
        <StoryBody story={story} />
      </View>
      {story.awaitingMe ? (
        <View className='story-feedback__bar'>
          <Button className='story-feedback__button' size='large' disabled={busy} onClick={() => void answer(false)}>
            这不是我们的故事
          </Button>
          <Button
            className='story-feedback__button'
            type='primary'
            size='large'
            disabled={busy}
            onClick={() => void answer(true)}
          >
            确认发布
          </Button>
        </View>
      ) : (
        <View className='story-feedback__bar'>
          <Button className='story-feedback__button' type='primary' size='large' onClick={() => openStory(story.id)}>
            查看故事
          </Button>
        </View>
      )}
    </View>
  )
})

/** A member tells how they met; the partner confirms and staff review before anyone else reads it. */
const NewStory = observer(function NewStory() {
  const { session } = useStores()
  const [form, setForm] = useState(EMPTY_STORY_FORM)
  const [sent, setSent] = useState<StoryDetail | null>(null)
  const { busy, run } = useSingleFlight()
  const myId = session.userInfo?.id ?? 0

  if (sent) {
    return (
      <StatusView
        icon={<LineIcon name='heart' />}
        title='已提交，等待对方确认'
        description='对方确认是你们的故事后，工作人员会尽快审核，通过后就会在喜讯中展示。'
        action='查看我的故事'
        onAction={() => openStory(sent.id)}
      />
    )
  }

  const submit = () =>
    run(async () => {
      const req = storyOrProblem(form, myId)
      if (typeof req === 'string') return toast(req)
      try {
        setSent(await submitStory(req))
      } catch {
        // The request layer has said why (no such member, contact info); the form stays as typed.
      }
    })

  return (
    <View>
      <View className='story-feedback__note'>
        <Text>提交后，需要对方确认是你们的故事，再经工作人员审核，通过后才会在喜讯中展示。</Text>
      </View>
      <StoryForm value={form} onChange={setForm} myId={myId} />
      <Button
        className='story-feedback__submit'
        type='primary'
        size='large'
        block
        loading={busy}
        onClick={() => void submit()}
      >
        提交
      </Button>
    </View>
  )
})

/** SPEC §2 /subpages/xixun/Feedback: with ?id= the partner confirms a story; without, a member shares one. */
export default function StoryFeedbackPage() {
  const { params } = useRouter()
  const { authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  useDidShow(() => setAllowed(authFlow.ensureLogin()))
  const storyId = Number(params.id) || 0

  return (
    <PageShell title={storyId ? '确认我们的故事' : '分享我们的故事'}>
      <View className='story-feedback'>{allowed && (storyId ? <ConfirmStory storyId={storyId} /> : <NewStory />)}</View>
    </PageShell>
  )
}
