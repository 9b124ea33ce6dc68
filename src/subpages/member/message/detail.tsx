import { Button } from '@nutui/nutui-react-taro'
import { ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { RECALL_WINDOW_MS, type ChatMessage } from '@contract/message'
import { blockMember } from '@/api/loveSocial'
import { GiftSheet } from '@/components/gift-sheet'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { BottomSheet } from '@/components/bottom-sheet'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import type { ChatThread, PendingMessage } from '@/stores/chat-thread'
import { useInbox } from '@/stores/inbox'
import { goBack } from '@/utils/navigation'
import { textProblem } from './models/compose'
import { timeline } from './models/timeline'
import { useChat } from './models/useChat'
import { SCROLL_ID, useChatScroll } from './models/useChatScroll'
import { useGreetings } from './models/useGreetings'
import { ChatHeader } from './parts/chat-header'
import { Composer } from './parts/composer'
import { GreetingList } from './parts/greeting-list'
import { MessageBubble } from './parts/message-bubble'
import { ReportSheet } from './parts/report-sheet'
import { SendBlocked } from './parts/send-blocked'
import './detail.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/** Asks which of `labels` to do; the index, or null when the member dismissed the sheet. */
async function choose(labels: string[]): Promise<number | null> {
  try {
    const { tapIndex } = await Taro.showActionSheet({ itemList: labels })
    return tapIndex
  } catch {
    return null
  }
}

interface ViewProps {
  thread: ChatThread
  /** The page is on screen (not behind another page or in the background). */
  shown: boolean
}

/** An open conversation: messages with older ones above, and the bar to write or the reason I may not. */
const ChatView = observer(function ChatView({ thread, shown }: ViewProps) {
  const { session, tenant } = useStores()
  const inbox = useInbox()
  const items = timeline(thread.messages, thread.pending)
  const scroll = useChatScroll(thread, items)
  const [greetingOpen, setGreetingOpen] = useState(false)
  const [giftOpen, setGiftOpen] = useState(false)
  const [reporting, setReporting] = useState<number | null>(null)
  const myId = session.userInfo?.id ?? 0
  // A member and her matchmaker talk about her search: no greetings, and each sees the other's role.
  const withMatchmaker = thread.kind === 'matchmaker'
  const greetings = useGreetings(!withMatchmaker && thread.canSend && (thread.isEmpty || greetingOpen))
  const { busy, run } = useSingleFlight()
  const me = { avatar: session.userInfo?.headPic ?? '', name: session.userInfo?.nickname ?? '' }
  const them = { avatar: thread.peer.avatar, name: thread.peer.nickname }
  // The receipt goes under my newest message the peer has read.
  const readId = thread.messages.reduce(
    (last, m) => (m.senderId === myId && !m.recalled && m.id <= thread.peerReadId ? m.id : last),
    0
  )

  useEffect(() => thread.setVisible(shown && scroll.atBottom), [thread, shown, scroll.atBottom])

  const sendText = async (text: string): Promise<boolean> => {
    const problem = textProblem(text)
    if (problem) {
      toast(problem)
      return false
    }
    const outcome = await thread.sendText(text)
    // The request layer has shown the server's reason; whether I may still write is asked again.
    if (outcome === 'refused') void inbox.recheck(thread).catch(() => undefined)
    return outcome !== 'refused'
  }

  const sendGreeting = (greeting: string) =>
    void run(async () => {
      setGreetingOpen(false)
      await sendText(greeting)
    })

  const pickImage = async () => {
    let path: string | undefined
    try {
      path = (await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }))
        .tempFilePaths[0]
    } catch {
      return // the member closed the picker
    }
    if (path) void thread.sendImage(path)
  }

  const preview = (url: string) => {
    const urls = thread.messages.filter((m) => m.kind === 'image' && !m.recalled).map((m) => m.image)
    void Taro.previewImage({ urls: urls.includes(url) ? urls : [url], current: url })
  }

  const profileUrl = thread.withMyMatchmaker
    ? ROUTES.myMatchmaker
    : withMatchmaker
      ? `${ROUTES.customerDetail}?userId=${thread.peer.userId}`
      : `${ROUTES.loveDetail}?id=${thread.peer.userId}`
  const openProfile = () => void Taro.navigateTo({ url: profileUrl })

  const block = () =>
    void run(async () => {
      const { confirm } = await Taro.showModal({
        title: '拉黑',
        content: `拉黑后你们将互相看不到对方，也不能再发消息。确定拉黑「${thread.peer.nickname}」吗？`
      })
      if (!confirm) return
      await blockMember(thread.peer.userId)
      if (thread.conversationId !== null) inbox.chats.drop(thread.conversationId)
      toast('已拉黑')
      setTimeout(() => goBack(), TOAST_MS)
    }).catch(() => undefined)

  const openMenu = async () => {
    const picked = await choose(['举报', '拉黑'])
    if (picked === 0) void Taro.navigateTo({ url: `${ROUTES.loveReport}?id=${thread.peer.userId}` })
    if (picked === 1) block()
  }

  const pressMessage = async (m: ChatMessage) => {
    const mine = m.senderId === myId
    const actions: { label: string; act: () => void }[] = []
    if (m.kind === 'text') {
      // Taro says 内容已复制 itself; a refusal (no clipboard access) leaves nothing to add.
      actions.push({ label: '复制', act: () => void Taro.setClipboardData({ data: m.text }).catch(() => undefined) })
    }
    // Gift messages are paid for: neither recalled nor reported. The server has the last word on the window.
    if (mine && m.kind !== 'gift' && Date.now() - new Date(m.createdAt).getTime() < RECALL_WINDOW_MS) {
      actions.push({ label: '撤回', act: () => void run(() => thread.recall(m.id)).catch(() => undefined) })
    }
    if (!mine && m.kind !== 'gift') actions.push({ label: '举报', act: () => setReporting(m.id) })
    if (!actions.length) return
    const picked = await choose(actions.map((a) => a.label))
    if (picked !== null) actions[picked].act()
  }

  const pressPending = async (p: PendingMessage) => {
    if (p.state !== 'failed') return
    const picked = await choose(['重新发送', '删除'])
    if (picked === 0) void thread.retry(p.clientMessageId)
    if (picked === 1) thread.discard(p.clientMessageId)
  }

  return (
    <View className='chat'>
      <ChatHeader
        peer={thread.peer}
        tag={withMatchmaker ? (thread.withMyMatchmaker ? '专属红娘' : '我的客户') : undefined}
        onProfile={openProfile}
        onMenu={() => void openMenu()}
      />
      <ScrollView
        id={SCROLL_ID}
        className='chat__scroll'
        scrollY
        scrollIntoView={scroll.anchor}
        upperThreshold={50}
        onScrollToUpper={() => void scroll.onTop()}
        onScroll={(e) => scroll.onScroll(e.detail)}
      >
        {thread.loadingOlder && <View className='chat__hint'>加载中...</View>}
        {!thread.hasOlder && thread.messages.length > 0 && <View className='chat__hint'>以上是全部消息</View>}
        {items.map((item) => (
          <View key={item.key} id={item.key}>
            {item.time && <View className='chat__time'>{item.time}</View>}
            {item.stored ? (
              <MessageBubble
                message={item.stored}
                mine={item.stored.senderId === myId}
                face={item.stored.senderId === myId ? me : them}
                read={item.stored.id === readId}
                onPreview={preview}
                onLongPress={() => void pressMessage(item.stored)}
              />
            ) : (
              <MessageBubble
                message={item.pending}
                mine
                face={me}
                onPreview={preview}
                onRetry={() => void thread.retry(item.pending.clientMessageId)}
                onLongPress={() => void pressPending(item.pending)}
              />
            )}
          </View>
        ))}
        {thread.isEmpty && withMatchmaker && (
          <View className='chat__empty'>
            <Text className='chat__empty-title'>和{thread.peer.nickname}聊聊吧</Text>
            <Text className='chat__empty-desc'>说说你的近况和对另一半的期待，红娘看到后会尽快回复你</Text>
          </View>
        )}
        {thread.isEmpty && !withMatchmaker && (
          <View className='chat__empty'>
            <Text className='chat__empty-title'>和{thread.peer.nickname}打个招呼吧</Text>
            <Text className='chat__empty-desc'>真诚的开场白更容易收到回复</Text>
            {thread.canSend && <GreetingList greetings={greetings} busy={busy} onPick={sendGreeting} />}
          </View>
        )}
      </ScrollView>
      {scroll.below > 0 && (
        <Button className='chat__below' type='primary' fill='none' size='small' onClick={scroll.jumpToEnd}>
          {scroll.below}条新消息 ↓
        </Button>
      )}
      {thread.canSend ? (
        <Composer
          onSend={sendText}
          onImage={() => void pickImage()}
          onGreeting={withMatchmaker ? undefined : () => setGreetingOpen(true)}
          onGift={tenant.plugins.lovegift ? () => setGiftOpen(true) : undefined}
        />
      ) : (
        <SendBlocked reason={thread.reason} />
      )}
      <BottomSheet open={greetingOpen} title='打个招呼' onClose={() => setGreetingOpen(false)}>
        <View className='chat__greetings'>
          <GreetingList greetings={greetings} busy={busy} onPick={sendGreeting} />
        </View>
      </BottomSheet>
      {tenant.plugins.lovegift && (
        <GiftSheet
          open={giftOpen}
          toUserId={thread.peer.userId}
          onClose={() => setGiftOpen(false)}
          // The gift's message comes over the socket too; this covers a device without one.
          onSent={() => void thread.sync()}
        />
      )}
      <ReportSheet messageId={reporting} onClose={() => setReporting(null)} />
    </View>
  )
})

/** One conversation: `?userId=` (from a profile) or `?conversationId=` (from my list). */
function ChatPage() {
  const { tenant } = useStores()
  const { thread, failed, shown, retry } = useChat()
  const title = thread?.peer.nickname ?? '聊天'

  let body
  if (tenant.detail && !tenant.plugins.message) {
    body = <StatusView icon={<LineIcon name='message' />} title='本站暂未开通聊天功能' />
  } else if (failed) {
    body = <StatusView icon='!' title='加载失败，点击重试' onAction={retry} />
  } else if (thread) {
    body = <ChatView thread={thread} shown={shown} />
  }
  return (
    <View className='chat-page'>
      <PageShell title={title}>{body}</PageShell>
    </View>
  )
}

export default observer(ChatPage)
