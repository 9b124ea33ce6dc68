import { RichText, View } from '@tarojs/components'
import './rich-content.scss'

export interface Props {
  html: string
}

/** Staff-written HTML content; RichText renders it safely on both H5 and the mini-program. */
export function RichContent({ html }: Props) {
  return (
    <View className='rich-content'>
      <RichText nodes={html} />
    </View>
  )
}
