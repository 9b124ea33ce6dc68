import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import type { FeedCard } from '@contract/love'
import { LIBRARY_MAX, type LibraryEntry } from '@contract/sales-library'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { AddButton } from '@/subpages/staff/parts/add-button'
import { useLibrary } from './models/library'
import { LibraryCard } from './parts/library-card'
import { LibraryNoteSheet } from './parts/library-note-sheet'
import { LibraryPicker } from './parts/library-picker'
import './index.scss'

type NoteTarget =
  { kind: 'add'; card: FeedCard; resolve: (added: boolean) => void } | { kind: 'edit'; entry: LibraryEntry }

/**
 * Ta的缘分库: the member cards a matchmaker curates to introduce. Their customers read their own
 * matchmaker's; staff open theirs, or a matchmaker in their scope with ?mid=.
 */
export default function SalesLibraryPage() {
  const raw = Number(useRouter().params.mid)
  const mid = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined
  const lib = useLibrary(mid)
  const [picking, setPicking] = useState(false)
  const [noting, setNoting] = useState<NoteTarget | null>(null)
  const library = lib.library
  const editable = library?.canEdit ?? false
  const list = library?.list ?? []

  const open = (entry: LibraryEntry) => void Taro.navigateTo({ url: `${ROUTES.salesLibraryDetail}?id=${entry.id}` })
  const askNote = (card: FeedCard) => new Promise<boolean>((resolve) => setNoting({ kind: 'add', card, resolve }))
  const closeNote = () => {
    if (noting?.kind === 'add') noting.resolve(false)
    setNoting(null)
  }
  const submitNote = async (note: string) => {
    if (!noting) return false
    if (noting.kind === 'edit') return lib.editNote(noting.entry.id, note)
    const added = await lib.add(noting.card.userId, note)
    if (added) noting.resolve(true)
    return added
  }

  return (
    <PageShell title='Ta的缘分库'>
      <View className='sales-library'>
        {lib.status === 'failed' && <StatusView icon='!' title='加载失败，点击重试' onAction={lib.retry} />}
        {lib.status === 'ready' && library && !library.matchmaker && (
          <StatusView
            icon={<LineIcon name='heart' />}
            title='您还没有专属红娘'
            description='红娘为您服务后，这里会展示Ta为您精心挑选的会员'
          />
        )}
        {lib.status === 'ready' && library?.matchmaker && (
          <>
            <View className='sales-library__head'>
              {library.matchmaker.avatar ? (
                <Image className='sales-library__avatar' src={library.matchmaker.avatar} mode='aspectFill' />
              ) : (
                <View className='sales-library__avatar sales-library__avatar--empty'>
                  {library.matchmaker.name.slice(0, 1)}
                </View>
              )}
              <View className='sales-library__intro'>
                <Text className='sales-library__title'>{library.matchmaker.name}的缘分库</Text>
                <Text className='sales-library__desc'>
                  {editable
                    ? `精选会员介绍给您的客户，最多${LIBRARY_MAX}位`
                    : '红娘为你精心挑选的会员，看中了可以请红娘安排约见'}
                </Text>
              </View>
            </View>
            {editable && <AddButton onClick={() => setPicking(true)}>+ 添加会员</AddButton>}
            {list.map((entry, i) => (
              <LibraryCard
                key={entry.id}
                entry={entry}
                editable={editable}
                first={i === 0}
                last={i === list.length - 1}
                onOpen={() => open(entry)}
                onNote={() => setNoting({ kind: 'edit', entry })}
                onMove={(delta) => void lib.move(i, delta)}
                onRemove={() => void lib.remove(entry.id, entry.card.nickname)}
              />
            ))}
            {list.length === 0 && (
              <StatusView
                icon={<LineIcon name='heart' />}
                title='缘分库还是空的'
                description={editable ? '点「添加会员」挑选合适的会员介绍给客户' : '红娘正在为你挑选，晚些再来看看'}
              />
            )}
          </>
        )}
      </View>
      {editable && <LibraryPicker open={picking} onClose={() => setPicking(false)} onPick={askNote} />}
      <LibraryNoteSheet
        open={noting !== null}
        title={noting?.kind === 'edit' ? '修改推荐语' : '加入缘分库'}
        who={noting ? (noting.kind === 'edit' ? noting.entry.card.nickname : noting.card.nickname) : ''}
        initial={noting?.kind === 'edit' ? noting.entry.note : ''}
        submitText={noting?.kind === 'edit' ? '保存' : '确认加入'}
        onClose={closeNote}
        onSubmit={submitNote}
      />
    </PageShell>
  )
}
