import { Button } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import './add-button.scss'

export interface Props {
  /** The page's own name for it, where its layout differs. */
  className?: string
  onClick: () => void
  children: ReactNode
}

/** The dashed 新增… button above a staff catalogue or list. */
export function AddButton({ className = '', onClick, children }: Props) {
  return (
    <Button className={`add-button ${className}`} type='primary' fill='dashed' block onClick={onClick}>
      {children}
    </Button>
  )
}
