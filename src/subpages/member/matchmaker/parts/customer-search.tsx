import { Button, SearchBar } from '@nutui/nutui-react-taro'
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
    <SearchBar
      className='customer-search'
      shape='round'
      value={text}
      maxLength={CUSTOMER_KEYWORD_MAX}
      placeholder={placeholder}
      onChange={setText}
      onSearch={() => onSearch(text.trim())}
      right={
        <Button className='customer-search__button' type='primary' size='small' onClick={() => onSearch(text.trim())}>
          搜索
        </Button>
      }
    />
  )
}
