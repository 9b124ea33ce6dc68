import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import './match-search.scss'

export interface Props {
  placeholder: string
  onSearch: (keyword: string) => void
}

/** A search box that asks when the member confirms, not on every keystroke. */
export function MatchSearch({ placeholder, onSearch }: Props) {
  const [text, setText] = useState('')
  return (
    <View className='match-search'>
      <Input
        className='match-search__input'
        value={text}
        maxlength={30}
        confirmType='search'
        placeholder={placeholder}
        onInput={(e) => setText(e.detail.value)}
        onConfirm={() => onSearch(text.trim())}
      />
      <View className='match-search__button' onClick={() => onSearch(text.trim())}>
        搜索
      </View>
    </View>
  )
}
