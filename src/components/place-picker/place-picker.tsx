import { Button, Empty, Popup, SearchBar, Tag } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { MapPlace } from '@contract/models'
import { usePlaceSearch } from './usePlaceSearch'
import './place-picker.scss'

export interface Props {
  open: boolean
  /** Where to look ("杭州" or "杭州市"); '' is the site's own city. */
  city: string
  onClose: () => void
  onPick: (place: MapPlace) => void
}

/** Kinds of place that mixers and first dates are held at: one tap instead of typing. */
const SUGGESTIONS = ['公园', '广场', '商场', '图书馆', '茶馆', '美术馆']

/** The most characters the server takes for a place keyword. */
const KEYWORD_MAX = 40

/**
 * Searches the maps service for a venue and hands the chosen one back: its name, address and
 * centre fill the form, so staff don't type an address a map can't find.
 */
export function PlacePicker({ open, city, onClose, onPick }: Props) {
  const { keyword, list, searched, busy, hasMore, search, more } = usePlaceSearch(city)
  // Kept while the picker is closed: reopened, it shows the last search.
  const [text, setText] = useState('')

  const ask = (value: string) => {
    setText(value)
    search(value)
  }

  return (
    <Popup
      visible={open}
      position='bottom'
      round
      closeable
      title='选择地点'
      onClose={onClose}
      className='place-picker__popup'
    >
      <View className='place-picker'>
        <SearchBar
          className='place-picker__bar'
          shape='round'
          placeholder='搜索地点，如 西湖、图书馆'
          maxLength={KEYWORD_MAX}
          value={text}
          onChange={(v) => setText(v)}
          onSearch={ask}
          right={
            <Text className='place-picker__go' onClick={() => ask(text)}>
              搜索
            </Text>
          }
        />
        {!searched && (
          <View className='place-picker__suggestions'>
            {SUGGESTIONS.map((s) => (
              <Tag key={s} round className='place-picker__suggestion' onClick={() => ask(s)}>
                {s}
              </Tag>
            ))}
          </View>
        )}
        <View className='place-picker__list'>
          {list.map((place) => (
            <View
              key={place.id}
              className='place-picker__item'
              onClick={() => {
                onPick(place)
                onClose()
              }}
            >
              <Text className='place-picker__title'>{place.title}</Text>
              <Text className='place-picker__address'>{place.address}</Text>
            </View>
          ))}
          {searched && list.length === 0 && (
            <Empty className='place-picker__empty' title={`没有找到“${keyword}”`} description='换个关键词试试' />
          )}
          {hasMore && (
            <Button className='place-picker__more' fill='none' block loading={busy} onClick={more}>
              加载更多
            </Button>
          )}
        </View>
      </View>
    </Popup>
  )
}
