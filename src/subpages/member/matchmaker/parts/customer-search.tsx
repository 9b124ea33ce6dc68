import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import { CUSTOMER_KEYWORD_MAX } from '@contract/customer'
import './customer-search.scss'

export interface Props {
  placeholder: string
  onSearch: (keyword: string) => void
}

/** A search box that asks when the matchmaker confirms, not on every keystroke. */
export function CustomerSearch({ placeholder, onSearch }: Props) {
  const [text, setText] = useState('')
  return (
    <View className='customer-search'>
      <Input
        className='customer-search__input'
        value={text}
        maxlength={CUSTOMER_KEYWORD_MAX}
        confirmType='search'
        placeholder={placeholder}
        onInput={(e) => setText(e.detail.value)}
        onConfirm={() => onSearch(text.trim())}
      />
      <View className='customer-search__button' onClick={() => onSearch(text.trim())}>
        搜索
      </View>
    </View>
  )
}
