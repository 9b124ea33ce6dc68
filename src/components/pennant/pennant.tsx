import { Text, View } from '@tarojs/components'
import { PENNANT_TEMPLATES, type PennantTemplateKey } from '@contract/xixun'
import { formatDate, type TimeInput } from '@/utils/time'
import './pennant.scss'

export interface Props {
  template: PennantTemplateKey
  /** Whom it thanks; shown as 赠 <name>. */
  matchmakerName: string
  /** Who sends it; shown as <name> 敬赠. */
  senderName: string
  /** When it was sent; nothing is shown for no time. */
  date: TimeInput
  /** small: a card in a list or a template to choose, the lines across; large: the pennant itself, the lines down. */
  size?: 'small' | 'large'
}

/** The two embroidered lines of a template. */
function pennantLines(template: PennantTemplateKey): readonly string[] {
  return (PENNANT_TEMPLATES.find((t) => t.key === template) ?? PENNANT_TEMPLATES[0]).lines
}

/**
 * An e-pennant (锦旗) as it hangs in a matchmaker's office: red cloth on a gold rod, gold border
 * and lettering, the template's two lines in the middle, whom it thanks above and who sends it below.
 * Drawn in CSS so it stays sharp at any size and needs no image per template.
 */
export function PennantView({ template, matchmakerName, senderName, date, size = 'small' }: Props) {
  const lines = pennantLines(template)
  const day = formatDate(date, 'YYYY年M月D日')
  return (
    <View className={`pennant pennant--${size}`}>
      <View className='pennant__rod' />
      <View className='pennant__cloth'>
        <View className='pennant__frame'>
          <Text className='pennant__to'>{`赠 ${matchmakerName}`}</Text>
          <View className='pennant__lines'>
            {lines.map((line) => (
              <View key={line} className='pennant__line'>
                {/* One character per box, so the large pennant can stack them down on every platform. */}
                {Array.from(line).map((char, i) => (
                  <Text key={i} className='pennant__char'>
                    {char}
                  </Text>
                ))}
              </View>
            ))}
          </View>
          <Text className='pennant__from'>{`${senderName} 敬赠`}</Text>
          {day && <Text className='pennant__date'>{day}</Text>}
        </View>
      </View>
      <View className='pennant__tassel' />
    </View>
  )
}
