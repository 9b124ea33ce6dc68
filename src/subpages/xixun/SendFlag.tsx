import { Button, TextArea } from '@nutui/nutui-react-taro'
import { ScrollView, Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PENNANT_TEMPLATES, PENNANT_WORDS_MAX, type PennantTemplateKey } from '@contract/xixun'
import { sendPennant } from '@/api/xixun'
import { LineIcon } from '@/components/line-icon'
import { MemberAvatar } from '@/components/member-avatar'
import { PageShell } from '@/components/page-shell'
import { PennantView } from '@/components/pennant'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { charLength } from '@/utils/formText'
import { pennantOrProblem } from './models/pennantForm'
import { useMatchmakerList } from './models/useMatchmakerList'
import { Field } from './parts/field'
import './SendFlag.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/** SPEC §2 /subpages/xixun/SendFlag: thank a matchmaker with an e-pennant, one per matchmaker, shown after review. */
function SendFlagPage() {
  const { params } = useRouter()
  const { authFlow, session } = useStores()
  const [allowed, setAllowed] = useState(false)
  useDidShow(() => setAllowed(authFlow.ensureLogin()))
  const matchmakers = useMatchmakerList(allowed)
  // ?matchmakerId= when the member came from a matchmaker's card.
  const [matchmakerId, setMatchmakerId] = useState<number | null>(Number(params.matchmakerId) || null)
  const [template, setTemplate] = useState<PennantTemplateKey>(PENNANT_TEMPLATES[0].key)
  const [words, setWords] = useState('')
  const { busy, run } = useSingleFlight()

  const chosen = matchmakers.list?.find((m) => m.id === matchmakerId) ?? null
  const user = session.userInfo
  const me = user?.nickname || user?.username || '我'
  const thanked = chosen?.name ?? '红娘'

  const submit = () =>
    run(async () => {
      const req = pennantOrProblem(chosen?.id ?? null, template, words)
      if (typeof req === 'string') return toast(req)
      try {
        const sent = await sendPennant(req)
        void Taro.redirectTo({ url: `${ROUTES.xixunFlagDetails}?id=${sent.id}` })
      } catch {
        // The request layer has said why (already sent to this matchmaker, contact info).
      }
    })

  if (!allowed) return <PageShell title='送锦旗' />
  if (matchmakers.failed) {
    return (
      <PageShell title='送锦旗'>
        <StatusView icon='!' title='加载失败，点击重试' onAction={matchmakers.reload} />
      </PageShell>
    )
  }
  if (matchmakers.list?.length === 0) {
    return (
      <PageShell title='送锦旗'>
        <StatusView icon={<LineIcon name='people' />} title='暂无红娘' description='本站红娘正在入驻中，敬请期待' />
      </PageShell>
    )
  }

  return (
    <PageShell title='送锦旗'>
      <View className='send-flag'>
        <Field label='感谢哪位红娘'>
          <ScrollView className='send-flag__row' scrollX showScrollbar={false}>
            {(matchmakers.list ?? []).map((m) => (
              <View
                key={m.id}
                className={`send-flag__matchmaker ${m.id === matchmakerId ? 'send-flag__matchmaker--on' : ''}`}
                onClick={() => setMatchmakerId(m.id)}
              >
                <MemberAvatar src={m.avatar} name={m.name} />
                <Text className='send-flag__name'>{m.name}</Text>
                <Text className='send-flag__record'>{`牵线${m.successCount}对`}</Text>
              </View>
            ))}
          </ScrollView>
        </Field>
        <Field label='选择锦旗'>
          <ScrollView className='send-flag__row' scrollX showScrollbar={false}>
            {PENNANT_TEMPLATES.map((t) => (
              <View
                key={t.key}
                className={`send-flag__template ${t.key === template ? 'send-flag__template--on' : ''}`}
                onClick={() => setTemplate(t.key)}
              >
                <PennantView template={t.key} matchmakerName={thanked} senderName={me} date='' />
              </View>
            ))}
          </ScrollView>
        </Field>
        <Field label='想对红娘说的话' counter={`${charLength(words)}/${PENNANT_WORDS_MAX}`}>
          <TextArea
            className='xixun-field__textarea send-flag__words'
            placeholder='感谢红娘的用心牵线，让我们遇见彼此……'
            maxLength={PENNANT_WORDS_MAX}
            value={words}
            onChange={setWords}
          />
        </Field>
        <View className='send-flag__preview'>
          <Text className='send-flag__preview-title'>锦旗预览</Text>
          <PennantView template={template} matchmakerName={thanked} senderName={me} date={new Date()} size='large' />
          {words.trim() && <Text className='send-flag__preview-words'>{words.trim()}</Text>}
        </View>
        <Text className='send-flag__note'>每位红娘只能收到你的一面锦旗，审核通过后在喜讯中展示</Text>
        <Button
          className='send-flag__submit'
          type='primary'
          size='large'
          block
          loading={busy}
          onClick={() => void submit()}
        >
          送出锦旗
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(SendFlagPage)
