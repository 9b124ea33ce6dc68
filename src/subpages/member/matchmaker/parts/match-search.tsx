import { Button, SearchBar } from '@nutui/nutui-react-taro'
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
    <SearchBar
      className='match-search'
      shape='round'
      value={text}
      maxLength={30}
      placeholder={placeholder}
      onChange={setText}
      onSearch={() => onSearch(text.trim())}
      right={
        <Button className='match-search__button' type='primary' size='small' onClick={() => onSearch(text.trim())}>
          搜索
        </Button>
      }
    />
  )
}
