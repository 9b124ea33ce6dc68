import { Button, SearchBar } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { EDUCATION_LABELS, GENDER_LABELS, type FeedCard } from '@contract/love'
import type { LibraryCandidate } from '@contract/sales-library'
import { BottomSheet } from '@/components/bottom-sheet'
import { ChoiceChips } from '@/components/choice-chips'
import { useCandidates } from '@/subpages/sales_library/models/candidates'
import './library-picker.scss'

export interface Props {
  open: boolean
  onClose: () => void
  /** Asks for the note and adds the member; resolves true when added. */
  onPick: (card: FeedCard) => Promise<boolean>
}

const facts = (c: FeedCard) =>
  [GENDER_LABELS[c.gender], c.age !== null ? `${c.age}岁` : '', `${c.height}cm`, EDUCATION_LABELS[c.education], c.city]
    .filter(Boolean)
    .join(' · ')

function CandidateRow({ item, onPick }: { item: LibraryCandidate; onPick: () => void }) {
  const { card } = item
  return (
    <View className='library-picker__row'>
      {card.avatar ? (
        <Image className='library-picker__avatar' src={card.avatar} mode='aspectFill' lazyLoad />
      ) : (
        <View className='library-picker__avatar library-picker__avatar--empty'>{card.nickname.slice(0, 1)}</View>
      )}
      <View className='library-picker__who'>
        <View className='library-picker__name-row'>
          <Text className='library-picker__name'>{card.nickname}</Text>
          {item.isCustomer && <Text className='library-picker__tag'>我的客户</Text>}
        </View>
        <Text className='library-picker__facts'>
          ID {card.userId} · {facts(card)}
        </Text>
      </View>
      {item.inLibrary ? (
        <Text className='library-picker__added'>已在库中</Text>
      ) : (
        <Button className='library-picker__add' type='primary' size='small' onClick={onPick}>
          加入
        </Button>
      )}
    </View>
  )
}

const FILTERS = [
  { key: 'all', label: '全部会员' },
  { key: 'mine', label: '只看我的客户' }
] as const

/** Find a member to introduce: the whole feed or only my customers, by nickname or member id. */
export function LibraryPicker({ open, onClose, onPick }: Props) {
  const c = useCandidates(open)
  const [text, setText] = useState('')
  const search = () => c.setKeyword(text.trim())

  return (
    <BottomSheet open={open} title='添加会员到缘分库' onClose={onClose}>
      <View className='library-picker'>
        <SearchBar
          className='library-picker__search'
          shape='round'
          value={text}
          maxLength={20}
          placeholder='搜索昵称或会员ID'
          onChange={setText}
          onSearch={search}
          right={
            <Button className='library-picker__go' type='primary' size='small' onClick={search}>
              搜索
            </Button>
          }
        />
        <ChoiceChips
          chips={FILTERS}
          chosen={[c.onlyCustomers ? 'mine' : 'all']}
          onPick={(key) => c.setOnlyCustomers(key === 'mine')}
        />
        <View className='library-picker__list'>
          {c.list.map((item) => (
            <CandidateRow
              key={item.card.userId}
              item={item}
              onPick={() =>
                void onPick(item.card).then((added) => {
                  if (added) c.markAdded(item.card.userId)
                })
              }
            />
          ))}
          {c.loaded && c.failed && (
            <Button className='library-picker__more' fill='none' block onClick={c.retry}>
              加载失败，点击重试
            </Button>
          )}
          {c.loaded && !c.failed && c.list.length === 0 && (
            <Text className='library-picker__empty'>{c.onlyCustomers ? '没有符合条件的客户' : '没有找到会员'}</Text>
          )}
          {c.hasMore && (
            <Button className='library-picker__more' fill='none' block loading={c.busy} onClick={c.more}>
              加载更多
            </Button>
          )}
        </View>
      </View>
    </BottomSheet>
  )
}
